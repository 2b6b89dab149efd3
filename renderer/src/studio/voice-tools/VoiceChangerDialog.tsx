import { Alert, Button, FileButton, Group, Modal, NumberInput, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileMusic, IconMicrophone, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterId } from '../../../../shared/studio/characters';
import { AUDIO_ACCEPT } from '../analysis/decodeAudioFile';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { LevelMeter } from './LevelMeter';
import { PerkExplainer } from './PerkExplainer';
import type { useAddRecording } from './useAddRecording';
import { useUtilityPerk } from './useUtilityPerk';
import { useVoiceChanger } from './useVoiceChanger';

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
  const included = useUtilityPerk('voice_conversion');
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
  const close = () => {
    tool.cancel();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('changer.title')} size="lg" data-testid="voice-changer">
      {!included ? (
        <PerkExplainer perk="voice_conversion" />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('changer.intro')}</Text>
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
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={state.phase === 'idle' ? close : tool.cancel}>
          {state.phase === 'idle' ? t('close') : t('cancel')}
        </Button>
      </Group>
    </Modal>
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
        <Stack gap="xs">
          <Text size="sm" fw={600} c="red" aria-live="polite">
            {t('record.recording')}
          </Text>
          <LevelMeter level={tool.level} />
          <Button color="red" leftSection={<IconPlayerStop size={18} />} onClick={() => void tool.stopRecording()}>
            {t('changer.stop')}
          </Button>
        </Stack>
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
