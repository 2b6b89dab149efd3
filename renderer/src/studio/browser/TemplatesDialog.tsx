import { Alert, Avatar, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Language } from '../../../../shared/languages';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { ProjectTemplate } from '../../../../shared/schemas/projects';
import { useErrorMessage } from '../../api/useApiErrorHandler';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { listTemplates } from '../adapters/projectsApi';
import { useTokenGetter } from '../studioContext';
import { orderDemos } from './demoOrder';
import type { StudioCharacterView } from './useStudioCharacters';

/** The demo songs (one per language), each a project to start from. */
export function TemplatesDialog({
  opened,
  onClose,
  characters,
  language,
  onUse,
}: {
  opened: boolean;
  onClose: () => void;
  characters: Map<string, StudioCharacterView>;
  language: Language;
  onUse: (templateId: string) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const token = useTokenGetter();
  const localize = useLocalizedPath();
  const message = useErrorMessage();
  const [templates, setTemplates] = useState<ProjectTemplate[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token getter reads the current token.
  useEffect(() => {
    if (!opened) return;
    setError(null);
    listTemplates(token())
      .then(setTemplates)
      .catch((failure: unknown) => {
        setTemplates([]);
        setError(message(failure));
      });
  }, [opened, message]);

  const ordered = useMemo(
    () => templates && orderDemos(templates, language, (id) => characters.get(id)?.allowed ?? false),
    [templates, language, characters],
  );

  const use = async (id: string) => {
    setPending(id);
    setError(null);
    try {
      await onUse(id);
    } catch (failure) {
      setError(message(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.title')} size="lg" centered>
      <Text fz="sm" c="dimmed" mb="md">
        {t('templates.intro')}
      </Text>
      <Stack gap="xs">
        {templates === null && [1, 2, 3].map((key) => <Skeleton key={key} h={64} radius="md" />)}
        {ordered?.map((template) => {
          const character = characters.get(template.character_id);
          return (
            <Paper key={template.id} withBorder radius="md" p="sm" data-testid="template">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={character?.thumbnail} radius="xl" size={40} style={{ background: character?.color }}>
                    {character?.name.slice(0, 1)}
                  </Avatar>
                  <div>
                    <Text fw={600}>{template.title[language]}</Text>
                    <Group gap={6} mt={2}>
                      <Badge size="xs" variant="light">
                        {t(`languages.${template.language}`)}
                      </Badge>
                      <Text fz="xs" c="dimmed">
                        {character?.name} · {t('card.notes', { count: template.note_count })}
                      </Text>
                    </Group>
                  </div>
                </Group>
                {character && !character.allowed ? (
                  <Button
                    component={Link}
                    to={localize(PAGE_ROUTES.product.replace(':id', character.id))}
                    variant="default"
                    leftSection={<IconLock size={14} aria-hidden />}
                  >
                    {t('templates.locked')}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    onClick={() => void use(template.id)}
                    loading={pending === template.id}
                    disabled={pending !== null}
                  >
                    {t('templates.use')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {error && (
        <Alert color="red" variant="light" mt="md" data-testid="template-error">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
