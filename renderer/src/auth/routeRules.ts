import {
  LEGAL_ROUTES,
  LOGIN_REQUIRED_ROUTES,
  PAGE_ROUTES,
  splitLanguagePrefix,
  withoutTrailingSlash,
} from '../../../shared/routes';
import { capabilities } from '../platform/capabilities';

function routeOf(pathname: string): string {
  return splitLanguagePrefix(withoutTrailingSlash(pathname)).path;
}

/**
 * /my-page (and its pages), /agreements and /voucher need a signed-in user; so does the studio on the
 * web (in the desktop app the studio is the signed-out home, where the app offers its own sign-in).
 */
export function isLoginRequiredPath(pathname: string, studioNeedsLogin = !capabilities.nativeSession): boolean {
  const route = routeOf(pathname);
  if (studioNeedsLogin && (route === PAGE_ROUTES.studio || route.startsWith(`${PAGE_ROUTES.studio}/`))) return true;
  return LOGIN_REQUIRED_ROUTES.includes(route);
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
