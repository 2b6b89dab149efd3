import { hasSessionHint as hintIn } from '../../../shared/session-hint';

/** Whether this browser holds a session the start-up refresh can renew (the server's hint cookie). */
export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return hintIn(cookies);
}
