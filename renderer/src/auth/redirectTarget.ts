import { safeRedirectPath } from '../../../shared/redirect-path';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage, withoutTrailingSlash } from '../../../shared/routes';

export { safeRedirectPath };

/** The home route in the language of the given path (the root itself starts a login, so home is /landing). */
export function homePath(currentPathname: string): string {
  return withLanguage(splitLanguagePrefix(currentPathname).lang, PAGE_ROUTES.landing);
}

export type PostLoginRedirect = { kind: 'stay' } | { kind: 'reload'; url: string } | { kind: 'navigate'; to: string };

/**
 * What to do with the stored target once signed in (spec section 4): a target containing /api is just
 * cleared; a studio page loads fully, the one the visitor was going to (/redirect_studio is the studio's
 * home); anything else is a replace navigation.
 */
export function postLoginRedirect(target: string | null): PostLoginRedirect {
  const safe = safeRedirectPath(target);
  if (!safe || safe.includes('/api')) return { kind: 'stay' };
  const { lang, path } = splitLanguagePrefix(safe.split(/[?#]/)[0] ?? '/');
  if (path.startsWith('/redirect_studio')) return { kind: 'reload', url: withLanguage(lang, PAGE_ROUTES.studio) };
  if (path === PAGE_ROUTES.studio || path.startsWith(`${PAGE_ROUTES.studio}/`)) return { kind: 'reload', url: safe };
  return { kind: 'navigate', to: safe };
}

/** Pages the agreements do not return to: home (where they go anyway) and the sign-in steps themselves. */
const NO_RETURN = new Set<string>(['/', PAGE_ROUTES.landing, PAGE_ROUTES.login, PAGE_ROUTES.agreements]);

/** Where the agreements page continues to once accepted: the page the user was on or going to, if any. */
export function agreementsReturnPath(here: string): string | null {
  const safe = safeRedirectPath(here);
  if (!safe) return null;
  const { path } = splitLanguagePrefix(withoutTrailingSlash(safe.split(/[?#]/)[0] ?? '/'));
  return NO_RETURN.has(path) ? null : safe;
}

/** True for the root route, with or without a language prefix. */
export function isRootPath(pathname: string): boolean {
  return splitLanguagePrefix(withoutTrailingSlash(pathname)).path === '/';
}
