import { Alert, Button, Checkbox, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileMusic, IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MelodyNote } from '../../../../shared/studio/analysis/melody';
import type { SnapDivision } from '../../../../shared/studio/time';
import { AUDIO_ACCEPT, AUDIO_LIMITS } from '../analysis/decodeAudioFile';
import { LevelMeter } from './LevelMeter';
import { PerkExplainer } from './PerkExplainer';
import { useUtilityPerk } from './useUtilityPerk';
import { useVoiceToMidi } from './useVoiceToMidi';

type Props = {
  opened: boolean;
  onClose: () => void;
  bpm: number;
  beatsPerBar: number;
  snap: SnapDivision;
  /** Adds the melody as a new track at the playhead, on `snap` ('off': as sung); false at the track limit. */
  onInsert: (notes: MelodyNote[], snap: SnapDivision) => boolean;
};

/** Voice to MIDI: sing or hum into the microphone, or pick a recording, and get its melody as notes. */
export function VoiceToMidiDialog({ opened, onClose, bpm, beatsPerBar, snap, onInsert }: Props) {
  const { t } = useTranslation('studio-voice-tools');
  const included = useUtilityPerk('voice_to_midi');
  // Off at first: the notes keep the timing that was sung until the user asks for the grid.
  const [quantize, setQuantize] = useState(false);
  const [countIn, setCountIn] = useState(true);
  const tool = useVoiceToMidi({
    bpm: () => bpm,
    beatsPerBar: () => beatsPerBar,
    insert: (notes) => onInsert(notes, quantize ? snap : 'off'),
  });
  const { state } = tool;
  const busy = state.phase !== 'idle';
  const close = () => {
    tool.cancel();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('toMidi.title')} size="lg" data-testid="voice-to-midi">
      {!included ? (
        <PerkExplainer perk="voice_to_midi" />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('toMidi.intro')}</Text>
          {state.phase === 'idle' && (
            <>
              <Group grow align="stretch">
                <FileButton onChange={(file) => file && tool.fromFile(file)} accept={AUDIO_ACCEPT}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      leftSection={<IconFileMusic size={18} />}
                      data-testid="audio-file"
                    >
                      {t('toMidi.chooseFile')}
                    </Button>
                  )}
                </FileButton>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconMicrophone size={18} />}
                  onClick={() => tool.startRecording(countIn)}
                  data-testid="record"
                >
                  {t('record.start')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('toMidi.formats', {
                  megabytes: AUDIO_LIMITS.maxFileBytes / 1024 / 1024,
                  minutes: AUDIO_LIMITS.maxSeconds / 60,
                })}
              </Text>
              <Checkbox
                checked={countIn}
                onChange={(event) => setCountIn(event.currentTarget.checked)}
                label={t('record.countIn', { count: beatsPerBar, bpm: Math.round(bpm) })}
              />
              <Checkbox
                checked={quantize}
                disabled={snap === 'off'}
                onChange={(event) => setQuantize(event.currentTarget.checked)}
                label={snap === 'off' ? t('toMidi.quantizeOff') : t('toMidi.quantize', { snap })}
                data-testid="quantize"
              />
            </>
          )}
          {state.phase === 'counting' && (
            <Text ta="center" fz={48} fw={700} aria-live="assertive" data-testid="count-in">
              {state.beat || ''}
            </Text>
          )}
          {state.phase === 'recording' && (
            <Stack gap="xs">
              <Text size="sm" fw={600} c="red" aria-live="polite">
                {t('record.recording')}
              </Text>
              <LevelMeter level={tool.level} />
              <Button
                color="red"
                leftSection={<IconPlayerStop size={18} />}
                onClick={tool.stopRecording}
                data-testid="stop-recording"
              >
                {t('record.stop')}
              </Button>
            </Stack>
          )}
          {state.phase === 'working' && (
            <Stack gap={6}>
              <Text size="sm" aria-live="polite">
                {t('toMidi.working', { percent: Math.round(state.progress * 100) })}
              </Text>
              <Progress
                value={state.progress * 100}
                animated
                aria-label={t('toMidi.progress')}
                data-testid="transcribe-progress"
              />
            </Stack>
          )}
          {state.phase === 'idle' && state.error && (
            <Alert color="red" role="alert" data-testid="voice-to-midi-error">
              {t(`errors.${state.error}`)}
            </Alert>
          )}
          {state.phase === 'idle' && state.added !== undefined && (
            <Alert color="teal" role="status" data-testid="voice-to-midi-done">
              {t('toMidi.added', { count: state.added })}
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        {busy ? (
          <Button variant="default" onClick={tool.cancel} data-testid="voice-to-midi-cancel">
            {t('cancel')}
          </Button>
        ) : (
          <Button variant="default" onClick={close}>
            {t('close')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
