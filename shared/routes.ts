import { isLanguage, type Language } from './languages';

/** Every page route of the product, without the optional language prefix. */
export const PAGE_ROUTES = {
  root: '/',
  landing: '/landing',
  help: '/help',
  login: '/login',
  studio: '/studio',
  studioProject: '/studio/project/:id',
  characters: '/characters',
  pricing: '/pricing',
  store: '/pricing/store',
  product: '/pricing/store/product/:id',
  cart: '/pricing/store/cart',
  paymentSuccessful: '/payment-successful',
  releases: '/releases',
  releasesEmbed: '/releases/embed',
  faq: '/faq',
  myPage: '/my-page',
  myPageAccount: '/my-page/account',
  myPagePlan: '/my-page/plan',
  voucher: '/voucher',
  agreements: '/agreements',
  activation: '/activation',
  activationComplete: '/activation/complete',
  loggedIn: '/logged-in',
  download: '/download',
  privacy: '/privacy',
  terms: '/terms',
  refundPolicy: '/refund-policy',
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

export const LOGIN_REQUIRED_ROUTES: readonly string[] = [
  PAGE_ROUTES.myPage,
  PAGE_ROUTES.myPageAccount,
  PAGE_ROUTES.myPagePlan,
  PAGE_ROUTES.agreements,
  PAGE_ROUTES.voucher,
];

export const LEGAL_ROUTES: readonly string[] = [PAGE_ROUTES.privacy, PAGE_ROUTES.terms, PAGE_ROUTES.refundPolicy];

/** `/ko/pricing/` → `/ko/pricing`; the root stays `/`. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Splits an optional language prefix off a pathname: `/ko/pricing` → { lang: 'ko', path: '/pricing' }. */
export function splitLanguagePrefix(pathname: string): { lang: Language | null; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLanguage(first)) return { lang: first, path: match?.[2] || '/' };
  return { lang: null, path: pathname || '/' };
}

function patternMatches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, i) => part.startsWith(':') || part === pathParts[i]);
}

/** True when the pathname (with or without language prefix) is one of the product's pages. */
export function isKnownPagePath(pathname: string): boolean {
  const { path } = splitLanguagePrefix(withoutTrailingSlash(pathname));
  return Object.values(PAGE_ROUTES).some((pattern) => patternMatches(pattern, path));
}

/**
 * True for the studio's pages (`/studio`, `/ko/studio/project/…`): they have a frame of their own, so
 * they start without the website's layout (renderer/src/main.tsx) and its preloads (studio.html).
 */
export function isStudioPath(pathname: string): boolean {
  const { path } = splitLanguagePrefix(pathname);
  return path === PAGE_ROUTES.studio || path.startsWith(`${PAGE_ROUTES.studio}/`);
}

export function withLanguage(lang: Language | null, path: string): string {
  if (!lang) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
