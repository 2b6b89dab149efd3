import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { LocalizedNavigate } from '../app/LocalizedNavigate';
import { PageLoader } from '../app/RootLayout';
import { needsAgreements } from './agreements';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from './authAtoms';
import { agreementsReturnPath } from './redirectTarget';
import { isAgreementExemptPath, isLoginRequiredPath } from './routeRules';
import { useAuthActions } from './useAuthActions';

/**
 * Route rules of spec section 2: login-required pages wait for the refresh-token check, then send a
 * signed-out visitor to login (returning here); a user who must still accept the agreements is sent
 * to /agreements from every page but the legal ones.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const loading = useAtomValue(isAuthLoadingAtom);
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { login } = useAuthActions();
  const required = isLoginRequiredPath(pathname);
  const loginStartedFor = useRef<string | null>(null);
  const here = `${pathname}${search}`;

  useEffect(() => {
    if (!required || !checked || loading || token || loginStartedFor.current === here) return;
    // A navigation away from this page is committing: the guard is about the page being left.
    if (window.location.pathname !== pathname) return;
    loginStartedFor.current = here;
    void login(here);
  }, [required, checked, loading, token, here, pathname, login]);

  if (required && (!checked || !token || !user)) return <PageLoader />;
  // While a sign-in completes, the post-login navigation comes first; and a page still shown while the
  // next one loads (the URL has already moved on) must not redirect on its own account.
  const leaving = typeof window !== 'undefined' && window.location.pathname !== pathname;
  if (!loading && !leaving && user && needsAgreements(user) && !isAgreementExemptPath(pathname)) {
    // Once the terms are accepted, a new account continues where it was going (the studio, a voucher,
    // the desktop app's hand-off).
    const target = agreementsReturnPath(here);
    const back = target ? `?${new URLSearchParams({ redirect: target })}` : '';
    return <LocalizedNavigate to={`${PAGE_ROUTES.agreements}${back}`} />;
  }
  return <>{children}</>;
}
