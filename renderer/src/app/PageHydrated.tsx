import { useEffect } from 'react';
import { releaseHeldClicks } from './earlyClicks';
import { markHydrated } from './useHydrated';

/**
 * Placed beside the page inside its Suspense boundary, the last part of a prerendered page to
 * hydrate: its effect runs once the header and the page are live.
 */
export function PageHydrated() {
  useEffect(() => {
    markHydrated();
    releaseHeldClicks();
  }, []);
  return null;
}
