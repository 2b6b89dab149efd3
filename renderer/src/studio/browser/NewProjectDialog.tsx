import { Anchor, Avatar, Badge, Group, Modal, SimpleGrid, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { isCleanText } from '../../../../shared/studio/text';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { DialogFormFooter, useDialogSubmit } from './DialogFormFooter';
import classes from './ProjectBrowser.module.css';
import type { StudioCharacterView } from './useStudioCharacters';

/** A new blank project: its title and the character that sings its first track (locked ones say why). */
export function NewProjectDialog({
  opened,
  onClose,
  characters,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  characters: StudioCharacterView[];
  onCreate: (title: string, characterId: string) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const localize = useLocalizedPath();
  const [title, setTitle] = useState('');
  const [chosenCharacterId, setCharacterId] = useState<string | null>(null);
  const characterId = chosenCharacterId ?? characters.find((character) => character.allowed)?.id ?? null;
  const { pending, error, clearError, submit: run } = useDialogSubmit();

  // Each opening starts from the default title; a list of characters that arrives or changes while the
  // dialog is open does not undo a title being typed.
  useEffect(() => {
    if (!opened) return;
    setTitle(t('newProject.defaultTitle'));
    clearError();
  }, [opened, t, clearError]);

  const trimmed = title.trim();
  const titleError =
    trimmed.length === 0 ? t('newProject.titleRequired') : !isCleanText(trimmed) ? t('newProject.titleInvalid') : null;

  const submit = async () => {
    if (titleError || !characterId) return;
    await run(() => onCreate(trimmed, characterId));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('newProject.title')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('newProject.name')}
          value={title}
          maxLength={DOCUMENT_LIMITS.maxTitleLength}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={title !== '' ? titleError : null}
          data-autofocus
          required
        />
        <Text fw={600} fz="sm" mt="lg" mb={6} id="character-label">
          {t('newProject.character')}
        </Text>
        <SimpleGrid cols={3} spacing="xs" role="radiogroup" aria-labelledby="character-label">
          {characters.map((character) => {
            const selected = character.id === characterId;
            return (
              <UnstyledButton
                key={character.id}
                role="radio"
                aria-checked={selected}
                aria-disabled={!character.allowed}
                disabled={!character.allowed}
                className={classes.characterOption}
                data-selected={selected || undefined}
                data-locked={!character.allowed || undefined}
                onClick={() => setCharacterId(character.id)}
              >
                <Group gap="xs" wrap="nowrap">
                  <Avatar
                    src={character.thumbnail}
                    alt=""
                    radius="xl"
                    size={36}
                    style={{ background: character.color }}
                  >
                    {character.name.slice(0, 1)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600} truncate="end">
                      {character.name}
                    </Text>
                    {character.allowed ? (
                      <Badge size="xs" variant="light" color="gray">
                        {t(`languages.${character.language}`)}
                      </Badge>
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        <IconLock size={12} aria-hidden />
                        <Text fz={11} c="dimmed">
                          {t('newProject.locked')}
                        </Text>
                      </Group>
                    )}
                  </div>
                </Group>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt="sm">
          {t('newProject.lockedHelp')}{' '}
          <Anchor component={Link} to={localize(PAGE_ROUTES.store)} fz="xs">
            {t('newProject.store')}
          </Anchor>
        </Text>
        <DialogFormFooter
          error={error}
          errorTestId="create-error"
          onCancel={onClose}
          pending={pending}
          disabled={Boolean(titleError) || !characterId}
          submitLabel={t('newProject.create')}
        />
      </form>
    </Modal>
  );
}
