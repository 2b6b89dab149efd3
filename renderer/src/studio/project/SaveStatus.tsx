import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus as Status } from '../../../../shared/studio/ports';
import { Hint } from '../ui/Hint';

/** Saved / Saving… / Offline — changes kept on this device (and the conflict and refusal states). */
export function SaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation('studio');
  const shown = status === 'pending' ? 'saving' : status;
  const icon = {
    saved: <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-4)" />,
    saving: <Loader size={12} type="oval" color="violet.3" />,
    offline: <IconCloudOff size={16} aria-hidden color="var(--mantine-color-yellow-4)" />,
    conflict: <IconGitMerge size={16} aria-hidden color="var(--mantine-color-orange-4)" />,
    refused: <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-4)" />,
  }[shown];
  return (
    <Hint label={t(`save.${shown}Help`)} withArrow width={260}>
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="save-status" data-status={shown}>
        {icon}
        <Text fz="sm" c={shown === 'saved' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {t(`save.${shown}`)}
        </Text>
      </Group>
    </Hint>
  );
}
