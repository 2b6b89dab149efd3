import type { Plugin } from 'vite';
import { encodeCompactDictionary } from '../../shared/studio/voice/cmu-compact';

const ID = 'virtual:cmu-dictionary';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:cmu-dictionary`: the CMU pronouncing dictionary as one compact string
 * (shared/studio/voice/cmu-compact.ts), generated from the `cmu-pronouncing-dictionary` package when
 * the bundle is built (or served). The browser's workers import it dynamically, only for English: a
 * 1.5 MB string in place of the package's 3.9 MB object literal, searched without being parsed.
 */
export function cmuDictionary(): Plugin {
  let source: Promise<string> | undefined;
  return {
    name: 'cantara:cmu-dictionary',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      source ??= import('cmu-pronouncing-dictionary').then(
        ({ dictionary }) => `export default ${JSON.stringify(encodeCompactDictionary(dictionary))};\n`,
      );
      return source;
    },
  };
}
