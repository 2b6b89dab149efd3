import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionState } from '../../../shared/desktop-bridge';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { ApiRequestError } from '../api/client';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { fetchUserInfo } from '../api/user';
import { notify } from '../app/overlays';
import { useReplaceNow } from '../app/useReplaceNow';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../auth/authAtoms';
import { isLoginRequiredPath } from '../auth/routeRules';
import { platform } from '../platform';
import { noticeKey, type SessionNotice, sessionNotices } from './sessionNotices';

/**
 * The desktop app's side of the auth state: the shell owns the session (refresh token in the
 * keychain), so access tokens come from `platform.session` and its change events. After a 401
 * (an error handler cleared the token the shell issued) the shell is asked for a new one.
 */
export function useDesktopSession(): void {
  const { t } = useTranslation(['desktop', 'errors']);
  const navigate = useNavigate();
  const replaceNow = useReplaceNow();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const token = useAtomValue(accessTokenAtom);
  const setToken = useSetAtom(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setChecked = useSetAtom(isRefreshTokenCheckedAtom);
  const setLoading = useSetAtom(isAuthLoadingAtom);
  const handleError = useApiErrorHandler();
  /** The access token the shell last issued; null while signed out. */
  const issued = useRef<string | null>(null);
  const retriedAfter401 = useRef<string | null>(null);
  const shown = useRef(new Set<string>());

  const show = useCallback(
    (notice: SessionNotice) => {
      const key = noticeKey(notice);
      if (shown.current.has(key)) return;
      shown.current.add(key);
      const lang = splitLanguagePrefix(pathnameRef.current).lang;
      if (notice.kind === 'activate') {
        const query = notice.activationCode
          ? `?${new URLSearchParams({ activation_code: notice.activationCode })}`
          : '';
        navigate(`${withLanguage(lang, PAGE_ROUTES.activation)}${query}`, { replace: true });
        return;
      }
      const isReason = notice.kind === 'logoutReason';
      void notify({
        id: key,
        color: isReason ? 'yellow' : 'red',
        title: t(isReason ? 'desktop:session.loggedOutTitle' : 'desktop:session.problemTitle'),
        // Plain text: React escapes it, and the website's reason is never treated as markup.
        message: isReason ? notice.text : t(notice.messageKey, { defaultValue: notice.fallback }),
        autoClose: false,
        withBorder: true,
      });
    },
    [navigate, t],
  );

  const apply = useCallback(
    async (state: SessionState): Promise<void> => {
      if (state.status === 'signed-in') {
        const accessToken = state.accessToken;
        issued.current = accessToken;
        setToken(accessToken);
        try {
          const user = await fetchUserInfo(accessToken);
          if (issued.current === accessToken) setUser(user);
        } catch (error) {
          if (issued.current !== accessToken) return;
          if (error instanceof ApiRequestError && error.code === 'LOGIN_REQUIRED') {
            issued.current = null;
            setToken(null);
            if (retriedAfter401.current !== accessToken) {
              retriedAfter401.current = accessToken;
              await apply(await platform.session.refresh());
            }
            return;
          }
          handleError(new ApiRequestError('USER_INFO_ERROR', 0, 'User info failed.'));
        }
        return;
      }
      issued.current = null;
      const current = pathnameRef.current;
      // Leave a protected page before the session goes, or its guard would start a new sign-in.
      if (isLoginRequiredPath(current)) {
        await replaceNow(withLanguage(splitLanguagePrefix(current).lang, PAGE_ROUTES.studio));
      }
      setToken(null);
      setUser(null);
      for (const notice of sessionNotices(state)) show(notice);
    },
    [setToken, setUser, replaceNow, handleError, show],
  );

  useEffect(() => {
    let active = true;
    setLoading(true);
    const unsubscribe = platform.session.onChange((state) => {
      if (active) void apply(state);
    });
    void platform.session
      .get()
      .then((state) => (active ? apply(state) : undefined))
      .finally(() => {
        if (!active) return;
        setChecked(true);
        setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [apply, setChecked, setLoading]);

  // An API call answered 401 and the error handler dropped the shell's token: ask the shell again.
  useEffect(() => {
    if (token || !issued.current) return;
    const dropped = issued.current;
    issued.current = null;
    if (retriedAfter401.current === dropped) return;
    retriedAfter401.current = dropped;
    void platform.session.refresh().then(apply);
  }, [token, apply]);

  // The website reported the terms accepted: the user info says so now.
  useEffect(
    () =>
      platform.onAgreementsAccepted(() => {
        const accessToken = issued.current;
        if (!accessToken) return;
        void fetchUserInfo(accessToken)
          .then((user) => {
            if (issued.current === accessToken) setUser(user);
          })
          .catch(handleError);
      }),
    [setUser, handleError],
  );
}
