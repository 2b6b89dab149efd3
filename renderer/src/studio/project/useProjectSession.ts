import { useEffect, useState, useSyncExternalStore } from 'react';
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

export function useSessionState(session: ProjectSession): ProjectSessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
