import type { NoteLyric, PhonemizeResult } from '../syllable';
import type { PronouncingDictionary } from './en';

/**
 * One language's phonemizer as the registry knows it: what it needs loaded first (a pronouncing
 * dictionary), and how it reads a run of notes into syllables of the inventory.
 */
export interface LanguageReader {
  load?(): Promise<PronouncingDictionary>;
  read(notes: readonly NoteLyric[], dictionary?: PronouncingDictionary): PhonemizeResult;
}
