import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary, ProjectVersion } from '../../../../shared/schemas/projects';
import { useErrorMessage } from '../../api/useApiErrorHandler';
import { listVersions } from '../adapters/projectsApi';
import { useTokenGetter } from '../studioContext';
import { relativeTime } from './relativeTime';

/** The last saves of a project (newest first); restoring one makes it the newest version. */
export function VersionHistoryDialog({
  project,
  language,
  onClose,
  onRestore,
}: {
  project: ProjectSummary | null;
  language: string;
  onClose: () => void;
  onRestore: (version: number) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const token = useTokenGetter();
  const message = useErrorMessage();
  const [versions, setVersions] = useState<ProjectVersion[] | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token getter reads the current token.
  useEffect(() => {
    if (!project) return;
    setVersions(null);
    setError(null);
    listVersions(token(), project.id)
      .then((list) => setVersions([...list].sort((a, b) => b.version - a.version)))
      .catch((failure: unknown) => {
        setVersions([]);
        setError(message(failure));
      });
  }, [project, message]);

  const restore = async (version: number) => {
    setPending(version);
    try {
      await onRestore(version);
      onClose();
    } catch (failure) {
      setError(message(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={t('history.title', { title: project?.title })}
      centered
      size="lg"
    >
      <Text fz="sm" c="dimmed" mb="md">
        {t('history.intro')}
      </Text>
      {versions === null ? (
        <Group justify="center" py="lg">
          <Loader type="dots" />
        </Group>
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Stack gap={6}>
            {versions.map((version, index) => (
              <Group
                key={version.version}
                justify="space-between"
                wrap="nowrap"
                p="xs"
                style={{ borderRadius: 8, background: 'rgba(255,255,255,0.03)' }}
                data-testid="project-version"
              >
                <div>
                  <Text fw={600} fz="sm">
                    {t('history.version', { version: version.version })}
                    {index === 0 && (
                      <Text span c="violet.3" fz="xs" ml={8}>
                        {t('history.current')}
                      </Text>
                    )}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {relativeTime(version.saved_at, language)} ·{' '}
                    {t('card.counts', {
                      tracks: t('card.tracks', { count: version.track_count }),
                      notes: t('card.notes', { count: version.note_count }),
                    })}
                  </Text>
                </div>
                {index > 0 && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={pending === version.version}
                    disabled={pending !== null}
                    onClick={() => void restore(version.version)}
                  >
                    {t('history.restore')}
                  </Button>
                )}
              </Group>
            ))}
            {versions.length === 0 && !error && <Text c="dimmed">{t('history.empty')}</Text>}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {error && (
        <Alert color="red" variant="light" mt="md">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
