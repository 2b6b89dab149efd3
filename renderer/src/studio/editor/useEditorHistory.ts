import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { type ExecuteOptions, History } from '../../../../shared/studio/history';

/**
 * The editor's undo history around the page's document: every edit is a command applied through
 * History; each finished step (not the previews of a drag) is reported through `onChange`, which
 * saves it. A document that arrives from outside (a conflict resolved, a version restored) resets it.
 */
export function useEditorHistory(document: ProjectDocument, onChange: (document: ProjectDocument) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one history per editor; later documents reset it below
  const history = useMemo(() => new History(document), []);
  const emitted = useRef(document);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const version = useRef(0);

  useEffect(
    () =>
      history.subscribe((next) => {
        version.current += 1;
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

  const current = useSyncExternalStore(
    (listener) => history.subscribe(listener),
    () => history.document,
  );

  return useMemo(
    () => ({
      document: current,
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
    [current, history],
  );
}
