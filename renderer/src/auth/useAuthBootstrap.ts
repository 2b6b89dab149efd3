import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCESS_TOKEN_RECHECK_MS } from '../../../shared/accounts';
import { isLanguage, type Language } from '../../../shared/languages';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { exchangeAuthorizationCode, fetchIdentityProvider } from '../api/auth';
import { ApiRequestError } from '../api/client';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { updateUserInfo } from '../api/user';
import { useReplaceNow } from '../app/useReplaceNow';
import { isAccessTokenExpired } from './accessToken';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from './authAtoms';
import { broadcastAuth, listenForAuth } from './authChannel';
import { reportSignUp } from './conversion';
import { callbackUrl, readCallback, withoutCallbackParams } from './loginRequest';
import { loginStorage } from './loginStorage';
import { homePath, isRootPath, postLoginRedirect } from './redirectTarget';
import { refreshOnce } from './refresh';
import { isLoginRequiredPath } from './routeRules';
import { redirectToLogin, useAuthActions } from './useAuthActions';

/**
 * The Login state machine of spec section 4, run once per page load: a provider callback in the URL
 * is exchanged; otherwise the refresh cookie is checked (at the root: success opens the studio,
 * failure starts a login returning there). Then the access token is renewed every 25 minutes and
 * when a hidden tab comes back with an expired one, and sign-outs reach every tab.
 */
export function useAuthBootstrap(): void {
  const started = useRef(false);
  const navigate = useNavigate();
  const replaceNow = useReplaceNow();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const token = useAtomValue(accessTokenAtom);
  const setChecked = useSetAtom(isRefreshTokenCheckedAtom);
  const setLoading = useSetAtom(isAuthLoadingAtom);
  const setUser = useSetAtom(userInfoAtom);
  const { signedIn, clearAuth, endSessionHere } = useAuthActions();
  const handleError = useApiErrorHandler();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  /** A new account speaks the language the visitor signed up in. */
  const adoptPageLanguage = useCallback(
    async (accessToken: string, language: string) => {
      if (!isLanguage(language)) return;
      try {
        setUser(await updateUserInfo(accessToken, { preferred_language: language }));
      } catch {
        // The account keeps the default language; the user can change it on the account page.
      }
    },
    [setUser],
  );

  /** Resolves once the new page is in place, so that nothing renders the old one signed in meanwhile. */
  const goAfterLogin = useCallback(
    async (target: string | null, atRoot: boolean) => {
      const lang = splitLanguagePrefix(window.location.pathname).lang;
      const decision = postLoginRedirect(target ?? (atRoot ? withLanguage(lang, PAGE_ROUTES.studio) : null));
      if (decision.kind === 'reload') window.location.assign(decision.url);
      else if (decision.kind === 'navigate') await replaceNow(decision.to);
    },
    [replaceNow],
  );

  const exchange = useCallback(
    async (code: string, verifier: string) => {
      const target = loginStorage.takeTarget();
      const atRoot = isRootPath(window.location.pathname);
      try {
        const provider = await fetchIdentityProvider();
        const { token: issued, created } = await exchangeAuthorizationCode({
          provider: provider.auth_provider,
          code,
          redirectUri: callbackUrl(window.location.origin),
          codeVerifier: verifier,
        });
        await signedIn(issued.access_token);
        if (created) {
          reportSignUp(provider.auth_provider);
          await adoptPageLanguage(issued.access_token, splitLanguagePrefix(target ?? '').lang ?? i18n.language);
        }
        broadcastAuth('login');
        await goAfterLogin(target, atRoot);
      } catch (error) {
        clearAuth();
        // Pages after a failed sign-in keep the language the visitor started from.
        const lang = splitLanguagePrefix(target ?? window.location.pathname).lang;
        const code = error instanceof ApiRequestError ? error.code : 'LOGIN_FAILED';
        if (error instanceof ApiRequestError && code === 'DEACTIVATED_USER') {
          const activationCode = String(error.detail.activation_code ?? '');
          const query = activationCode ? `?${new URLSearchParams({ activation_code: activationCode })}` : '';
          await replaceNow(`${withLanguage(lang, PAGE_ROUTES.activation)}${query}`);
          return;
        }
        if (code === 'TIMEOUT_ERROR') handleError(error);
        else handleError(new ApiRequestError('LOGIN_FAILED', 400, 'Login failed.'));
        if (atRoot) await replaceNow(withLanguage(lang, PAGE_ROUTES.landing));
      }
    },
    [signedIn, clearAuth, handleError, goAfterLogin, replaceNow, adoptPageLanguage, i18n.language],
  );

  const refreshCheck = useCallback(
    async (first: boolean) => {
      if (first) setLoading(true);
      try {
        const issued = await refreshOnce();
        await signedIn(issued.access_token);
        if (first)
          window.location.assign(withLanguage(splitLanguagePrefix(window.location.pathname).lang, PAGE_ROUTES.studio));
      } catch {
        clearAuth();
        if (first) {
          const lang = splitLanguagePrefix(window.location.pathname).lang;
          try {
            await redirectToLogin(withLanguage(lang, PAGE_ROUTES.studio), i18n.language as Language);
            return;
          } catch (error) {
            handleError(error);
          }
        }
      } finally {
        setChecked(true);
      }
      if (first) setLoading(false);
    },
    [setLoading, signedIn, clearAuth, setChecked, i18n.language, handleError],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { path } = splitLanguagePrefix(window.location.pathname);
    if (path === PAGE_ROUTES.releasesEmbed) {
      setChecked(true);
      return;
    }
    loginStorage.adoptServerRequest(window.location.search);
    const callback = readCallback(window.location.search, loginStorage.peekRequest());
    if (callback.kind === 'none') {
      void refreshCheck(isRootPath(window.location.pathname));
      return;
    }
    loginStorage.clearRequest();
    setLoading(true);
    navigate(withoutCallbackParams(window.location.href), { replace: true });
    const finish = () => {
      setLoading(false);
      setChecked(true);
    };
    if (callback.kind === 'code') {
      void exchange(callback.code, callback.verifier).finally(finish);
      return;
    }
    clearAuth();
    const target = loginStorage.takeTarget();
    if (callback.kind === 'failed') {
      handleError(new ApiRequestError('LOGIN_FAILED', 400, 'Login failed.'));
      navigate(homePath(window.location.pathname), { replace: true });
    } else {
      // The visitor cancelled at the provider: back where they were, unless that page needs a login.
      const back = target && !isLoginRequiredPath(target) ? target : homePath(window.location.pathname);
      navigate(back, { replace: true });
    }
    finish();
  }, [refreshCheck, exchange, navigate, setChecked, setLoading, clearAuth, handleError]);

  const silentRefresh = useCallback(async () => {
    try {
      const issued = await refreshOnce();
      await signedIn(issued.access_token);
    } catch {
      clearAuth();
    }
  }, [signedIn, clearAuth]);

  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => void silentRefresh(), ACCESS_TOKEN_RECHECK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && isAccessTokenExpired(token)) void silentRefresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, silentRefresh]);

  useEffect(
    () =>
      listenForAuth((message) => {
        if (message === 'logout') void endSessionHere(pathnameRef.current);
        else if (!token) void silentRefresh();
      }),
    [endSessionHere, silentRefresh, token],
  );
}
