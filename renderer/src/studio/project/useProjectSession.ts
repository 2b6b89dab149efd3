import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { ProjectSession, ProjectSessionState } from '../../../../shared/studio/ports';
import { useStudio } from '../studioContext';

export type SessionView =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'open'; session: ProjectSession };

/** Opens a project through the ProjectStore for as long as the page shows it. */
export function useProjectSession(projectId: string): SessionView {
  const { store } = useStudio();
  const [view, setView] = useState<SessionView>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    let opened: ProjectSession | null = null;
    setView({ status: 'loading' });
    store.open(projectId).then(
      (session) => {
        if (!current) return session.close();
        opened = session;
        setView({ status: 'open', session });
      },
      (error: unknown) => current && setView({ status: 'failed', error }),
    );
    return () => {
      current = false;
      opened?.close();
    };
  }, [store, projectId]);
  return view;
}

/**
 * What the project page shows of the session (title, save status): it re-renders when one of these
 * changes, not on every edit of the song.
 */
export function useSessionStatus(session: ProjectSession) {
  const title = useSessionField(session, (state) => state.document.title);
  const status = useSessionField(session, (state) => state.status);
  const unsaved = useSessionField(session, (state) => state.unsaved);
  const errorCode = useSessionField(session, (state) => state.errorCode);
  return { title, status, unsaved, errorCode };
}

function useSessionField<T extends string | boolean | null>(
  session: ProjectSession,
  select: (state: ProjectSessionState) => T,
): T {
  const read = () => select(session.getState());
  return useSyncExternalStore(session.subscribe, read, read);
}

/**
 * The document for the editor and the function it reports its edits through: the editor keeps the
 * song in its own history, so a document it reported itself is not handed back (which would render it
 * again in the task of the edit); a document from elsewhere (the title renamed, a conflict resolved)
 * is, and resets it.
 */
export function useEditorDocument(session: ProjectSession) {
  const reported = useRef<ProjectDocument | null>(null);
  const shown = useRef(session.getState().document);
  const read = () => {
    const { document } = session.getState();
    if (document !== reported.current) shown.current = document;
    return shown.current;
  };
  const document = useSyncExternalStore(session.subscribe, read, read);
  const onChange = useCallback(
    (next: ProjectDocument) => {
      reported.current = next;
      session.edit(next);
    },
    [session],
  );
  return { document, onChange };
}
