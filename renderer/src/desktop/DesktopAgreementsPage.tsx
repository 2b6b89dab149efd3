import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PAGE_ROUTES, splitLanguagePrefix } from '../../../shared/routes';
import { LocalizedNavigate } from '../app/LocalizedNavigate';
import { usePageHead } from '../app/usePageHead';
import { needsAgreements } from '../auth/agreements';
import { userInfoAtom } from '../auth/authAtoms';
import { FocusCard } from '../layout/FocusCard';
import { platform } from '../platform';
import { desktopAgreementsUrl } from './websiteLinks';

/**
 * In the app the terms are accepted on the website (with the app user's uuid, so that the website
 * can tell a different signed-in account); `cantara://agreements-success` reloads the user info,
 * and this page then continues to the studio.
 */
export function DesktopAgreementsPage() {
  const { t } = useTranslation('desktop');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.agreements'));
  const { pathname } = useLocation();
  const user = useAtomValue(userInfoAtom);
  const openedFor = useRef<string | null>(null);
  const url = user ? desktopAgreementsUrl(window.location.origin, splitLanguagePrefix(pathname).lang, user.uuid) : null;
  const pending = needsAgreements(user);

  useEffect(() => {
    if (!url || !pending || openedFor.current === url) return;
    openedFor.current = url;
    void platform.openExternal(url);
  }, [url, pending]);

  if (user && !pending) return <LocalizedNavigate to={PAGE_ROUTES.studio} />;

  return (
    <FocusCard title={t('agreements.title')} lead={t('agreements.lead')}>
      <Stack gap="md">
        <Button
          size="md"
          rightSection={<IconExternalLink size={18} aria-hidden />}
          disabled={!url}
          onClick={() => url && void platform.openExternal(url)}
        >
          {t('agreements.open')}
        </Button>
        <Group gap="xs" justify="center" role="status">
          <Loader size="xs" type="dots" aria-hidden />
          <Text fz="sm" c="dimmed">
            {t('agreements.waiting')}
          </Text>
        </Group>
      </Stack>
    </FocusCard>
  );
}
