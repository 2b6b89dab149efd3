import { Alert, Button, Checkbox, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileMusic, IconMicrophone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MelodyNote } from '../../../../shared/studio/analysis/melody';
import type { SnapDivision } from '../../../../shared/studio/time';
import { AUDIO_ACCEPT, AUDIO_LIMITS } from '../analysis/decodeAudioFile';
import { RecordingPanel } from './RecordingPanel';
import { useVoiceToMidi } from './useVoiceToMidi';
import { VoiceToolDialog } from './VoiceToolDialog';

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
  // Off at first: the notes keep the timing that was sung until the user asks for the grid.
  const [quantize, setQuantize] = useState(false);
  const [countIn, setCountIn] = useState(true);
  const tool = useVoiceToMidi({
    bpm: () => bpm,
    beatsPerBar: () => beatsPerBar,
    insert: (notes) => onInsert(notes, quantize ? snap : 'off'),
  });
  const { state } = tool;
  return (
    <VoiceToolDialog
      opened={opened}
      title={t('toMidi.title')}
      intro={t('toMidi.intro')}
      perk="voice_to_midi"
      busy={state.phase !== 'idle'}
      onCancel={tool.cancel}
      onClose={onClose}
      testId="voice-to-midi"
    >
      {state.phase === 'idle' && (
        <StartChoices
          tool={tool}
          countIn={countIn}
          onCountIn={setCountIn}
          quantize={quantize}
          onQuantize={setQuantize}
          snap={snap}
          bpm={bpm}
          beatsPerBar={beatsPerBar}
        />
      )}
      <RunningTool tool={tool} />
      <Outcome state={state} />
    </VoiceToolDialog>
  );
}

type Tool = ReturnType<typeof useVoiceToMidi>;

/** A file or the microphone, and the count-in and quantize choices. */
function StartChoices(props: {
  tool: Tool;
  countIn: boolean;
  onCountIn: (on: boolean) => void;
  quantize: boolean;
  onQuantize: (on: boolean) => void;
  snap: SnapDivision;
  bpm: number;
  beatsPerBar: number;
}) {
  const { t } = useTranslation('studio-voice-tools');
  const { tool, snap } = props;
  return (
    <>
      <Group grow align="stretch">
        <FileButton onChange={(file) => file && tool.fromFile(file)} accept={AUDIO_ACCEPT}>
          {(button) => (
            <Button {...button} variant="light" leftSection={<IconFileMusic size={18} />} data-testid="audio-file">
              {t('toMidi.chooseFile')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="light"
          color="red"
          leftSection={<IconMicrophone size={18} />}
          onClick={() => tool.startRecording(props.countIn)}
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
        checked={props.countIn}
        onChange={(event) => props.onCountIn(event.currentTarget.checked)}
        label={t('record.countIn', { count: props.beatsPerBar, bpm: Math.round(props.bpm) })}
      />
      <Checkbox
        checked={props.quantize}
        disabled={snap === 'off'}
        onChange={(event) => props.onQuantize(event.currentTarget.checked)}
        label={snap === 'off' ? t('toMidi.quantizeOff') : t('toMidi.quantize', { snap })}
        data-testid="quantize"
      />
    </>
  );
}

/** The count-in, the recording with its meter, or the transcription's progress. */
function RunningTool({ tool }: { tool: Tool }) {
  const { t } = useTranslation('studio-voice-tools');
  const { state } = tool;
  if (state.phase === 'counting')
    return (
      <Text ta="center" fz={48} fw={700} aria-live="assertive" data-testid="count-in">
        {state.beat || ''}
      </Text>
    );
  if (state.phase === 'recording')
    return <RecordingPanel level={tool.level} onStop={tool.stopRecording} stopLabel={t('record.stop')} />;
  if (state.phase === 'working')
    return (
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
    );
  return null;
}

/** What came of the last run: a localized error, or how many notes were added. */
function Outcome({ state }: { state: Tool['state'] }) {
  const { t } = useTranslation('studio-voice-tools');
  if (state.phase !== 'idle') return null;
  if (state.error)
    return (
      <Alert color="red" role="alert" data-testid="voice-to-midi-error">
        {t(`errors.${state.error}`)}
      </Alert>
    );
  if (state.added !== undefined)
    return (
      <Alert color="teal" role="status" data-testid="voice-to-midi-done">
        {t('toMidi.added', { count: state.added })}
      </Alert>
    );
  return null;
}
