import { useSyncExternalStore } from 'react';

/** How far one upload has come (0 to 1), for a notice to follow without re-rendering its owner. */
export type UploadProgress = {
  fraction: () => number;
  set: (fraction: number) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createUploadProgress(): UploadProgress {
  let current = 0;
  const listeners = new Set<() => void>();
  return {
    fraction: () => current,
    set(fraction) {
      if (fraction === current) return;
      current = fraction;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The upload's share sent, following it as it grows. */
export function useUploadFraction(progress: UploadProgress): number {
  return useSyncExternalStore(progress.subscribe, progress.fraction, progress.fraction);
}
