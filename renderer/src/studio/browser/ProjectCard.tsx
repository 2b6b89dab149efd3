import { ActionIcon, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { TICKS_PER_QUARTER } from '../../../../shared/studio/limits';
import type { OutlineNote } from '../../../../shared/studio/outline';
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

const COVER = { left: 6, width: 188, top: 12, height: 60 } as const;
/** Covers of short songs are not stretched: the cover spans at least a bar of 4/4. */
const MIN_SPAN_TICKS = 4 * TICKS_PER_QUARTER;
/** Nor are narrow melodies: the cover spans at least an octave. */
const MIN_RANGE = 12;

/** The song's opening notes placed on the card's cover (a 200 × 84 box). */
function coverNotes(outline: readonly OutlineNote[]): Array<{ x: number; y: number; w: number }> {
  if (!outline.length) return [];
  const start = Math.min(...outline.map(([tick]) => tick));
  const span = Math.max(MIN_SPAN_TICKS, ...outline.map(([tick, duration]) => tick + duration - start));
  const pitches = outline.map(([, , pitch]) => pitch);
  const middle = (Math.min(...pitches) + Math.max(...pitches)) / 2;
  const range = Math.max(MIN_RANGE, Math.max(...pitches) - Math.min(...pitches));
  return outline.map(([tick, duration, pitch]) => ({
    x: COVER.left + ((tick - start) / span) * COVER.width,
    y: COVER.top + (0.5 - (pitch - middle) / range) * COVER.height,
    w: Math.max(3, (duration / span) * COVER.width - 1.5),
  }));
}

export function ProjectCover({ outline, color }: { outline: readonly OutlineNote[]; color: string }) {
  return (
    <svg viewBox="0 0 200 84" className={classes.cover} aria-hidden focusable="false" preserveAspectRatio="none">
      {[14, 28, 42, 56, 70].map((line) => (
        <line key={line} x1="0" x2="200" y1={line} y2={line} className={classes.coverLine} />
      ))}
      {coverNotes(outline).map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the notes of a cover never move
        <rect key={index} x={note.x} y={note.y - 3} width={note.w} height={6} rx={3} fill={color} opacity={0.85} />
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
          <ProjectCover outline={project.outline} color={color} />
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
