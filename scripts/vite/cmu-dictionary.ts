import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeCompactDictionary } from '../../shared/studio/voice/cmu-compact';

const PACKAGE = 'cmu-pronouncing-dictionary';
const RESOLVED = '\0cmu-dictionary-compact';
const CODEC = fileURLToPath(new URL('../../shared/studio/voice/cmu-compact.ts', import.meta.url));

/**
 * In the browser bundle, `cmu-pronouncing-dictionary` is its compact form
 * (shared/studio/voice/cmu-compact.ts), generated from the package when the bundle is built or
 * served: the module's `dictionary` is then a lookup over one 1.5 MB string, searched where it lies,
 * in place of the package's 3.9 MB object literal of 135 000 properties (its parse and construction
 * were most of a fresh voice worker's start-up). The English phonemizer takes either
 * (PronouncingDictionary); Node (tests, the render command) keeps the package.
 */
export function cmuDictionary(): Plugin {
  let source: Promise<string> | undefined;
  return {
    name: 'cantara:cmu-dictionary',
    enforce: 'pre',
    resolveId(id) {
      return id === PACKAGE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      source ??= import(PACKAGE).then(
        ({ dictionary }: { dictionary: Record<string, string> }) =>
          `import { compactDictionaryLookup } from ${JSON.stringify(CODEC)};\n` +
          `export const dictionary = compactDictionaryLookup(${JSON.stringify(encodeCompactDictionary(dictionary))});\n`,
      );
      return source;
    },
  };
}
