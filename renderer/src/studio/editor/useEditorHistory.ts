import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { type ExecuteOptions, History } from '../../../../shared/studio/history';

/**
 * The editor's undo history around the page's document: every edit is a command applied through
 * History; each finished step (not the previews of a drag) is reported through `onChange`, which
 * saves it. A document that arrives from outside (a conflict resolved, a version restored) resets it.
 *
 * `document` follows History in a transition: the panels that show the whole song (toolbar, tracks,
 * note list, marks, playback) re-render after the task of the edit, in a render React may interrupt,
 * while the roll draws the edit at once from the live document (liveDocument.ts). Event handlers that
 * need the song as it is now read `history.document`.
 */
export function useEditorHistory(document: ProjectDocument, onChange: (document: ProjectDocument) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one history per editor; later documents reset it below
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

  const [following, setFollowing] = useState(history.document);
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
      /** A commit that ends a drag: the subscriber above then saves the result. */
      commit: () => {
        const changed = history.commit();
        if (history.document !== emitted.current) {
          emitted.current = history.document;
          onChangeRef.current(history.document);
        }
        return changed;
      },
    }),
    [following, history],
  );
}
