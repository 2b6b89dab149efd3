import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { PageLoader } from '../../app/RootLayout';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../../auth/authAtoms';
import { desktopProtocol } from '../../auth/desktopLinks';
import { useAuthActions } from '../../auth/useAuthActions';
import { useHandoffLink } from '../../auth/useHandoffLink';
import { FocusCard } from '../../layout/FocusCard';
import { UserIdentity } from '../../layout/UserIdentity';

/** After a browser login for the desktop app: who is logged in, and a button that hands the session to the app. */
export function LoggedInPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.loggedIn'));
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const protocol = desktopProtocol(params.get('protocol'));
  const expectedEmail = params.get('email');
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const { login } = useAuthActions();
  const handoff = useHandoffLink(protocol, token);

  if (!checked || (token && !user)) return <PageLoader />;

  if (!token || !user) {
    return (
      <FocusCard title={t('loggedIn.signedOutTitle')} lead={t('loggedIn.signedOutText')}>
        <Button size="md" onClick={() => void login()}>
          {t('loggedIn.login')}
        </Button>
      </FocusCard>
    );
  }

  const differs = expectedEmail && expectedEmail.toLowerCase() !== user.email.toLowerCase();

  return (
    <FocusCard
      title={t('loggedIn.title')}
      icon={<IconCircleCheck size={44} color="var(--mantine-color-teal-4)" aria-hidden />}
    >
      <Paper withBorder radius="md" p="md" bg="dark.7">
        <UserIdentity user={user} avatarSize={48} gap="md" nameLine={t('loggedIn.as', { name: user.name })} />
      </Paper>
      {differs ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('loggedIn.differentId', { email: expectedEmail, current: user.email })}
        </Alert>
      ) : null}
      {protocol ? (
        <Stack gap="xs">
          <Button
            component="a"
            href={handoff.link ?? undefined}
            size="md"
            variant="gradient"
            rightSection={<IconExternalLink size={18} aria-hidden />}
            loading={!handoff.link}
            onClick={handoff.renew}
          >
            {t('loggedIn.openApp')}
          </Button>
          <Text fz="sm" c="dimmed">
            {t('loggedIn.openAppHint')}
          </Text>
        </Stack>
      ) : null}
      <Button component={Link} to={localize(PAGE_ROUTES.landing)} variant={protocol ? 'default' : 'filled'} size="md">
        {t('loggedIn.continue')}
      </Button>
    </FocusCard>
  );
}
