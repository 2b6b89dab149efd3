import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { type ExecuteOptions, History } from '../../../../shared/studio/history';

/** The song's one owner: its undo history, and the way a finished drag is reported for saving. */
export type SongHistory = {
  history: History;
  /** Ends a drag: the step is recorded and its result reported (through `onChange`) once. */
  commit: () => boolean;
};

/**
 * The project page's undo history of the song: every change, the title's included, is a command
 * applied through History, and each finished step (not the previews of a drag) is reported through
 * `onChange`, which saves it. A document that arrives from outside (a conflict resolved, a version
 * restored) resets it. Stable for the life of the page: it re-renders nothing on an edit.
 */
export function useSongHistory(document: ProjectDocument, onChange: (document: ProjectDocument) => void): SongHistory {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one history per page; later documents reset it below
  const history = useMemo(() => new History(document), []);
  const emitted = useRef(document);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(
    () =>
      history.subscribe((next) => {
        if (history.inTransaction || next === emitted.current) return;
        emitted.current = next;
        onChangeRef.current(next);
      }),
    [history],
  );

  useEffect(() => {
    if (document !== emitted.current && document !== history.document) {
      emitted.current = document;
      history.reset(document);
    }
  }, [document, history]);

  return useMemo(
    () => ({
      history,
      commit: () => {
        const changed = history.commit();
        if (history.document !== emitted.current) {
          emitted.current = history.document;
          onChangeRef.current(history.document);
        }
        return changed;
      },
    }),
    [history],
  );
}

/**
 * The editor's view of the song's history. `document` follows History in a transition: the panels
 * that show the whole song (toolbar, tracks, note list, marks, playback) re-render after the task of
 * the edit, in a render React may interrupt, while the roll draws the edit at once from the live
 * document (liveDocument.ts). Event handlers that need the song as it is now read `history.document`.
 */
export function useEditorHistory({ history, commit }: SongHistory) {
  const [following, setFollowing] = useState(history.document);
  // A finished drag leaves the document its last preview showed, so History tells no one; the panels
  // still re-render once, for what depends on the drag being over (the undo button).
  const [, setFinished] = useState(0);
  const finish = useCallback(() => {
    const changed = commit();
    startTransition(() => setFinished((count) => count + 1));
    return changed;
  }, [commit]);
  useEffect(() => {
    const follow = () => startTransition(() => setFollowing(history.document));
    follow();
    return history.subscribe(follow);
  }, [history]);

  return useMemo(
    () => ({
      document: following,
      history,
      execute: (command: Command, options?: ExecuteOptions) => history.execute(command, options),
      commit: finish,
    }),
    [following, history, finish],
  );
}
