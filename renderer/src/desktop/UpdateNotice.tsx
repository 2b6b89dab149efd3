import { Button, CloseButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateStatus } from '../../../shared/desktop-bridge';
import { platform } from '../platform';
import classes from './UpdateNotice.module.css';

/** "Version X is available" with an install button, fed by the shell's update check. */
export function UpdateNotice() {
  const { t } = useTranslation('desktop');
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const unsubscribe = platform.updates.onChange((next) => {
      if (active) setStatus(next);
    });
    void platform.updates.get().then((first) => {
      if (active) setStatus((current) => current ?? first);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  if (!status) return null;
  if (status.state === 'downloading') {
    return (
      <Paper className={classes.notice} role="status" withBorder shadow="lg" radius="md" p="md">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" color="violet" aria-hidden />
          <Text fz="sm">{t('update.downloading', { version: status.latestVersion })}</Text>
        </Group>
      </Paper>
    );
  }
  if (status.state !== 'available' || dismissedVersion === status.latestVersion) return null;

  return (
    <Paper
      className={classes.notice}
      role="region"
      aria-label={t('update.available', { version: status.latestVersion })}
      withBorder
      shadow="lg"
      radius="md"
      p="md"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={700}>{t('update.available', { version: status.latestVersion })}</Text>
            <Text fz="sm" c="dimmed">
              {t('update.current', { version: status.currentVersion })}
            </Text>
          </div>
          <CloseButton aria-label={t('update.dismiss')} onClick={() => setDismissedVersion(status.latestVersion)} />
        </Group>
        <Button
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void platform.updates.install()}
        >
          {status.installsInApp ? t('update.install') : t('update.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
