import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../../shared/languages';
import { codeChallengeS256, createCodeVerifier, createLoginState } from '../../../shared/pkce';
import { endAllSessionsRequest, fetchIdentityProvider, logoutRequest } from '../api/auth';
import { ApiRequestError } from '../api/client';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { fetchUserInfo } from '../api/user';
import { clearNotifications } from '../app/overlays';
import { useReplaceNow } from '../app/useReplaceNow';
import { loadDesktop } from '../desktop/load';
import { capabilities } from '../platform/capabilities';
import { accessTokenAtom, isAuthLoadingAtom, userInfoAtom } from './authAtoms';
import { broadcastAuth } from './authChannel';
import { authorizationUrl, callbackUrl } from './loginRequest';
import { loginStorage } from './loginStorage';
import { homePath } from './redirectTarget';
import { isLoginRequiredPath } from './routeRules';

/** Sends the visitor to the identity provider; afterwards the app returns to `returnTo` (same-origin only). */
export async function redirectToLogin(returnTo: string | null, language: Language): Promise<void> {
  const provider = await fetchIdentityProvider();
  const state = createLoginState();
  const verifier = createCodeVerifier();
  loginStorage.saveRequest(state, verifier);
  loginStorage.saveTarget(returnTo);
  const url = authorizationUrl(provider, {
    state,
    codeChallenge: await codeChallengeS256(verifier),
    redirectUri: callbackUrl(window.location.origin),
    language,
  });
  window.location.assign(url);
}

/** Sign-in, sign-out and the state changes they share. */
export function useAuthActions() {
  const setToken = useSetAtom(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setLoading = useSetAtom(isAuthLoadingAtom);
  const { i18n } = useTranslation();
  const replaceNow = useReplaceNow();
  const { pathname, search } = useLocation();
  const handleError = useApiErrorHandler();

  const clearAuth = useCallback(() => {
    setToken(null);
    setUser(null);
  }, [setToken, setUser]);

  /** Sets the token and reloads the user info (spec: set token, reset refresh timer, reload user). */
  const signedIn = useCallback(
    async (accessToken: string) => {
      setToken(accessToken);
      try {
        setUser(await fetchUserInfo(accessToken));
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'LOGIN_REQUIRED') {
          clearAuth();
          return;
        }
        handleError(new ApiRequestError('USER_INFO_ERROR', 0, 'User info failed.'));
      }
    },
    [setToken, setUser, clearAuth, handleError],
  );

  /** Starts a login that returns to the given path, by default the current page. */
  const login = useCallback(
    async (returnTo: string | null = `${pathname}${search}`) => {
      // The app signs in through the website in the browser; the session comes back through the shell.
      if (capabilities.handoffSignIn) {
        await loadDesktop()
          .then((desktop) => desktop.startDesktopSignIn(pathname, i18n))
          .catch(handleError);
        return;
      }
      setLoading(true);
      try {
        await redirectToLogin(returnTo, i18n.language as Language);
      } catch (error) {
        setLoading(false);
        handleError(error);
      }
    },
    [pathname, search, i18n, setLoading, handleError],
  );

  /** Ends the session in this tab, which shows `from`: its notifications go, and a protected page goes home. */
  const endSessionHere = useCallback(
    async (from: string) => {
      void clearNotifications();
      // Leave a protected page before the session goes, or its guard would start a new login.
      if (isLoginRequiredPath(from)) await replaceNow(homePath(from));
      clearAuth();
    },
    [clearAuth, replaceNow],
  );

  /** Ends the session here and in the other tabs; from a protected page, goes home. */
  const logout = useCallback(async () => {
    if (capabilities.nativeSession) {
      await (await loadDesktop()).desktopSignOut(pathname, replaceNow);
      clearAuth();
      return;
    }
    try {
      await logoutRequest();
    } catch {
      // The local session ends even when the server cannot be told.
    }
    await endSessionHere(pathname);
    broadcastAuth('logout');
  }, [clearAuth, replaceNow, pathname, endSessionHere]);

  /** Ends every session of the account (other devices too), then this one like a logout; throws when the server refused. */
  const signOutEverywhere = useCallback(
    async (accessToken: string) => {
      await endAllSessionsRequest(accessToken, capabilities.nativeSession ? 'desktop' : 'web');
      if (capabilities.nativeSession) {
        await (await loadDesktop()).desktopSignOut(pathname, replaceNow);
        clearAuth();
        return;
      }
      await endSessionHere(pathname);
      broadcastAuth('logout');
    },
    [clearAuth, replaceNow, pathname, endSessionHere],
  );

  return { clearAuth, signedIn, login, logout, endSessionHere, signOutEverywhere };
}

/** The signed-in user's access token for an API call, or null. */
export function useAccessToken(): string | null {
  return useAtomValue(accessTokenAtom);
}
