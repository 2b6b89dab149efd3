import { useSyncExternalStore } from 'react';
import type { RenderStatus } from '../adapters/voiceClient';

const IDLE: RenderStatus = { rendering: false, done: 0, total: 0, synthesized: 0 };

/** Where the voice worker's latest render stands; the transport shows it while phrases render. */
function createRenderStatusStore() {
  let state = IDLE;
  const listeners = new Set<() => void>();
  const set = (next: RenderStatus) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set,
    reset: () => set(IDLE),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const renderStatusStore = createRenderStatusStore();

export function useRenderStatus(): RenderStatus {
  return useSyncExternalStore(renderStatusStore.subscribe, renderStatusStore.get, renderStatusStore.get);
}
