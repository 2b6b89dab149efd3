import type { Plugin } from 'vite';
import { type Bundle, chunkGraph } from './bundle-graph';
import { headLinks } from './head-links';

/**
 * The chunks `entryModule` imports dynamically (the app's start-up steps) with everything they import
 * statically, minus the entry's own static imports (Vite preloads those already).
 */
export function startUpChunks(bundle: Bundle, entryModule: RegExp): string[] {
  const { chunk: entry, staticClosure } = chunkGraph(bundle, entryModule);
  const alreadyLoaded = staticClosure([entry.fileName]);
  return [...staticClosure(entry.dynamicImports)].filter((file) => !alreadyLoaded.has(file));
}

/**
 * Adds `modulepreload` links for the app's start-up chunks to index.html. main.tsx imports them one
 * step after another (to spread their evaluation over several tasks); without the links each step's
 * download would start only once the step before it had run, a chain of round trips before any
 * page shows. With them the browser fetches (and compiles) them all at once, and evaluation stays stepwise.
 */
export function preloadStartUp(entryModule: RegExp): Plugin {
  return headLinks('cantara:preload-start-up', (bundle) =>
    startUpChunks(bundle, entryModule).map((file) => ({ rel: 'modulepreload', crossorigin: '', href: file })),
  );
}
