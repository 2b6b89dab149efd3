import { Center, Loader, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, isRefreshTokenCheckedAtom } from '../../auth/authAtoms';
import { homePath, postLoginRedirect, safeRedirectPath } from '../../auth/redirectTarget';
import { useAuthActions } from '../../auth/useAuthActions';

/** A blank page that starts login and returns to `redirect` (same-origin paths only) or home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.login'));
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const token = useAtomValue(accessTokenAtom);
  const { login } = useAuthActions();
  const started = useRef(false);

  useEffect(() => {
    if (!checked || started.current) return;
    started.current = true;
    const target = safeRedirectPath(params.get('redirect')) ?? homePath(pathname);
    if (!token) {
      void login(target);
      return;
    }
    const decision = postLoginRedirect(target);
    if (decision.kind === 'reload') window.location.assign(decision.url);
    else navigate(decision.kind === 'navigate' ? decision.to : homePath(pathname), { replace: true });
  }, [checked, token, params, pathname, login, navigate]);

  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader type="dots" aria-hidden />
        <Text c="dimmed" role="status">
          {t('login.redirecting')}
        </Text>
      </Stack>
    </Center>
  );
}
