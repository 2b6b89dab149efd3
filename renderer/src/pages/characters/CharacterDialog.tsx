import { ActionIcon, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { localized } from '../../catalog/localized';
import { SignInPrompt } from '../../catalog/SignInPrompt';
import { useSamplePlayer, useStopSampleOnLeave } from '../../catalog/samplePlayer';
import { TagList } from '../../catalog/TagList';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { CharacterArt } from './CharacterArt';
import classes from './CharacterDialog.module.css';
import { CharacterProfile } from './CharacterProfile';
import { useCharacterImageDownload } from './useCharacterImageDownload';

type Props = {
  characters: CharacterView[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Wraps around both ends of the list. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

export function CharacterDialog({ characters, index, onIndexChange, onClose }: Props) {
  const { t } = useTranslation('characters');
  const language = usePageLanguage();
  const fullScreen = useMediaQuery('(max-width: 54.9375em)');
  const [withBackground, setWithBackground] = useState(true);
  useStopSampleOnLeave();

  const character = characters[wrapIndex(index, characters.length)]!;
  const text = localized(character.text_content, language);
  const image = useCharacterImageDownload(character.id, withBackground);

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        size={980}
        fullScreen={fullScreen}
        radius="lg"
        padding={0}
        withCloseButton={false}
        title={null}
        aria-labelledby="character-name"
        classNames={{ body: classes.body }}
        style={{ '--character-color': character.color }}
      >
        <CharacterArt
          character={character}
          name={text.name}
          withBackground={withBackground}
          onBackgroundChange={setWithBackground}
          onClose={onClose}
        />
        <Stack className={classes.info} gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={6}>
              <Title order={2} id="character-name" className={classes.name}>
                {text.name}
              </Title>
              <TagList tags={character.tags} language={language} />
            </Stack>
            <Button variant="subtle" color="gray" onClick={onClose} size="compact-sm" visibleFrom="sm">
              {t('detail.close')}
            </Button>
          </Group>

          <SampleButton character={character} />

          <CharacterProfile text={text} />

          <Group justify="space-between" mt="auto" pt="sm">
            <CharacterPager index={index} count={characters.length} onIndexChange={onIndexChange} />
            <Button
              onClick={image.download}
              loading={image.downloading}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('download.action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SignInPrompt opened={image.signInOpen} onClose={image.closeSignIn} message={t('download.signInRequired')} />
    </>
  );
}

/** Previous and next (wrapping around) with the position between them. */
function CharacterPager({
  index,
  count,
  onIndexChange,
}: {
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation('characters');
  return (
    <Group gap="xs">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={t('detail.previous')}
        onClick={() => onIndexChange(wrapIndex(index - 1, count))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text fz="sm" c="dimmed" aria-live="polite">
        {wrapIndex(index, count) + 1} / {count}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={t('detail.next')}
        onClick={() => onIndexChange(wrapIndex(index + 1, count))}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Plays the character's voice sample, or stops it. */
function SampleButton({ character }: { character: CharacterView }) {
  const { t } = useTranslation('characters');
  const { playing, toggle } = useSamplePlayer();
  const isPlaying = playing === character.id;
  return (
    <Button
      onClick={() => toggle(character.id, character.sample_url)}
      variant={isPlaying ? 'filled' : 'light'}
      leftSection={
        isPlaying ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconPlayerPlayFilled size={16} aria-hidden />
      }
      aria-pressed={isPlaying}
      w="fit-content"
      data-testid="sample-button"
    >
      {isPlaying ? t('sample.stop') : t('sample.play')}
    </Button>
  );
}
