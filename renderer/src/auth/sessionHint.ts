import { SESSION_HINT_COOKIE_NAME } from '../../../shared/accounts';

/**
 * Whether the server's session hint cookie is there (set and cleared with the refresh cookie, which
 * the page cannot read). Without it this browser holds no session, and a refresh can only fail.
 */
export function hasSessionHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === SESSION_HINT_COOKIE_NAME);
}
