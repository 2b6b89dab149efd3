import { SESSION_HINT_COOKIE_NAME } from './accounts';

/** The value of one cookie in a Cookie header (or `document.cookie`), undecoded; null without it. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (key === name) return separator < 0 ? '' : part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * Whether the session hint cookie is there (set and cleared with the httpOnly refresh cookie, which a
 * page cannot read). Without it this browser holds no session, and a refresh can only fail.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookieValue(cookies, SESSION_HINT_COOKIE_NAME) !== null;
}
