import { ActionIcon, Button, CloseButton, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFileKindOf } from '../../../../shared/desktop-bridge';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { notify } from '../../app/overlays';
import { accessTokenAtom, isLoggedInAtom } from '../../auth/authAtoms';
import { fetchFullImageUrl } from '../../catalog/catalogApi';
import { localized } from '../../catalog/localized';
import { SignInPrompt } from '../../catalog/SignInPrompt';
import { useSamplePlayer, useStopSampleOnLeave } from '../../catalog/samplePlayer';
import { TagList } from '../../catalog/TagList';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { platform } from '../../platform';
import classes from './CharacterDialog.module.css';

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
  const { t: tErrors } = useTranslation('errors');
  const language = usePageLanguage();
  const fullScreen = useMediaQuery('(max-width: 54.9375em)');
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const [withBackground, setWithBackground] = useState(true);
  const [signInOpen, setSignInOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { playing, toggle } = useSamplePlayer();
  useStopSampleOnLeave();

  const character = characters[wrapIndex(index, characters.length)]!;
  const text = localized(character.text_content, language);
  const isPlaying = playing === character.id;

  const download = async () => {
    if (!isLoggedIn) {
      setSignInOpen(true);
      return;
    }
    setDownloading(true);
    try {
      const image = await fetchFullImageUrl(accessToken, character.id, withBackground);
      const response = await fetch(image.url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Download failed with ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await platform.saveFile({
        kind: saveFileKindOf(image.file_name) ?? 'png',
        suggestedName: image.file_name,
        bytes,
      });
    } catch {
      void notify({ color: 'red', title: t('download.failed'), message: tErrors('UNKNOWN_ERROR') });
    } finally {
      setDownloading(false);
    }
  };

  const facts: Array<[string, string]> = [
    [t('detail.birthday'), text.birth],
    [t('detail.age'), text.age],
    [t('detail.hobby'), text.hobby],
  ];

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
        <div className={classes.art} data-background={withBackground || undefined}>
          <img
            key={`${character.id}-${withBackground}`}
            src={withBackground ? character.images.body_bg : character.images.body}
            alt={t('detail.imageAlt', { name: text.name })}
            width={600}
            height={900}
          />
          <CloseButton
            className={classes.floatingClose}
            hiddenFrom="sm"
            size="lg"
            radius="xl"
            variant="filled"
            onClick={onClose}
            aria-label={t('detail.close')}
          />
          <Group className={classes.artControls} justify="space-between">
            <Switch
              checked={withBackground}
              onChange={(event) => setWithBackground(event.currentTarget.checked)}
              label={t('detail.showBackground')}
              color="violet"
            />
          </Group>
        </div>
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

          <Button
            onClick={() => toggle(character.id, character.sample_url)}
            variant={isPlaying ? 'filled' : 'light'}
            leftSection={
              isPlaying ? (
                <IconPlayerStopFilled size={16} aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={16} aria-hidden />
              )
            }
            aria-pressed={isPlaying}
            w="fit-content"
            data-testid="sample-button"
          >
            {isPlaying ? t('sample.stop') : t('sample.play')}
          </Button>

          <dl className={classes.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>

          <Stack gap={4}>
            <Text fw={700} fz="sm" c="dark.1">
              {t('detail.story')}
            </Text>
            <Text lh={1.65} fz="sm">
              {text.background}
            </Text>
          </Stack>

          <dl className={classes.credits}>
            <div>
              <dt>{t('detail.voiceProvider')}</dt>
              <dd>{text.voiceProvider}</dd>
            </div>
            <div>
              <dt>{t('detail.illustrator')}</dt>
              <dd>{text.illustrator}</dd>
            </div>
          </dl>

          <Group justify="space-between" mt="auto" pt="sm">
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label={t('detail.previous')}
                onClick={() => onIndexChange(wrapIndex(index - 1, characters.length))}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Text fz="sm" c="dimmed" aria-live="polite">
                {wrapIndex(index, characters.length) + 1} / {characters.length}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                aria-label={t('detail.next')}
                onClick={() => onIndexChange(wrapIndex(index + 1, characters.length))}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Button
              onClick={download}
              loading={downloading}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('download.action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SignInPrompt opened={signInOpen} onClose={() => setSignInOpen(false)} message={t('download.signInRequired')} />
    </>
  );
}
