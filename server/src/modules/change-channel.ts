/**
 * A small in-process notice board: writers announce a committed change, caches listening on the
 * same database handle drop what they kept. Listeners are kept per database handle, so that apps
 * sharing a process (tests) stay apart.
 */
export interface ChangeChannel<Change> {
  on(db: object, listener: (change: Change) => void): () => void;
  emit(db: object, change: Change): void;
}

export function changeChannel<Change>(): ChangeChannel<Change> {
  const listeners = new WeakMap<object, Set<(change: Change) => void>>();
  return {
    on(db, listener) {
      let set = listeners.get(db);
      if (!set) {
        set = new Set();
        listeners.set(db, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(db, change) {
      for (const listener of listeners.get(db) ?? []) listener(change);
    },
  };
}
