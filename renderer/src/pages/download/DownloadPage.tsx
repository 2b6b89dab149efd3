import { Alert, Button, Container, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandApple,
  IconBrandWindows,
  IconDeviceDesktopOff,
  IconDownload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/useHydrated';
import { usePageHead } from '../../app/usePageHead';
import { detectDesktopOs } from '../../platform/browser';
import { SERVED_OS_ATTRIBUTE, servedDesktopOs } from './servedDesktopOs';
import { useLatestRelease } from './useLatestRelease';

/**
 * The desktop app for this computer: version from the latest-version file and its installer link.
 * The server sends the page prerendered for the visitor's system (chosen by its User-Agent), which
 * hydration keeps; from then on the browser's own answer counts. A page the server did not prepare
 * shows a placeholder until it has hydrated.
 */
export function DownloadPage() {
  const { t } = useTranslation('download');
  usePageHead(t('title'), t('description'));
  const hydrated = useHydrated();
  const [served] = useState(servedDesktopOs);
  const [detected] = useState(() => (typeof navigator === 'undefined' ? undefined : detectDesktopOs()));
  const os = hydrated ? detected : served;
  const release = useLatestRelease(os ?? null);
  const Icon = os === undefined ? IconDownload : os === 'macos' ? IconBrandApple : IconBrandWindows;

  return (
    <Container
      w="100%"
      size="sm"
      py={{ base: 48, sm: 96 }}
      {...{ [SERVED_OS_ATTRIBUTE]: os === undefined ? undefined : (os ?? 'none') }}
    >
      <Paper radius="xl" p={{ base: 'xl', sm: 48 }} bg="dark.6" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color={os === null ? 'gray' : 'violet'} aria-hidden>
            {os === null ? <IconDeviceDesktopOff size={40} /> : <Icon size={40} />}
          </ThemeIcon>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('title')}
          </Title>
          {os === undefined && <Skeleton h={76} w="100%" radius="md" data-testid="download-pending" />}
          {os === null && (
            <Alert
              color="gray"
              variant="light"
              title={t('unsupported.title')}
              ta="left"
              w="100%"
              data-testid="download-unsupported"
            >
              {t('unsupported.text')}
            </Alert>
          )}
          {os && (
            <>
              <Text c="dark.1">{t(os === 'macos' ? 'forMac' : 'forWindows')}</Text>
              {/* Until this computer's answer is in (the one asked before hydration was for no computer). */}
              {!release.data && release.status !== 'error' && <Skeleton h={44} w={240} radius="md" />}
              {release.data && (
                <>
                  <Text fw={700} fz="lg" data-testid="download-version">
                    {t('version', { version: release.data.version })}
                  </Text>
                  <Button
                    component="a"
                    href={release.data.installerUrl}
                    size="lg"
                    variant="gradient"
                    leftSection={<IconDownload size={18} aria-hidden />}
                  >
                    {t(os === 'macos' ? 'downloadMac' : 'downloadWindows')}
                  </Button>
                </>
              )}
              {release.status === 'error' && (
                <>
                  <Text c="red.4" fw={600} role="alert">
                    <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
                    {t('failed')}
                  </Text>
                  <Button size="lg" disabled color="red" variant="light">
                    {t('error')}
                  </Button>
                </>
              )}
              <Text c="dimmed" fz="xs" maw={420}>
                {t('requirements')}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
