import {
  LEGAL_ROUTES,
  LOGIN_REQUIRED_ROUTES,
  PAGE_ROUTES,
  splitLanguagePrefix,
  withoutTrailingSlash,
} from '../../../shared/routes';

function routeOf(pathname: string): string {
  return splitLanguagePrefix(withoutTrailingSlash(pathname)).path;
}

/** /my-page (and its pages), /agreements and /voucher need a signed-in user. */
export function isLoginRequiredPath(pathname: string): boolean {
  return LOGIN_REQUIRED_ROUTES.includes(routeOf(pathname));
}

/** Pages a user who still has to accept the agreements may stay on. */
export function isAgreementExemptPath(pathname: string): boolean {
  const route = routeOf(pathname);
  return LEGAL_ROUTES.includes(route) || route === PAGE_ROUTES.agreements;
}

/** /logged-in, where the browser hands its session to the desktop app. */
export function isHandoffPath(pathname: string): boolean {
  return routeOf(pathname) === PAGE_ROUTES.loggedIn;
}
