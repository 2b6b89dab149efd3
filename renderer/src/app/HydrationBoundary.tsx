import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page that hydrates on its own. React hydrates each Suspense boundary in a
 * pass of its own, so a page split into a few of them becomes interactive in several short tasks
 * rather than one long one that would block a tap. Nothing inside is expected to suspend.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
