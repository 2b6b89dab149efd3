import { type ReactNode, useSyncExternalStore } from 'react';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';

/**
 * The document as History holds it right now, for what must show an edit in the same task (the roll,
 * the timeline strip, the curve lanes): they re-render with each command, each preview of a drag and
 * each undo. The rest of the editor follows a moment later (useEditorHistory's `document`).
 */
export function useLiveDocument(history: History): ProjectDocument {
  return useSyncExternalStore(
    (listener) => history.subscribe(listener),
    () => history.document,
  );
}

/** Renders its children with the live document; only this part re-renders in the task of an edit. */
export function WithLiveDocument({
  history,
  children,
}: {
  history: History;
  children: (document: ProjectDocument) => ReactNode;
}) {
  return children(useLiveDocument(history));
}

/** The editor's track in a document: the chosen one, else the first. */
export function trackOf(document: ProjectDocument, trackId: string | undefined): Track | undefined {
  return document.tracks.find((candidate) => candidate.id === trackId) ?? document.tracks[0];
}
