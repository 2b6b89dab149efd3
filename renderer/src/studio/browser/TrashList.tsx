import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { CharacterAvatars } from './CharacterAvatars';
import { isJustNow, relativeTime } from './relativeTime';
import type { StudioCharacterView } from './useStudioCharacters';

/** Projects moved to the trash, restorable until they are purged 30 days after deletion. */
export function TrashList({
  trash,
  characters,
  language,
  onRestore,
}: {
  trash: ProjectSummary[] | null;
  characters: Map<string, StudioCharacterView>;
  language: string;
  onRestore: (project: ProjectSummary) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const [pending, setPending] = useState<string | null>(null);
  if (trash === null) return <Skeleton h={72} radius="md" />;
  return (
    <Stack gap="xs" data-testid="trash-list">
      <Text fz="sm" c="dimmed">
        {t('trash.intro')}
      </Text>
      {trash.length === 0 && (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <IconTrash size={32} aria-hidden color="var(--mantine-color-dark-2)" />
          <Text c="dimmed" mt="xs">
            {t('trash.empty')}
          </Text>
        </Paper>
      )}
      {trash.map((project) => (
        <Paper key={project.id} withBorder radius="md" p="sm" data-testid="trash-item">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <CharacterAvatars ids={project.character_ids} byId={characters} size={28} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {project.title}
                </Text>
                <Text fz="xs" c="dimmed">
                  {isJustNow(project.deleted_at ?? project.updated_at)
                    ? t('trash.deletedJustNow')
                    : t('trash.deleted', { time: relativeTime(project.deleted_at ?? project.updated_at, language) })}
                </Text>
              </div>
            </Group>
            <Button
              variant="light"
              size="xs"
              loading={pending === project.id}
              onClick={() => {
                setPending(project.id);
                void onRestore(project).finally(() => setPending(null));
              }}
            >
              {t('trash.restore')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
