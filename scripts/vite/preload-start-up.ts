import type { Plugin } from 'vite';
import { headLinks } from './head-links';

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};

/**
 * The chunks `entryModule` imports dynamically (the app's start-up steps) with everything they import
 * statically, minus the entry's own static imports (Vite preloads those already).
 */
export function startUpChunks(bundle: Record<string, { type: string }>, entryModule: RegExp): string[] {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => entryModule.test(id)));
  if (!entry) throw new Error(`No built chunk contains ${entryModule}`);
  const staticClosure = (roots: string[], into = new Set<string>()) => {
    for (const file of roots) {
      if (into.has(file)) continue;
      into.add(file);
      staticClosure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
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
