import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while prerendered HTML is being hydrated, true from then on. Anything that
 * depends on the browser (storage, user agent, media queries) renders its server form until then,
 * so that hydration finds exactly the HTML the server wrote.
 *
 * The switch to true re-renders the calling component synchronously (React's rule for external
 * stores), and any part of a prerendered page below it that has not hydrated yet hydrates in that same
 * task. Call it in a small component beside the content, never in a page or layout.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
