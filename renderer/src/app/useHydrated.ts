import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while prerendered HTML is being hydrated, true from then on. Anything that
 * depends on the browser (storage, user agent, media queries) renders its server form until then,
 * so that hydration finds exactly the HTML the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
