import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { initialViewport, type Viewport } from './viewport';

/**
 * The piano roll's viewport outside React state of the editor: scrolling and zooming change it many
 * times a second, and only what draws with it (the roll, the lyric field over a note) re-renders —
 * not the track panel, the note list and the toolbar.
 */
export type ViewportStore = {
  get: () => Viewport;
  /** Applies an update; listeners hear of it only when it answers a different viewport. */
  update: (update: (view: Viewport) => Viewport) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createViewportStore(initial: Viewport): ViewportStore {
  let view = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    update: (update) => {
      const next = update(view);
      if (next === view) return;
      view = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One store per editor, starting at the roll's initial viewport. */
export function useViewportStore(): ViewportStore {
  const [store] = useState(() => createViewportStore(initialViewport(800, 480)));
  return store;
}

/** Renders its children with the current viewport; only this part re-renders when the viewport moves. */
export function WithViewport({ store, children }: { store: ViewportStore; children: (view: Viewport) => ReactNode }) {
  const view = useSyncExternalStore(store.subscribe, store.get);
  return children(view);
}
