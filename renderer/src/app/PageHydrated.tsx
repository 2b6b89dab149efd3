import { useEffect } from 'react';
import { releaseHeldClicks } from './earlyClicks';

/**
 * Placed beside the page inside its Suspense boundary, the last part of a prerendered page to
 * hydrate: its effect runs once the header and the page are live.
 */
export function PageHydrated() {
  useEffect(releaseHeldClicks, []);
  return null;
}
