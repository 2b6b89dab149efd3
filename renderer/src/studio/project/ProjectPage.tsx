import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import type { ConflictChoice, ProjectSession } from '../../../../shared/studio/ports';
import { isCleanText } from '../../../../shared/studio/text';
import { ApiRequestError } from '../../api/client';
import { useErrorMessage } from '../../api/useApiErrorHandler';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { useStudioCharacters } from '../browser/useStudioCharacters';
import { useSongHistory } from '../editor/useEditorHistory';
import { StudioShell } from '../shell/StudioShell';
import { useStableHandlers } from '../stableHandlers';
import { FirstSongHint } from './FirstSongHint';
import { LeaveWarning } from './LeaveWarning';
import { ProjectEditorSlot } from './ProjectEditorSlot';
import classes from './ProjectPage.module.css';
import { SaveRefusedNotice } from './SaveRefusedNotice';
import { SaveStatus } from './SaveStatus';
import { useEditorDocument, useProjectSession, useSessionStatus } from './useProjectSession';

// Shown only when the project changed elsewhere: fetched once the user starts working.
const loadConflictDialog = () => import('./ConflictDialog');
const ConflictDialog = lazy(() => loadConflictDialog().then((m) => ({ default: m.ConflictDialog })));

/** /studio/project/{id}: one project, opened through the ProjectStore, with the editor in its slot. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const view = useProjectSession(id);
  const { t } = useTranslation('studio');
  const message = useErrorMessage();
  const localize = useLocalizedPath();

  if (view.status === 'open') return <OpenProject key={id} session={view.session} />;
  return (
    <StudioShell>
      {view.status === 'loading' ? (
        <Center flex={1}>
          <Loader type="dots" aria-label={t('project.loading')} />
        </Center>
      ) : (
        <Center flex={1} p="xl">
          <Stack align="center" maw={480} ta="center" data-testid="project-load-failed">
            <Title order={1} fz={22}>
              {t('project.loadFailed')}
            </Title>
            <Text c="dimmed">{message(view.error instanceof Error ? toApiError(view.error) : view.error)}</Text>
            <Button component={Link} to={localize(PAGE_ROUTES.studio)} leftSection={<IconArrowLeft size={16} />}>
              {t('project.backToProjects')}
            </Button>
          </Stack>
        </Center>
      )}
    </StudioShell>
  );
}

/** The store's errors carry the API code; the message catalogue reads ApiRequestError. */
function toApiError(error: Error): unknown {
  if (error instanceof ApiRequestError) return error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? new ApiRequestError(code, 0, error.message) : error;
}

function OpenProject({ session }: { session: ProjectSession }) {
  const { t } = useTranslation('studio');
  const state = useSessionStatus(session);
  const editor = useEditorDocument(session);
  // The song's one owner: the editor's edits and the title go through this history; the session saves what it holds.
  const song = useSongHistory(editor.document, editor.onChange);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const characters = useStudioCharacters();
  usePrefetchOnInput(loadConflictDialog);
  usePageHead(state.title);
  // Stable handlers, so that a change of the save status re-renders neither the editor nor the dialogs.
  const handlers = useStableHandlers({
    onRename: (title: string) =>
      song.history.execute({ type: 'setTitle', title }, { label: t('project.titleLabel'), mergeKey: 'title' }),
    onChoose: async (choice: ConflictChoice) => {
      const copyTitle = t('conflict.copyTitle', { title: state.title }).slice(0, DOCUMENT_LIMITS.maxTitleLength);
      const { copyId } = await session.resolveConflict(choice, copyTitle);
      if (copyId) navigate(localize(`${PAGE_ROUTES.studio}/project/${copyId}`));
    },
  });

  return (
    <StudioShell
      title={<ProjectTitle title={state.title} onRename={handlers.onRename} />}
      status={<SaveStatus status={state.status} />}
    >
      <div className={classes.page}>
        {state.status === 'refused' && state.errorCode && <SaveRefusedNotice errorCode={state.errorCode} />}
        <FirstSongHint />
        <ProjectEditorSlot song={song} characters={characters.byId} />
      </div>
      <DeferredDialog opened={state.status === 'conflict'}>
        <ConflictDialog opened={state.status === 'conflict'} onChoose={handlers.onChoose} />
      </DeferredDialog>
      <LeaveWarning unsaved={state.unsaved} refused={state.status === 'refused'} />
    </StudioShell>
  );
}

/** The project's title in the top bar: editing it is an edit of the document (autosaved). */
const ProjectTitle = memo(function ProjectTitle({
  title,
  onRename,
}: {
  title: string;
  onRename: (title: string) => void;
}) {
  const { t } = useTranslation('studio');
  const [value, setValue] = useState(title);
  const [focused, setFocused] = useState(false);
  // While the user types, the field keeps their text (spaces included); otherwise it shows the document's.
  useEffect(() => {
    if (!focused) setValue(title);
  }, [title, focused]);
  const commit = () => {
    setFocused(false);
    const trimmed = value.trim();
    if (trimmed && isCleanText(trimmed) && trimmed !== title) onRename(trimmed);
    else setValue(title);
  };
  return (
    <div className={classes.titleBox}>
      <input
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          const trimmed = next.trim();
          if (trimmed && isCleanText(trimmed)) onRename(trimmed);
        }}
        onFocus={() => setFocused(true)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        maxLength={DOCUMENT_LIMITS.maxTitleLength}
        aria-label={t('project.titleLabel')}
        className={classes.titleInput}
        data-testid="project-title-input"
      />
    </div>
  );
});
