import type { Language } from '../../../languages';
import {
  lyricWarning,
  type NoteLyric,
  type PhonemizeResult,
  type PhonemizeWarningCode,
  parsePhonemes,
} from '../syllable';
import { english, type PronouncingDictionary } from './en';
import { japanese } from './ja';
import { korean } from './ko';
import type { LanguageReader } from './reader';
import { readingLanguage, scriptLanguage } from './script';

/** The phonemizers, one line per language (each reads into the inventory of inventory.ts). */
export const PHONEMIZERS: Record<Language, LanguageReader> = { en: english, ko: korean, ja: japanese };

/** Turns a track's notes into syllables; synchronous once loaded. */
export interface Phonemizer {
  language: Language;
  phonemize(notes: readonly NoteLyric[]): PhonemizeResult;
}

const READ_AS: Record<Language, PhonemizeWarningCode> = {
  en: 'read_as_english',
  ko: 'read_as_korean',
  ja: 'read_as_japanese',
};

/**
 * Reads each run of neighbouring notes in the language its letters are written in (Hangul on an
 * English track is sung in Korean, with a warning the editor shows).
 */
function readLyrics(
  language: Language,
  notes: readonly NoteLyric[],
  dictionaries: Partial<Record<Language, PronouncingDictionary>>,
): PhonemizeResult {
  const result: PhonemizeResult = { syllables: notes.map(() => []), warnings: [] };
  // A hold or a mark continues the note before it, in its language.
  const languages: Language[] = [];
  notes.forEach((note, index) => {
    languages.push(
      scriptLanguage(note.lyric) ? readingLanguage(note.lyric, language) : (languages[index - 1] ?? language),
    );
  });
  let start = 0;
  while (start < notes.length) {
    let end = start + 1;
    while (end < notes.length && languages[end] === languages[start]) end += 1;
    const reading = languages[start]!;
    const run = notes.slice(start, end);
    const read = PHONEMIZERS[reading].read(run, dictionaries[reading]);
    read.syllables.forEach((syllables, offset) => {
      result.syllables[start + offset] = syllables;
    });
    result.warnings.push(...read.warnings);
    if (reading !== language) {
      for (const note of run)
        if (scriptLanguage(note.lyric))
          result.warnings.push(lyricWarning(note.id, READ_AS[reading], note.lyric.trim()));
    }
    start = end;
  }
  return result;
}

/** The reading with each note's typed phonemes in place of its lyric's (a copy). */
function withTypedPhonemes(notes: readonly NoteLyric[], reading: PhonemizeResult): PhonemizeResult {
  const result = { syllables: [...reading.syllables], warnings: [...reading.warnings] };
  notes.forEach((note, index) => {
    if (!note.phonemes?.trim()) return;
    const parsed = parsePhonemes(note.phonemes);
    if ('unknown' in parsed) result.warnings.push(lyricWarning(note.id, 'unknown_phoneme', parsed.unknown));
    else result.syllables[index] = parsed.syllables;
  });
  return result;
}

/** A track's lyrics, for loadPhonemizer to know which languages it will read. */
export function lyricsOf(track: { notes: readonly { lyric: string }[] }): string[] {
  return track.notes.map((note) => note.lyric);
}

/**
 * A phonemizer over `dictionaries` (filled as they load). It remembers its last readings: the
 * editor's phoneme preview and the voice's plan of the same lyrics, asked in one worker, are one
 * reading (typed phonemes are applied to a copy).
 */
function phonemizerOver(
  language: Language,
  dictionaries: Partial<Record<Language, PronouncingDictionary>>,
): Phonemizer {
  const readings = new Map<string, PhonemizeResult>();
  return {
    language,
    phonemize(notes) {
      const key = `${Object.keys(dictionaries).join()}\u0002${notes.map((note) => `${note.id}\u0000${note.lyric}`).join('\u0001')}`;
      let reading = readings.get(key);
      if (reading) readings.delete(key);
      else reading = readLyrics(language, notes, dictionaries);
      readings.set(key, reading);
      if (readings.size > 16) readings.delete(readings.keys().next().value!);
      return withTypedPhonemes(notes, reading);
    },
  };
}

/** A phonemizer from an already loaded English dictionary (tests, workers that preload). */
export function createPhonemizer(language: Language, dictionary?: PronouncingDictionary): Phonemizer {
  return phonemizerOver(language, dictionary ? { en: dictionary } : {});
}

const loaded: Partial<Record<Language, PronouncingDictionary>> = {};
const phonemizers: Partial<Record<Language, Phonemizer>> = {};

/**
 * The phonemizer of a language, once per worker, with what `lyrics` need loaded: the track's
 * language's resources and those of any other script they use (the CMU dictionary only when
 * English is read, by dynamic import, once).
 */
export async function loadPhonemizer(language: Language, lyrics: readonly string[] = []): Promise<Phonemizer> {
  const needed = new Set<Language>([language, ...lyrics.map((lyric) => readingLanguage(lyric, language))]);
  for (const reading of needed) {
    const load = PHONEMIZERS[reading].load;
    if (load && !loaded[reading]) loaded[reading] = await load();
  }
  phonemizers[language] ??= phonemizerOver(language, loaded);
  return phonemizers[language];
}
