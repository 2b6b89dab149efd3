import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileImport, IconLayoutGrid, IconList, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { type CharacterId, findCharacter } from '../../../../shared/studio/characters';
import type { ImportResult } from '../../../../shared/studio/formats/types';
import { useApiErrorHandler, useErrorMessage } from '../../api/useApiErrorHandler';
import { notify } from '../../app/overlays';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { WELCOME_PARAM } from '../firstSong';
import { ImportSummaryDialog } from '../import/ImportSummaryDialog';
import { loadProjectPage } from '../project/loadProjectPage';
import { StudioShell } from '../shell/StudioShell';
import { useTokenGetter } from '../studioContext';
import { CharacterAvatars } from './CharacterAvatars';
import { IMPORT_ACCEPT, readImportFile, songToDocument } from './importFile';
import { NewProjectDialog } from './NewProjectDialog';
import classes from './ProjectBrowser.module.css';
import { type ProjectActions, ProjectCard, ProjectMenu } from './ProjectCard';
import { RenameDialog } from './RenameDialog';
import { relativeTime } from './relativeTime';
import { saveProjectFile } from './saveProjectFile';
import { TemplatesDialog } from './TemplatesDialog';
import { TrashList } from './TrashList';
import { STORAGE_FULL_TEXT_ID, StorageFullNotice, UsageBar, useProjectsFull } from './UsageBar';
import { useFirstSongStart } from './useFirstSongStart';
import { useProjectLibrary } from './useProjectLibrary';
import { useStudioCharacters } from './useStudioCharacters';
import { VersionHistoryDialog } from './VersionHistoryDialog';

type View = 'recent' | 'trash';
type Layout = 'cards' | 'rows';

/** /studio: the signed-in user's projects and the ways to start one. */
export function ProjectBrowser() {
  const { t } = useTranslation(['studio', 'studio-files']);
  usePageHead(t('title'));
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const library = useProjectLibrary();
  // At the quota, creating is refused up front (the notice above the projects says why) rather than on submit.
  const full = useProjectsFull(library.count);
  const fullReason = full ? STORAGE_FULL_TEXT_ID : undefined;
  const token = useTokenGetter();
  const characters = useStudioCharacters();
  const handleError = useApiErrorHandler();
  const message = useErrorMessage();
  const [view, setView] = useState<View>('recent');
  const [layout, setLayout] = useState<Layout>('cards');
  const [newOpen, setNewOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [history, setHistory] = useState<ProjectSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const [pendingSong, setPendingSong] = useState<{ fileName: string; title: string; result: ImportResult }>();
  // A project opened from here shows at once: the project page's code is fetched while the list shows.
  useEffect(() => {
    void loadProjectPage();
  }, []);

  const open = (id: string) => navigate(localize(`${PAGE_ROUTES.studio}/project/${id}`));
  const startingFirstSong = useFirstSongStart({
    library,
    characters: characters.byId,
    language,
    onOpen: useCallback(
      (id: string) => navigate(localize(`${PAGE_ROUTES.studio}/project/${id}?${WELCOME_PARAM}`), { replace: true }),
      [navigate, localize],
    ),
  });
  const done = (text: string) => void notify({ color: 'violet', message: text, autoClose: 3000 });
  const refused = (error: unknown) =>
    void notify({ color: 'red', message: message(error), autoClose: 8000, withBorder: true });

  const actions: ProjectActions = {
    open: (project) => open(project.id),
    rename: setRenaming,
    history: setHistory,
    saveFile: (project) =>
      void saveProjectFile(token(), project)
        .then(() => done(t('notices.savedFile', { title: project.title })))
        .catch(refused),
    duplicate: (project) =>
      void library
        .duplicate(project.id)
        .then(() => done(t('notices.duplicated', { title: project.title })))
        .catch(refused),
    moveToTrash: (project) =>
      void library
        .moveToTrash(project.id)
        .then(() => done(t('notices.trashed', { title: project.title })))
        .catch(refused),
  };

  const refuseImport = (code: string) => {
    const text = code.startsWith('IMPORT_') ? t(`studio-files:errors.${code}`) : t(`import.${code}`);
    void notify({ color: 'red', message: text, autoClose: 8000, withBorder: true });
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    setImporting(true);
    try {
      const outcome = await readImportFile(file, { untitled: t('project.untitled') });
      if (!outcome.ok) refuseImport(outcome.code);
      else if (outcome.kind === 'project') open(await library.create({ kind: 'import', document: outcome.document }));
      // Another tool's file: its summary is shown first, and the project is made when it is accepted.
      else setPendingSong({ fileName: file.name, title: outcome.title, result: outcome.result });
    } catch (error) {
      refused(error);
    } finally {
      setImporting(false);
    }
  };

  const acceptSong = async () => {
    if (!pendingSong) return;
    const { result, title } = pendingSong;
    setPendingSong(undefined);
    const characterId = (characters.list.find((character) => character.allowed)?.id ?? 'hodo') as CharacterId;
    const made = songToDocument(result, { title, characterId: findCharacter(characterId)?.id ?? 'hodo' });
    if (!made.ok) return refuseImport(made.code);
    try {
      open(await library.create({ kind: 'import', document: made.document }));
    } catch (error) {
      refused(error);
    }
  };

  const showTrash = (next: View) => {
    setView(next);
    if (next === 'trash') library.loadTrash().catch(handleError);
  };

  return (
    <StudioShell
      title={
        <Text fw={600} c="dimmed" fz="sm">
          {t('browser.crumb')}
        </Text>
      }
    >
      <div className={classes.page}>
        <header className={classes.head}>
          <div>
            <Title order={1} fz={28}>
              {t('browser.heading')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('browser.subheading')}
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            <FileButton onChange={(file) => void importFile(file)} accept={IMPORT_ACCEPT} disabled={full}>
              {(props) => (
                <Button
                  {...props}
                  disabled={full}
                  aria-describedby={fullReason}
                  variant="default"
                  leftSection={<IconFileImport size={18} aria-hidden />}
                  loading={importing}
                  data-testid="import-file"
                >
                  {t('browser.import')}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconSparkles size={18} aria-hidden />}
              onClick={() => setTemplatesOpen(true)}
              disabled={full}
              aria-describedby={fullReason}
            >
              {t('browser.demo')}
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setNewOpen(true)}
              disabled={full}
              aria-describedby={fullReason}
            >
              {t('browser.new')}
            </Button>
          </Group>
        </header>

        <Group justify="space-between" align="center" mt="xl" mb="md" wrap="nowrap" gap="xl">
          <SegmentedControl
            value={view}
            onChange={(value) => showTrash(value as View)}
            data={[
              { value: 'recent', label: t('browser.recent') },
              { value: 'trash', label: t('browser.trash') },
            ]}
          />
          <Group gap="lg" wrap="nowrap" align="center">
            <UsageBar count={library.count} />
            {view === 'recent' && (
              <SegmentedControl
                value={layout}
                onChange={(value) => setLayout(value as Layout)}
                aria-label={t('browser.layout')}
                data={[
                  { value: 'cards', label: <IconLayoutGrid size={16} aria-label={t('browser.cards')} /> },
                  { value: 'rows', label: <IconList size={16} aria-label={t('browser.rows')} /> },
                ]}
              />
            )}
          </Group>
        </Group>

        <StorageFullNotice count={library.count} />
        {library.loadError ? (
          <Alert color="red" variant="light" title={t('browser.loadFailed')}>
            <Text fz="sm">{message(library.loadError)}</Text>
            <Button size="xs" variant="light" mt="sm" onClick={() => void library.reload()}>
              {t('actions.retry')}
            </Button>
          </Alert>
        ) : view === 'trash' ? (
          <TrashList
            trash={library.trash}
            characters={characters.byId}
            language={language}
            onRestore={(project) =>
              library
                .restore(project.id)
                .then(() => done(t('notices.restored', { title: project.title })))
                .catch(refused)
            }
          />
        ) : startingFirstSong ? (
          <Center py={80} data-testid="first-song-starting">
            <Loader type="dots" aria-label={t('browser.firstSongStarting')} />
          </Center>
        ) : library.projects === null ? (
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4, xl: 5 }}>
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} h={214} radius="lg" />
            ))}
          </SimpleGrid>
        ) : library.projects.length === 0 ? (
          <EmptyState onNew={() => setNewOpen(true)} onDemo={() => setTemplatesOpen(true)} />
        ) : layout === 'cards' ? (
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4, xl: 5 }} spacing="lg" data-testid="project-list">
            {library.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                characters={characters.byId}
                actions={actions}
                language={language}
              />
            ))}
          </SimpleGrid>
        ) : (
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
              {library.projects.map((project) => (
                <Table.Tr key={project.id} data-testid="project-card">
                  <Table.Td>
                    <button type="button" className={classes.rowOpen} onClick={() => actions.open(project)}>
                      <span data-testid="project-title">{project.title}</span>
                    </button>
                  </Table.Td>
                  <Table.Td>
                    <CharacterAvatars ids={project.character_ids} byId={characters.byId} size={26} />
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
        )}
      </div>

      <NewProjectDialog
        opened={newOpen}
        onClose={() => setNewOpen(false)}
        characters={characters.list}
        onCreate={async (title, characterId) => {
          const id = await library.create({ kind: 'blank', title, character_id: characterId, language });
          setNewOpen(false);
          open(id);
        }}
      />
      <TemplatesDialog
        opened={templatesOpen}
        onClose={() => setTemplatesOpen(false)}
        characters={characters.byId}
        language={language}
        onUse={async (templateId) => {
          const id = await library.create({ kind: 'template', template_id: templateId });
          setTemplatesOpen(false);
          open(id);
        }}
      />
      <RenameDialog
        title={renaming?.title ?? null}
        onClose={() => setRenaming(null)}
        onRename={(title) => library.rename(renaming!.id, title)}
      />
      <VersionHistoryDialog
        project={history}
        language={language}
        onClose={() => setHistory(null)}
        onRestore={(version) =>
          library.restoreVersion(history!.id, version).then(() => done(t('notices.versionRestored', { version })))
        }
      />
      <ImportSummaryDialog
        pending={
          pendingSong && { ...pendingSong, summary: pendingSong.result.summary, warnings: pendingSong.result.warnings }
        }
        onAccept={() => void acceptSong()}
        onCancel={() => setPendingSong(undefined)}
      />
    </StudioShell>
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
