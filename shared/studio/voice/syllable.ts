import { arpabetPhones, isPhone, isVowel } from './phonemize/inventory';

/**
 * What one note sings: its syllables in order (usually one). The onset consonants sound before
 * the note's start, the nucleus on the beat, the coda in the note's last 60–90 ms.
 */
export interface Syllable {
  onset: string[];
  /** Vowels (two for a diphthong), a syllabic nasal ('ɴ', 'n', 'm'), or empty for a silent mora (っ). */
  nucleus: string[];
  coda: string[];
  /** Continues the previous note's vowel ("+", "-", "ー"): no onset, the previous nucleus held. */
  hold?: boolean;
}

export const PHONEMIZE_WARNING_CODES = [
  'kanji',
  'unknown_word',
  'unknown_phoneme',
  'unreadable_lyric',
  'read_as_english',
  'read_as_korean',
  'read_as_japanese',
] as const;
export type PhonemizeWarningCode = (typeof PHONEMIZE_WARNING_CODES)[number];

/** What the user can do about a warning; the editor shows `studio-lyrics:hints.<hint>`. */
export const PHONEMIZE_HINTS = [
  'type_kana_reading',
  'check_spelling_or_phonemes',
  'use_inventory_phonemes',
  'retype_lyric',
  'set_track_language',
] as const;
export type PhonemizeHint = (typeof PHONEMIZE_HINTS)[number];

const HINTS: Record<PhonemizeWarningCode, { hint: PhonemizeHint; suggestion: string }> = {
  kanji: {
    hint: 'type_kana_reading',
    suggestion: 'Kanji cannot be read without a dictionary: type the reading in kana (e.g. 空 → そら).',
  },
  unknown_word: {
    hint: 'check_spelling_or_phonemes',
    suggestion: 'The word is not in the dictionary and was sung by spelling rules: check it, or type its phonemes.',
  },
  unknown_phoneme: {
    hint: 'use_inventory_phonemes',
    suggestion: 'Use IPA phonemes of the inventory or ARPAbet (e.g. "s a", "HH AH0 L OW1").',
  },
  unreadable_lyric: {
    hint: 'retype_lyric',
    suggestion: "The lyric has no letters of the track's language: retype it, or type its phonemes.",
  },
  read_as_english: {
    hint: 'set_track_language',
    suggestion: "The lyric is in Latin letters, not the track's language: it is sung in English.",
  },
  read_as_korean: {
    hint: 'set_track_language',
    suggestion: "The lyric is in Hangul, not the track's language: it is sung in Korean.",
  },
  read_as_japanese: {
    hint: 'set_track_language',
    suggestion: "The lyric is in kana or kanji, not the track's language: it is sung in Japanese.",
  },
};

/**
 * Something the editor should show on a note: the lyric was sung, but perhaps not as meant.
 * `code` names the problem, `hint` what to do (i18n keys `studio-lyrics:warnings.<code>` and `studio-lyrics:hints.<hint>`);
 * `suggestion` says it in English for the command line and logs.
 */
export interface PhonemizeWarning {
  noteId: string;
  code: PhonemizeWarningCode;
  /** The lyric (or the override token) that caused it. */
  lyric: string;
  hint: PhonemizeHint;
  suggestion: string;
}

export function lyricWarning(noteId: string, code: PhonemizeWarningCode, lyric: string): PhonemizeWarning {
  return { noteId, code, lyric, ...HINTS[code] };
}

export interface NoteLyric {
  id: string;
  lyric: string;
  phonemes?: string | undefined;
}

export interface PhonemizeResult {
  /** One entry per note, in order. */
  syllables: Syllable[][];
  warnings: PhonemizeWarning[];
}

export const HOLD_LYRICS = new Set(['+', '-', 'ー', '~', '〜', '…']);

export function holdSyllable(): Syllable {
  return { onset: [], nucleus: [], coda: [], hold: true };
}

export function defaultSyllable(vowel: string): Syllable {
  return { onset: [], nucleus: [vowel], coda: [] };
}

/**
 * A per-note override typed in the editor: space-separated phonemes of the inventory or ARPAbet
 * ("s a", "HH AH0 L OW1"). Returns null and the unknown token when a token is neither.
 */
export function parsePhonemes(text: string): { syllables: Syllable[] } | { unknown: string } {
  const phones: string[] = [];
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    if (isPhone(token)) {
      phones.push(token);
      continue;
    }
    const arpa = arpabetPhones(token);
    if (arpa) {
      phones.push(...arpa);
      continue;
    }
    return { unknown: token };
  }
  return { syllables: syllabify(phones) };
}

const LEGAL_ONSETS = new Set([
  'p ɹ',
  'p l',
  'b ɹ',
  'b l',
  't ɹ',
  't w',
  'd ɹ',
  'd w',
  'k ɹ',
  'k l',
  'k w',
  'g ɹ',
  'g l',
  'g w',
  'f ɹ',
  'f l',
  'θ ɹ',
  'ʃ ɹ',
  's p',
  's t',
  's k',
  's m',
  's n',
  's l',
  's w',
  's p ɹ',
  's p l',
  's t ɹ',
  's k ɹ',
  's k w',
  'p j',
  'b j',
  'k j',
  'f j',
  'm j',
  'h j',
  'v j',
  'n j',
  'g j',
  'l j',
]);

/** Splits a phone string into syllables: vowel runs are nuclei, clusters split by maximal legal onset. */
export function syllabify(phones: readonly string[]): Syllable[] {
  const nuclei: Array<[number, number]> = [];
  for (let index = 0; index < phones.length; index += 1) {
    if (!isVowel(phones[index]!)) continue;
    const last = nuclei[nuclei.length - 1];
    if (last && last[1] === index && last[1] - last[0] < 2) last[1] = index + 1;
    else nuclei.push([index, index + 1]);
  }
  if (nuclei.length === 0) {
    // A consonant-only override: a syllabic nasal if there is one, else the consonants around an empty nucleus.
    const nasal = phones.findIndex((phone) => phone === 'n' || phone === 'm' || phone === 'ŋ' || phone === 'ɴ');
    if (nasal >= 0)
      return [{ onset: phones.slice(0, nasal), nucleus: [phones[nasal]!], coda: phones.slice(nasal + 1) }];
    return [{ onset: [...phones], nucleus: [], coda: [] }];
  }
  const syllables: Syllable[] = nuclei.map(([start, end]) => ({
    onset: [],
    nucleus: phones.slice(start, end),
    coda: [],
  }));
  syllables[0]!.onset = phones.slice(0, nuclei[0]![0]);
  for (let index = 0; index < nuclei.length - 1; index += 1) {
    const cluster = phones.slice(nuclei[index]![1], nuclei[index + 1]![0]);
    let split = cluster.length;
    // Take as many consonants into the next onset as form a legal onset (one is always allowed, ŋ never).
    for (let take = Math.min(3, cluster.length); take >= 1; take -= 1) {
      const onset = cluster.slice(cluster.length - take);
      if (take === 1 ? onset[0] !== 'ŋ' : LEGAL_ONSETS.has(onset.join(' '))) {
        split = cluster.length - take;
        break;
      }
    }
    syllables[index]!.coda = cluster.slice(0, split);
    syllables[index + 1]!.onset = cluster.slice(split);
  }
  syllables[syllables.length - 1]!.coda = phones.slice(nuclei[nuclei.length - 1]![1]);
  return syllables;
}
