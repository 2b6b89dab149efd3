import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** False from boot's hydration of a prerendered page until that page is live; true otherwise. */
let pageLive = true;
const waiting = new Set<() => void>();

/** Boot calls this before it hydrates a prerendered page. */
export function markHydrating(): void {
  pageLive = false;
}

/**
 * Called once the prerendered page is live (PageHydrated): what waited for it re-renders, as one
 * transition that yields to taps and paints.
 */
export function markHydrated(): void {
  if (pageLive) return;
  pageLive = true;
  const wake = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const rerender of wake) rerender();
  });
}

/**
 * False on the server and while prerendered HTML is being hydrated, true from then on. Anything that
 * depends on the browser (storage, user agent, media queries) renders its server form until then,
 * so that hydration finds exactly the HTML the server wrote.
 *
 * React reads the server's answer for a part it hydrates and re-renders that part synchronously as
 * soon as the browser's answer differs. So the browser's answer stays false until the page is live
 * and then changes in a transition: the parts that hydrated by then switch without a long task. A
 * part that hydrates later still switches synchronously, which is why this belongs in a small
 * component beside the content, never in a page or layout.
 */
export function useHydrated(): boolean {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => pageLive,
    () => false,
  );
  useEffect(() => {
    if (hydrated) return;
    if (pageLive) {
      startTransition(rerender);
      return;
    }
    waiting.add(rerender);
    return () => {
      waiting.delete(rerender);
    };
  }, [hydrated]);
  return hydrated;
}
