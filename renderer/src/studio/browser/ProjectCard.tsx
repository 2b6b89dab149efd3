import { ActionIcon, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { CharacterAvatars } from './CharacterAvatars';
import classes from './ProjectBrowser.module.css';
import { isJustNow, relativeTime } from './relativeTime';
import type { StudioCharacterView } from './useStudioCharacters';

export type ProjectActions = {
  open: (project: ProjectSummary) => void;
  rename: (project: ProjectSummary) => void;
  duplicate: (project: ProjectSummary) => void;
  history: (project: ProjectSummary) => void;
  /** Downloads the project as a .cantara file. */
  saveFile: (project: ProjectSummary) => void;
  moveToTrash: (project: ProjectSummary) => void;
};

/**
 * A little melody for the card's cover, as long as the project's notes (up to what fits), its shape
 * drawn from the id; a project without notes gets an empty staff.
 */
function coverNotes(id: string, noteCount: number): Array<{ x: number; y: number; w: number }> {
  let seed = 0;
  for (const char of id) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const notes: Array<{ x: number; y: number; w: number }> = [];
  let x = 6;
  let y = 30 + random() * 30;
  while (x < 190 && notes.length < noteCount) {
    const w = 10 + Math.floor(random() * 3) * 10;
    y = Math.min(72, Math.max(12, y + (random() - 0.5) * 26));
    notes.push({ x, y, w: w - 3 });
    x += w + (random() < 0.2 ? 10 : 0);
  }
  return notes;
}

export function ProjectCover({ id, color, noteCount }: { id: string; color: string; noteCount: number }) {
  return (
    <svg viewBox="0 0 200 84" className={classes.cover} aria-hidden focusable="false" preserveAspectRatio="none">
      {[14, 28, 42, 56, 70].map((line) => (
        <line key={line} x1="0" x2="200" y1={line} y2={line} className={classes.coverLine} />
      ))}
      {coverNotes(id, noteCount).map((note) => (
        <rect key={note.x} x={note.x} y={note.y} width={note.w} height={6} rx={3} fill={color} opacity={0.85} />
      ))}
    </svg>
  );
}

export function ProjectCard({
  project,
  characters,
  actions,
  language,
}: {
  project: ProjectSummary;
  characters: Map<string, StudioCharacterView>;
  actions: ProjectActions;
  language: string;
}) {
  const { t } = useTranslation('studio');
  const color = characters.get(project.character_ids[0] ?? '')?.color ?? '#8866f3';
  return (
    <article className={classes.card} data-testid="project-card" aria-label={project.title}>
      <UnstyledButton className={classes.cardOpen} onClick={() => actions.open(project)}>
        <div className={classes.coverWrap} style={{ '--card-color': color } as React.CSSProperties}>
          <ProjectCover id={project.id} color={color} noteCount={project.note_count} />
          <div className={classes.coverAvatars}>
            <CharacterAvatars ids={project.character_ids} byId={characters} size={30} />
          </div>
        </div>
        <div className={classes.cardBody}>
          <Text fw={700} truncate="end" className={classes.cardTitle} data-testid="project-title">
            {project.title}
          </Text>
          <Text fz="xs" c="dimmed" mt={4}>
            {t('card.counts', {
              tracks: t('card.tracks', { count: project.track_count }),
              notes: t('card.notes', { count: project.note_count }),
            })}
          </Text>
          <Text fz="xs" c="dimmed" mt={2}>
            {isJustNow(project.updated_at)
              ? t('card.editedJustNow')
              : t('card.edited', { time: relativeTime(project.updated_at, language) })}
          </Text>
        </div>
      </UnstyledButton>
      <Group className={classes.cardMenu}>
        <ProjectMenu project={project} actions={actions} />
      </Group>
    </article>
  );
}

export function ProjectMenu({ project, actions }: { project: ProjectSummary; actions: ProjectActions }) {
  const { t } = useTranslation('studio');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={210}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('card.menu', { title: project.title })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.rename(project)}>
          {t('actions.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => actions.duplicate(project)}>
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => actions.history(project)}>
          {t('actions.history')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => actions.saveFile(project)}
          data-testid="project-save-file"
        >
          {t('actions.saveFile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.moveToTrash(project)}
        >
          {t('actions.trash')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
