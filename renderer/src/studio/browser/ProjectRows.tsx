import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/languages';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { CharacterAvatars } from './CharacterAvatars';
import classes from './ProjectBrowser.module.css';
import { type ProjectActions, ProjectMenu } from './ProjectCard';
import { relativeTime } from './relativeTime';
import type { StudioCharacterView } from './useStudioCharacters';

type Props = {
  projects: ProjectSummary[];
  characters: Map<string, StudioCharacterView>;
  actions: ProjectActions;
  language: Language;
};

/** The projects as table rows: title, characters, contents, when edited, and the project's menu. */
export function ProjectRows({ projects, characters, actions, language }: Props) {
  const { t } = useTranslation('studio');
  return (
    <Table highlightOnHover verticalSpacing="sm" data-testid="project-list" className={classes.rows}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('rows.title')}</Table.Th>
          <Table.Th>{t('rows.characters')}</Table.Th>
          <Table.Th>{t('rows.contents')}</Table.Th>
          <Table.Th>{t('rows.edited')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {projects.map((project) => (
          <Table.Tr key={project.id} data-testid="project-card">
            <Table.Td>
              <button type="button" className={classes.rowOpen} onClick={() => actions.open(project)}>
                <span data-testid="project-title">{project.title}</span>
              </button>
            </Table.Td>
            <Table.Td>
              <CharacterAvatars ids={project.character_ids} byId={characters} size={26} />
            </Table.Td>
            <Table.Td c="dimmed" fz="sm">
              {t('card.counts', {
                tracks: t('card.tracks', { count: project.track_count }),
                notes: t('card.notes', { count: project.note_count }),
              })}
            </Table.Td>
            <Table.Td c="dimmed" fz="sm">
              {relativeTime(project.updated_at, language)}
            </Table.Td>
            <Table.Td ta="right">
              <ProjectMenu project={project} actions={actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
