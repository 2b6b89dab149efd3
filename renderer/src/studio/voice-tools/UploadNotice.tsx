import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadProgress, useUploadFraction } from './uploadProgress';

type Props = { name: string; progress: UploadProgress; onAbort: () => void };

/** An upload under way: its file, how much has been sent, and a button that abandons it. */
export function UploadNotice({ name, progress, onAbort }: Props) {
  const { t, i18n } = useTranslation('studio-voice-tools');
  const fraction = useUploadFraction(progress);
  const [aborting, setAborting] = useState(false);
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }),
    [i18n.language],
  );
  const label = fraction >= 1 ? t('upload.storing') : t('upload.sent', { percent: percent.format(fraction) });
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Text fz="sm" fw={600} lineClamp={1}>
        {t('upload.title', { name })}
      </Text>
      <Progress value={fraction * 100} animated={fraction >= 1} aria-label={label} />
      <Group justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed" aria-live="polite">
          {label}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          disabled={aborting}
          onClick={() => {
            setAborting(true);
            onAbort();
          }}
          data-testid="upload-abort"
        >
          {t('upload.abort')}
        </Button>
      </Group>
    </Stack>
  );
}
