import { Badge, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPiano } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { CharacterAvatars } from '../browser/CharacterAvatars';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import classes from './ProjectPage.module.css';

export type ProjectEditorProps = {
  document: ProjectDocument;
  /** Every change of the song goes through here: the store keeps it and autosaves it. */
  onChange: (document: ProjectDocument) => void;
  characters: Map<string, StudioCharacterView>;
};

/**
 * THE EDITOR SLOT. The piano-roll editor (issue "Editor") replaces this placeholder: it receives
 * the document and reports each edit through `onChange`; the page around it handles loading,
 * saving, conflicts and leaving. Until then it lists the song's tracks.
 */
export function ProjectEditorSlot({ document, characters }: ProjectEditorProps) {
  const { t } = useTranslation('studio');
  const tempo = document.tempos[0]?.bpm ?? 120;
  const signature = document.timeSignatures[0];
  return (
    <div className={classes.slot} data-testid="project-editor-slot">
      <Group gap="xs" mb="md">
        <Badge variant="light" size="lg" radius="sm">
          {t('project.tempo', { bpm: Math.round(tempo * 10) / 10 })}
        </Badge>
        {signature && (
          <Badge variant="light" color="gray" size="lg" radius="sm">
            {signature.numerator}/{signature.denominator}
          </Badge>
        )}
      </Group>
      <Paper radius="lg" withBorder className={classes.tracks}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('project.track')}</Table.Th>
              <Table.Th>{t('project.character')}</Table.Th>
              <Table.Th>{t('project.language')}</Table.Th>
              <Table.Th ta="right">{t('project.notes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {document.tracks.map((track) => (
              <Table.Tr key={track.id} data-testid="project-track">
                <Table.Td fw={600}>{track.name || t('project.untitledTrack')}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <CharacterAvatars ids={[track.characterId]} byId={characters} size={26} />
                    <Text fz="sm">{characters.get(track.characterId)?.name ?? track.characterId}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color="gray">
                    {t(`languages.${track.language}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" c="dimmed">
                  {t('card.notes', { count: track.notes.length })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack align="center" gap="xs" className={classes.placeholder}>
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconPiano size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={18}>
          {t('project.editorSoonTitle')}
        </Title>
        <Text c="dimmed" fz="sm" ta="center" maw={460}>
          {t('project.editorSoonText')}
        </Text>
      </Stack>
    </div>
  );
}
