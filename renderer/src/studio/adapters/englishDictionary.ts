/**
 * The English pronouncing dictionary for the browser's workers: the compact form built into the
 * bundle (scripts/vite/cmu-dictionary.ts), loaded once and only when English is sung.
 */
import { compactDictionaryLookup } from '../../../../shared/studio/voice/cmu-compact';
import type { PronouncingDictionary } from '../../../../shared/studio/voice/phonemize-en';

let loading: Promise<PronouncingDictionary> | undefined;

export function loadEnglishDictionary(): Promise<PronouncingDictionary> {
  loading ??= import('virtual:cmu-dictionary').then((module) => compactDictionaryLookup(module.default));
  return loading;
}
