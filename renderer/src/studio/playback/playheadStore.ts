import { useSyncExternalStore } from 'react';

/** The sung pitch line of one rendered phrase, for the editor to draw. */
export interface SungPitch {
  trackId: string;
  key: string;
  startTime: number;
  step: number;
  values: Float32Array;
}

export interface PlayheadState {
  /** Song seconds. */
  position: number;
  playing: boolean;
  /** Sung pitch lines by phrase key, replaced as phrases render. */
  pitch: ReadonlyMap<string, SungPitch>;
}

/**
 * The playhead and the sung pitch lines, shared with the editor: it reads them with
 * `usePlayhead()` (or `playheadStore.get()` in an animation frame) to draw them.
 */
function createPlayheadStore() {
  let state: PlayheadState = { position: 0, playing: false, pitch: new Map() };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<PlayheadState>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const playheadStore = createPlayheadStore();

export function usePlayhead(): PlayheadState {
  return useSyncExternalStore(playheadStore.subscribe, playheadStore.get, playheadStore.get);
}
