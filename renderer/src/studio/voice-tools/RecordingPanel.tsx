import { Button, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LevelMeter } from './LevelMeter';

/** While the microphone records: what is happening, its level, and the button that ends it. */
export function RecordingPanel({
  level,
  onStop,
  stopLabel,
}: {
  level: () => number;
  onStop: () => void;
  stopLabel: string;
}) {
  const { t } = useTranslation('studio-voice-tools');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} c="red" aria-live="polite">
        {t('record.recording')}
      </Text>
      <LevelMeter level={level} />
      <Button color="red" leftSection={<IconPlayerStop size={18} />} onClick={onStop} data-testid="stop-recording">
        {stopLabel}
      </Button>
    </Stack>
  );
}
