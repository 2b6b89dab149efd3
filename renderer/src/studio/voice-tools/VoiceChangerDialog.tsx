import { Alert, Button, FileButton, Group, NumberInput, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileMusic, IconMicrophone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterId } from '../../../../shared/studio/characters';
import { AUDIO_ACCEPT } from '../analysis/decodeAudioFile';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { RecordingPanel } from './RecordingPanel';
import type { useAddRecording } from './useAddRecording';
import { useVoiceChanger } from './useVoiceChanger';
import { VoiceToolDialog } from './VoiceToolDialog';

type Props = {
  opened: boolean;
  onClose: () => void;
  characters: Map<string, StudioCharacterView>;
  /** The character chosen first: the current track's. */
  defaultCharacter: CharacterId | undefined;
  addRecording: ReturnType<typeof useAddRecording>;
};

/** The voice changer: a sung take, sung again by a character, lands on a new audio track at the playhead. */
export function VoiceChangerDialog({ opened, onClose, characters, defaultCharacter, addRecording }: Props) {
  const { t } = useTranslation('studio-voice-tools');
  const allowed = [...characters.values()].filter((character) => character.allowed);
  const [character, setCharacter] = useState<string | null>(
    allowed.find((candidate) => candidate.id === defaultCharacter)?.id ?? allowed[0]?.id ?? null,
  );
  const [transpose, setTranspose] = useState(0);
  const [formantShift, setFormantShift] = useState(0);
  const tool = useVoiceChanger(addRecording, () => ({
    character: character as CharacterId,
    characterName: characters.get(character ?? '')?.name ?? '',
    transpose,
    formantShift,
  }));
  const { state } = tool;
  return (
    <VoiceToolDialog
      opened={opened}
      title={t('changer.title')}
      intro={t('changer.intro')}
      perk="voice_conversion"
      busy={state.phase !== 'idle'}
      onCancel={tool.cancel}
      onClose={onClose}
      testId="voice-changer"
    >
      <Group grow align="flex-end">
        <Select
          label={t('changer.character')}
          data={allowed.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          value={character}
          onChange={setCharacter}
          allowDeselect={false}
          disabled={state.phase !== 'idle'}
          data-testid="changer-character"
        />
        <NumberInput
          label={t('changer.transpose')}
          value={transpose}
          onChange={(value) => setTranspose(Number(value) || 0)}
          min={-24}
          max={24}
          disabled={state.phase !== 'idle'}
        />
        <NumberInput
          label={t('changer.formant')}
          value={formantShift}
          onChange={(value) => setFormantShift(Number(value) || 0)}
          min={-12}
          max={12}
          disabled={state.phase !== 'idle'}
        />
      </Group>
      <ChangerRun tool={tool} ready={Boolean(character)} />
      <ChangerOutcome state={state} />
    </VoiceToolDialog>
  );
}

type Tool = ReturnType<typeof useVoiceChanger>;

/** The take to sing again (a file or the microphone), the recording with its meter, or the work's progress. */
function ChangerRun({ tool, ready }: { tool: Tool; ready: boolean }) {
  const { t } = useTranslation('studio-voice-tools');
  const { state } = tool;
  return (
    <>
      {state.phase === 'idle' && (
        <Group grow>
          <FileButton onChange={(file) => file && ready && tool.fromFile(file)} accept={AUDIO_ACCEPT}>
            {(button) => (
              <Button {...button} variant="light" leftSection={<IconFileMusic size={18} />} disabled={!ready}>
                {t('changer.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="light"
            color="red"
            leftSection={<IconMicrophone size={18} />}
            onClick={() => void tool.startRecording()}
            disabled={!ready}
          >
            {t('record.start')}
          </Button>
        </Group>
      )}
      {state.phase === 'recording' && (
        <RecordingPanel level={tool.level} onStop={() => void tool.stopRecording()} stopLabel={t('changer.stop')} />
      )}
      {state.phase === 'working' && (
        <Stack gap={6}>
          <Text size="sm" aria-live="polite">
            {t('changer.working')}
          </Text>
          <Progress value={100} animated aria-label={t('changer.working')} data-testid="changer-progress" />
        </Stack>
      )}
    </>
  );
}

/** What came of the last take: a localized error, or where the new take went. */
function ChangerOutcome({ state }: { state: Tool['state'] }) {
  const { t } = useTranslation('studio-voice-tools');
  return (
    <>
      {state.phase === 'idle' && state.errorKey && (
        <Alert color="red" role="alert" data-testid="voice-changer-error">
          {t(state.errorKey)}
        </Alert>
      )}
      {state.phase === 'idle' && state.done && (
        <Alert color="teal" role="status" data-testid="voice-changer-done">
          {t('changer.done')}
        </Alert>
      )}
    </>
  );
}
