import { DESKTOP_PROTOCOL } from '../../../shared/accounts';
import type { Language } from '../../../shared/languages';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage, withoutTrailingSlash } from '../../../shared/routes';

/** Marketing and store pages: inside the desktop app their links open the website in the browser. */
export const WEBSITE_ONLY_ROUTES: readonly string[] = [
  PAGE_ROUTES.root,
  PAGE_ROUTES.landing,
  PAGE_ROUTES.characters,
  PAGE_ROUTES.pricing,
  PAGE_ROUTES.store,
  PAGE_ROUTES.product,
  PAGE_ROUTES.cart,
  PAGE_ROUTES.paymentSuccessful,
  PAGE_ROUTES.faq,
];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** True for a marketing or store page, with or without a language prefix. */
export function isWebsiteOnlyPath(pathname: string): boolean {
  const { path } = splitLanguagePrefix(withoutTrailingSlash(pathname));
  return WEBSITE_ONLY_ROUTES.some((route) => matches(route, path));
}

export type LinkDestination = { kind: 'app' } | { kind: 'browser'; url: string } | { kind: 'blocked' };

/**
 * Where a clicked link goes inside the desktop app: the app's own pages stay in the window; the
 * website's marketing and store pages and other https sites open in the system browser; other
 * schemes (javascript:, file:, …) go nowhere.
 */
export function linkDestination(href: string, appOrigin: string): LinkDestination {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return { kind: 'blocked' };
  }
  if (url.protocol === 'mailto:') return { kind: 'browser', url: url.href };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'blocked' };
  if (url.origin !== appOrigin) return { kind: 'browser', url: url.href };
  return isWebsiteOnlyPath(url.pathname) ? { kind: 'browser', url: url.href } : { kind: 'app' };
}

/** The website's login page, returning to /logged-in, which hands the session to this app. */
export function desktopSignInUrl(website: string, lang: Language | null): string {
  const loggedIn = `${withLanguage(lang, PAGE_ROUTES.loggedIn)}?${new URLSearchParams({ protocol: DESKTOP_PROTOCOL })}`;
  const login = new URL(withLanguage(lang, PAGE_ROUTES.login), website);
  login.searchParams.set('redirect', loggedIn);
  return login.href;
}

/** The website's agreements page for this app user; it answers with cantara://agreements-success. */
export function desktopAgreementsUrl(website: string, lang: Language | null, userUuid: string): string {
  const url = new URL(withLanguage(lang, PAGE_ROUTES.agreements), website);
  url.searchParams.set('protocol', DESKTOP_PROTOCOL);
  url.searchParams.set('uuid', userUuid);
  return url.href;
}
