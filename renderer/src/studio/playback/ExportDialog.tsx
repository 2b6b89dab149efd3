import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportOptions } from './usePlayback';

/** WAV export: mixdown or one file per track, 44.1 or 48 kHz, 16 or 24 bit. */
export function ExportDialog({
  opened,
  busy,
  trackCount,
  onClose,
  onExport,
}: {
  opened: boolean;
  busy: boolean;
  trackCount: number;
  onClose: () => void;
  onExport: (options: ExportOptions) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const [mode, setMode] = useState<'mix' | 'tracks'>('mix');
  const [rate, setRate] = useState('44100');
  const [depth, setDepth] = useState('16');
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    setFailed(false);
    try {
      await onExport({
        perTrack: mode === 'tracks',
        sampleRate: rate === '48000' ? 48000 : 44100,
        bitDepth: depth === '24' ? 24 : 16,
      });
    } catch {
      setFailed(true);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('playback.exportTitle')} centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('playback.exportWhat')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'mix' | 'tracks')}
            data={[
              { value: 'mix', label: t('playback.exportMix') },
              { value: 'tracks', label: t('playback.exportTracks', { count: trackCount }) },
            ]}
            data-testid="export-mode"
          />
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('playback.sampleRate')}
          </Text>
          <SegmentedControl
            value={rate}
            onChange={setRate}
            data={[
              { value: '44100', label: '44.1 kHz' },
              { value: '48000', label: '48 kHz' },
            ]}
            data-testid="export-rate"
          />
        </Stack>
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('playback.bitDepth')}
          </Text>
          <SegmentedControl
            value={depth}
            onChange={setDepth}
            data={[
              { value: '16', label: t('playback.bits', { count: 16 }) },
              { value: '24', label: t('playback.bits', { count: 24 }) },
            ]}
            data-testid="export-depth"
          />
        </Stack>
        {failed && (
          <Alert color="red" variant="light">
            {t('playback.exportFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('playback.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} data-testid="export-submit">
            {t('playback.exportSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
