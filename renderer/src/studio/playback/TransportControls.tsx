import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { formatBarBeat, formatClock, secondsToTick } from '../../../../shared/studio/time';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import { Hint } from '../ui/Hint';
import { LevelMeter } from './LevelMeter';
import { usePlayhead } from './playheadStore';
import { useRenderStatus } from './renderStatusStore';
import classes from './TransportControls.module.css';
import type { Playback } from './usePlayback';

// The export dialog's code is fetched once the user starts working, not with the studio's first screen.
const loadExportDialog = () => import('./ExportDialog');
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })));

/** Play / pause / stop, the playhead as bars.beats and mm:ss, the output level, the voice's render progress and WAV export. */
export function TransportControls({ document, playback }: { document: ProjectDocument; playback: Playback }) {
  const { t } = useTranslation('studio');
  const { position } = usePlayhead();
  const render = useRenderStatus();
  const [exportOpen, setExportOpen] = useState(false);
  usePrefetchOnInput(loadExportDialog);
  const playing = playback.state === 'playing' || playback.state === 'starting';
  const tick = secondsToTick(document.tempos, position);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.bar} data-testid="transport">
      <Hint label={playing ? t('playback.pause') : t('playback.play')}>
        <ActionIcon
          size="lg"
          radius="xl"
          variant="filled"
          aria-label={playing ? t('playback.pause') : t('playback.play')}
          onClick={() => (playing ? playback.pause() : void playback.play())}
          data-testid={playing ? 'transport-pause' : 'transport-play'}
        >
          {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
      </Hint>
      <Hint label={t('playback.stop')}>
        <ActionIcon
          size="lg"
          radius="xl"
          variant="light"
          aria-label={t('playback.stop')}
          onClick={playback.stop}
          data-testid="transport-stop"
        >
          <IconPlayerStopFilled size={16} />
        </ActionIcon>
      </Hint>
      <div
        className={classes.position}
        role="timer"
        aria-label={t('playback.position')}
        data-testid="transport-position"
      >
        <Text component="span" fw={700} className={classes.bars} data-testid="transport-bars">
          {formatBarBeat(document.timeSignatures, tick)}
        </Text>
        <Text component="span" c="dimmed" className={classes.clock} data-testid="transport-clock">
          {formatClock(position)}
        </Text>
      </div>
      <LevelMeter level={playback.level} active={playback.state === 'playing'} />
      <Text component="span" c="dimmed" role="status" className={classes.status} data-testid="transport-render">
        {render.rendering ? t('playback.rendering', { done: render.done, total: render.total }) : ''}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        onClick={() => setExportOpen(true)}
        data-testid="export-open"
        className={classes.export}
      >
        {t('playback.export')}
      </Button>
      <DeferredDialog opened={exportOpen}>
        <ExportDialog
          opened={exportOpen}
          busy={playback.exporting}
          trackCount={document.tracks.length}
          onClose={() => setExportOpen(false)}
          onExport={async (options) => {
            await playback.exportWav(options);
            setExportOpen(false);
          }}
        />
      </DeferredDialog>
    </Group>
  );
}
