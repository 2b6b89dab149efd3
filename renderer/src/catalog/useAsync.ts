import { type DependencyList, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** Runs a loader when its dependencies change and keeps the latest answer; stale answers are ignored. */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'success' ? previous : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the dependencies of its loader
  }, deps);
  return state;
}
