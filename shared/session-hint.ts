import { SESSION_HINT_COOKIE_NAME } from './accounts';
import { cookieValue } from './cookies';

/**
 * Whether the session hint cookie is there (set and cleared with the httpOnly refresh cookie, which a
 * page cannot read). Without it this browser holds no session, and a refresh can only fail.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookieValue(cookies, SESSION_HINT_COOKIE_NAME) !== null;
}
