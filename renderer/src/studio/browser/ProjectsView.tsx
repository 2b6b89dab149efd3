import { Alert, Button, Center, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/languages';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { useApiErrorHandler, useErrorMessage } from '../../api/useApiErrorHandler';
import { type BrowserLayout, BrowserToolbar, type BrowserView } from './BrowserHeader';
import classes from './ProjectBrowser.module.css';
import { type ProjectActions, ProjectCard } from './ProjectCard';
import { ProjectRows } from './ProjectRows';
import { TrashList } from './TrashList';
import { StorageFullNotice } from './UsageBar';
import type { Library } from './useProjectLibrary';
import type { StudioCharacterView } from './useStudioCharacters';

type Props = {
  library: Library;
  characters: Map<string, StudioCharacterView>;
  language: Language;
  actions: ProjectActions;
  startingFirstSong: boolean;
  onRestore: (project: ProjectSummary) => Promise<void>;
  onNew: () => void;
  onDemo: () => void;
};

/** Recent projects or the trash, as cards or rows, under the toolbar that switches them and the storage notice. */
export function ProjectsView(props: Props) {
  const handleError = useApiErrorHandler();
  const [view, setView] = useState<BrowserView>('recent');
  const [layout, setLayout] = useState<BrowserLayout>('cards');
  const showView = (next: BrowserView) => {
    setView(next);
    if (next === 'trash') props.library.loadTrash().catch(handleError);
  };
  return (
    <>
      <BrowserToolbar view={view} onView={showView} layout={layout} onLayout={setLayout} count={props.library.count} />
      <StorageFullNotice count={props.library.count} />
      <ProjectsContent {...props} view={view} layout={layout} />
    </>
  );
}

/**
 * What the browser shows below its toolbar: why the list failed to load, the trash, the first song
 * being made, placeholders while loading, the empty state, or the projects as cards or rows.
 */
function ProjectsContent(props: Props & { view: BrowserView; layout: BrowserLayout }) {
  const { t } = useTranslation('studio');
  const message = useErrorMessage();
  const { library, characters, language, actions } = props;
  if (library.loadError) {
    return (
      <Alert color="red" variant="light" title={t('browser.loadFailed')}>
        <Text fz="sm">{message(library.loadError)}</Text>
        <Button size="xs" variant="light" mt="sm" onClick={() => void library.reload()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (props.view === 'trash') {
    return <TrashList trash={library.trash} characters={characters} language={language} onRestore={props.onRestore} />;
  }
  if (props.startingFirstSong) {
    return (
      <Center py={80} data-testid="first-song-starting">
        <Loader type="dots" aria-label={t('browser.firstSongStarting')} />
      </Center>
    );
  }
  if (library.projects === null) {
    return (
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4, xl: 5 }}>
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h={214} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (library.projects.length === 0) return <EmptyState onNew={props.onNew} onDemo={props.onDemo} />;
  if (props.layout === 'rows') {
    return <ProjectRows projects={library.projects} characters={characters} actions={actions} language={language} />;
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4, xl: 5 }} spacing="lg" data-testid="project-list">
      {library.projects.map((project) => (
        <ProjectCard key={project.id} project={project} characters={characters} actions={actions} language={language} />
      ))}
    </SimpleGrid>
  );
}

function EmptyState({ onNew, onDemo }: { onNew: () => void; onDemo: () => void }) {
  const { t } = useTranslation('studio');
  return (
    <div className={classes.empty} data-testid="projects-empty">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Title order={2} fz={22}>
          {t('browser.emptyTitle')}
        </Title>
        <Text c="dimmed">{t('browser.emptyText')}</Text>
        <Group mt="sm">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew}>
            {t('browser.new')}
          </Button>
          <Button variant="default" leftSection={<IconSparkles size={18} aria-hidden />} onClick={onDemo}>
            {t('browser.demo')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
