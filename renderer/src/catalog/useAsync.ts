import { type DependencyList, startTransition, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs a loader when its dependencies change and keeps the latest answer; stale answers are ignored.
 * Without a loader (null: not wanted yet) the state stays as it is, loading at first.
 * An answer renders as a transition: a page full of prices or cards renders in slices that leave
 * the browser free to respond, rather than in one long task. With `initial` (the data the server sent
 * with the page) it starts as a success, as the server rendered it, and an answer that is the very
 * same value does not render again.
 */
export function useAsync<T>(load: (() => Promise<T>) | null, deps: DependencyList, initial?: T): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(() =>
    initial === undefined ? { status: 'loading' } : { status: 'success', data: initial },
  );
  useEffect(() => {
    if (!load) return;
    let current = true;
    // An error gives way to loading again; anything else stays as it is (an unchanged state does not
    // re-render the page, which matters while a prerendered page is still hydrating).
    setState((previous) => (previous.status === 'error' ? { status: 'loading' } : previous));
    load().then(
      (data) =>
        current &&
        startTransition(() =>
          setState((previous) => (previous.data === data ? previous : { status: 'success', data })),
        ),
      (error: unknown) => current && startTransition(() => setState({ status: 'error', error })),
    );
    return () => {
      current = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the dependencies of its loader
  }, deps);
  return state;
}
