import { PAGE_ROUTES, splitLanguagePrefix, withLanguage, withoutTrailingSlash } from '../../../shared/routes';

const SITE = 'https://cantara.invalid';

/**
 * A redirect value that stays on this site: a path starting with a single slash, with no scheme,
 * host, backslash or control character. Returns the normalised path (with query and hash) or null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The home route in the language of the given path (the root itself starts a login, so home is /landing). */
export function homePath(currentPathname: string): string {
  return withLanguage(splitLanguagePrefix(currentPathname).lang, PAGE_ROUTES.landing);
}

export type PostLoginRedirect = { kind: 'stay' } | { kind: 'reload'; url: string } | { kind: 'navigate'; to: string };

/**
 * What to do with the stored target once signed in (spec section 4): a target containing /api is just
 * cleared; /studio and /redirect_studio load the studio page fully; anything else is a replace navigation.
 */
export function postLoginRedirect(target: string | null): PostLoginRedirect {
  const safe = safeRedirectPath(target);
  if (!safe || safe.includes('/api')) return { kind: 'stay' };
  const { lang, path } = splitLanguagePrefix(safe.split(/[?#]/)[0] ?? '/');
  if (path.startsWith(PAGE_ROUTES.studio) || path.startsWith('/redirect_studio')) {
    return { kind: 'reload', url: withLanguage(lang, PAGE_ROUTES.studio) };
  }
  return { kind: 'navigate', to: safe };
}

/** True for the root route, with or without a language prefix. */
export function isRootPath(pathname: string): boolean {
  return splitLanguagePrefix(withoutTrailingSlash(pathname)).path === '/';
}
