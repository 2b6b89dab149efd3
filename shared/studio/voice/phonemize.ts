import type { Language } from '../../languages';
import { loadCmuDictionary, type PronouncingDictionary, phonemizeEnglish } from './phonemize-en';
import { phonemizeJapanese } from './phonemize-ja';
import { phonemizeKorean } from './phonemize-ko';
import { lyricWarning, type NoteLyric, type PhonemizeResult, parsePhonemes } from './syllable';

/** Turns a track's notes into syllables; synchronous once loaded. */
export interface Phonemizer {
  language: Language;
  phonemize(notes: readonly NoteLyric[]): PhonemizeResult;
}

function withOverrides(
  notes: readonly NoteLyric[],
  read: (notes: readonly NoteLyric[]) => PhonemizeResult,
): PhonemizeResult {
  const result = read(notes);
  notes.forEach((note, index) => {
    if (!note.phonemes?.trim()) return;
    const parsed = parsePhonemes(note.phonemes);
    if ('unknown' in parsed) result.warnings.push(lyricWarning(note.id, 'unknown_phoneme', parsed.unknown));
    else result.syllables[index] = parsed.syllables;
  });
  return result;
}

/** A phonemizer from an already loaded English dictionary (tests, workers that preload). */
export function createPhonemizer(language: Language, dictionary?: PronouncingDictionary): Phonemizer {
  const read =
    language === 'ko'
      ? phonemizeKorean
      : language === 'ja'
        ? phonemizeJapanese
        : (notes: readonly NoteLyric[]) => phonemizeEnglish(notes, dictionary ?? {});
  return { language, phonemize: (notes) => withOverrides(notes, read) };
}

/** Loads what a language needs (the CMU dictionary only for English, by dynamic import). */
export async function loadPhonemizer(language: Language): Promise<Phonemizer> {
  return createPhonemizer(language, language === 'en' ? await loadCmuDictionary() : undefined);
}
