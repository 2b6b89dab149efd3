import { Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { ProjectSummary } from '../../../../shared/schemas/projects';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { WELCOME_PARAM } from '../firstSong';
import { DeferredImportSummary } from '../import/DeferredImportSummary';
import { loadProjectPage } from '../project/loadProjectPage';
import { StudioShell } from '../shell/StudioShell';
import { useTokenGetter } from '../studioContext';
import { BrowserHeader } from './BrowserHeader';
import { useBrowserNotices } from './browserNotices';
import { CreateProjectDialogs } from './CreateProjectDialogs';
import classes from './ProjectBrowser.module.css';
import type { ProjectActions } from './ProjectCard';
import { ProjectsView } from './ProjectsView';
import { RenameDialog } from './RenameDialog';
import { saveProjectFile } from './saveProjectFile';
import { useProjectsFull } from './UsageBar';
import { useFirstSongStart } from './useFirstSongStart';
import { useProjectImport } from './useProjectImport';
import { useProjectLibrary } from './useProjectLibrary';
import { useStudioCharacters } from './useStudioCharacters';
import { VersionHistoryDialog } from './VersionHistoryDialog';

/** /studio: the signed-in user's projects and the ways to start one. */
export function ProjectBrowser() {
  const { t } = useTranslation('studio');
  usePageHead(t('title'));
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const library = useProjectLibrary();
  // At the quota, creating is refused up front (the notice above the projects says why) rather than on submit.
  const full = useProjectsFull(library.count);
  const token = useTokenGetter();
  const characters = useStudioCharacters();
  const [creating, setCreating] = useState<'new' | 'demo' | null>(null);
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [history, setHistory] = useState<ProjectSummary | null>(null);
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
  const { done, refused, noticeWhenDone } = useBrowserNotices();
  const importer = useProjectImport({ library, characters: characters.list, open, refused });

  const actions: ProjectActions = {
    open: (project) => open(project.id),
    rename: setRenaming,
    history: setHistory,
    saveFile: (project) =>
      void noticeWhenDone(saveProjectFile(token(), project), t('notices.savedFile', { title: project.title })),
    duplicate: (project) =>
      void noticeWhenDone(library.duplicate(project.id), t('notices.duplicated', { title: project.title })),
    moveToTrash: (project) =>
      void noticeWhenDone(library.moveToTrash(project.id), t('notices.trashed', { title: project.title })),
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
        <BrowserHeader
          full={full}
          importAccept={importer.accept}
          importing={importer.importing}
          onImport={(file) => void importer.importFile(file)}
          onDemo={() => setCreating('demo')}
          onNew={() => setCreating('new')}
        />
        <ProjectsView
          library={library}
          characters={characters.byId}
          language={language}
          actions={actions}
          startingFirstSong={startingFirstSong}
          onRestore={(project) =>
            noticeWhenDone(library.restore(project.id), t('notices.restored', { title: project.title }))
          }
          onNew={() => setCreating('new')}
          onDemo={() => setCreating('demo')}
        />
      </div>

      <CreateProjectDialogs
        library={library}
        characters={characters}
        language={language}
        newOpen={creating === 'new'}
        templatesOpen={creating === 'demo'}
        onClose={() => setCreating(null)}
        open={open}
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
      <DeferredImportSummary
        pending={importer.pendingSummary}
        onAccept={() => void importer.acceptSong()}
        onCancel={importer.cancelSong}
      />
    </StudioShell>
  );
}
