import {
  defaultSyllable,
  HOLD_LYRICS,
  holdSyllable,
  lyricWarning,
  type NoteLyric,
  type PhonemizeResult,
  type Syllable,
  syllabify,
} from '../syllable';
import { arpabetPhones } from './inventory';
import type { LanguageReader } from './reader';

/**
 * Word → ARPAbet phones ("HH AH0 L OW1"): a record (the package's, or a test's few words) or a
 * lookup (the browser bundle's compact dictionary, cmu-compact.ts).
 */
export type PronouncingDictionary = Readonly<Record<string, string>> | ((word: string) => string | undefined);

function lookupOf(dictionary: PronouncingDictionary): (word: string) => string | undefined {
  if (typeof dictionary === 'function') return dictionary;
  return (word) => (Object.hasOwn(dictionary, word) ? dictionary[word] : undefined);
}

let dictionaryPromise: Promise<PronouncingDictionary> | undefined;

/**
 * The CMU dictionary, loaded once and only when English is sung: in Node (tests, the render
 * command) the package's record (~4.7 MB of JS); in the browser bundle its compact form, a lookup
 * (scripts/vite/cmu-dictionary.ts puts it in the package's place).
 */
export function loadCmuDictionary(): Promise<PronouncingDictionary> {
  dictionaryPromise ??= import('cmu-pronouncing-dictionary').then((module) => module.dictionary);
  return dictionaryPromise;
}

function arpabetToPhones(pronunciation: string): string[] {
  return pronunciation.split(' ').flatMap((token) => arpabetPhones(token) ?? []);
}

/**
 * Letter-to-sound rules for words the dictionary lacks: a small ordered table of graphemes
 * (longest first), a final silent e lengthening the vowel before it. Rough, but always singable.
 */
const LTS_RULES: Array<[string, string[]]> = [
  ['tion', ['ʃ', 'ʌ', 'n']],
  ['igh', ['a', 'ɪ']],
  ['ough', ['o', 'ʊ']],
  ['eau', ['o', 'ʊ']],
  ['sch', ['s', 'k']],
  ['tch', ['tʃ']],
  ['dge', ['dʒ']],
  ['sh', ['ʃ']],
  ['ch', ['tʃ']],
  ['th', ['θ']],
  ['ph', ['f']],
  ['wh', ['w']],
  ['ck', ['k']],
  ['ng', ['ŋ']],
  ['qu', ['k', 'w']],
  ['ee', ['i']],
  ['ea', ['i']],
  ['oo', ['u']],
  ['ou', ['a', 'ʊ']],
  ['ow', ['o', 'ʊ']],
  ['oi', ['ɔ', 'ɪ']],
  ['oy', ['ɔ', 'ɪ']],
  ['ai', ['e', 'ɪ']],
  ['ay', ['e', 'ɪ']],
  ['oa', ['o', 'ʊ']],
  ['au', ['ɔ']],
  ['aw', ['ɔ']],
  ['ar', ['ɑ', 'ɹ']],
  ['er', ['ɝ']],
  ['ir', ['ɝ']],
  ['ur', ['ɝ']],
  ['or', ['ɔ', 'ɹ']],
  ['a', ['æ']],
  ['e', ['ɛ']],
  ['i', ['ɪ']],
  ['o', ['ɑ']],
  ['u', ['ʌ']],
  ['y', ['i']],
  ['b', ['b']],
  ['c', ['k']],
  ['d', ['d']],
  ['f', ['f']],
  ['g', ['g']],
  ['h', ['h']],
  ['j', ['dʒ']],
  ['k', ['k']],
  ['l', ['l']],
  ['m', ['m']],
  ['n', ['n']],
  ['p', ['p']],
  ['r', ['ɹ']],
  ['s', ['s']],
  ['t', ['t']],
  ['v', ['v']],
  ['w', ['w']],
  ['x', ['k', 's']],
  ['z', ['z']],
];

const LONG_VOWEL: Record<string, string[]> = { a: ['e', 'ɪ'], e: ['i'], i: ['a', 'ɪ'], o: ['o', 'ʊ'], u: ['u'] };

export function letterToSound(word: string): string[] {
  let letters = word.toLowerCase().replace(/[^a-z]/g, '');
  let magicE: string | undefined;
  const magic = /([aeiou])([^aeiou])e$/.exec(letters);
  if (magic && letters.length > 3) {
    magicE = magic[1];
    letters = letters.slice(0, -1);
  }
  const phones: string[] = [];
  let index = 0;
  while (index < letters.length) {
    const rest = letters.slice(index);
    const rule = LTS_RULES.find(([graphemes]) => rest.startsWith(graphemes));
    if (!rule) {
      index += 1;
      continue;
    }
    const isMagicVowel = magicE !== undefined && index === letters.length - 2 && rule[0] === magicE;
    if (rule[0] === 'y' && index === 0) phones.push('j');
    else phones.push(...(isMagicVowel ? LONG_VOWEL[magicE!]! : rule[1]));
    index += rule[0].length;
  }
  return phones;
}

function cleanWord(lyric: string): string {
  return lyric.toLowerCase().replace(/[^a-z']/g, '');
}

/** The most notes a word typed a syllable per note (without hyphens) is looked for over. */
const MAX_SYLLABLE_NOTES = 4;

/**
 * Which notes go on into the next one as one word: those whose lyric ends with a hyphen ("hel-" "lo"),
 * and syllables typed per note without one ("twin" "kle", "lit" "tle"): a lyric the dictionary lacks
 * joins the notes before it when together they spell a word it has.
 */
function wordGoesOn(notes: readonly NoteLyric[], lookup: (word: string) => string | undefined): boolean[] {
  const goesOn = notes.map((note) => note.lyric.trim().endsWith('-'));
  const single = (index: number) => {
    const lyric = notes[index]!.lyric.trim();
    return !HOLD_LYRICS.has(lyric) && /^[a-z']+$/i.test(lyric);
  };
  notes.forEach((_, index) => {
    if (!single(index) || lookup(cleanWord(notes[index]!.lyric))) return;
    for (let first = index - 1; first >= Math.max(0, index - MAX_SYLLABLE_NOTES + 1); first -= 1) {
      if (!single(first) || goesOn[first]) return;
      const word = notes
        .slice(first, index + 1)
        .map((note) => cleanWord(note.lyric))
        .join('');
      if (lookup(word)) {
        for (let joined = first; joined < index; joined += 1) goesOn[joined] = true;
        return;
      }
    }
  });
  return goesOn;
}

/**
 * English lyrics to syllables: one word per note, or a word spread over notes with hyphens
 * ("hel-" "lo") or typed a syllable per note ("twin" "kle"); the dictionary's syllables are dealt to
 * the notes, extra notes hold the vowel, extra syllables share the last note.
 */
export function phonemizeEnglish(notes: readonly NoteLyric[], dictionary: PronouncingDictionary): PhonemizeResult {
  const result: PhonemizeResult = { syllables: notes.map(() => []), warnings: [] };
  const lookup = lookupOf(dictionary);
  const goesOn = wordGoesOn(notes, lookup);
  let index = 0;
  while (index < notes.length) {
    const first = notes[index]!;
    const lyric = first.lyric.trim();
    if (HOLD_LYRICS.has(lyric)) {
      result.syllables[index] = [holdSyllable()];
      index += 1;
      continue;
    }
    // Gather the notes of one hyphenated word.
    const group = [index];
    while (goesOn[group[group.length - 1]!] && group[group.length - 1]! + 1 < notes.length) {
      const next = group[group.length - 1]! + 1;
      if (HOLD_LYRICS.has(notes[next]!.lyric.trim())) break;
      group.push(next);
    }
    const words = group
      .map((noteIndex) => notes[noteIndex]!.lyric)
      .join('')
      .split(/\s+/)
      .map(cleanWord)
      .filter(Boolean);
    // Digits or signs alone: nothing to read, so the note is flagged (it is sung "ah", never silently).
    if (!words.length && lyric !== '') result.warnings.push(lyricWarning(first.id, 'unreadable_lyric', lyric));
    const phones: string[] = [];
    for (const word of words) {
      const entry = lookup(word) ?? lookup(word.replace(/'/g, ''));
      if (entry) phones.push(...arpabetToPhones(entry));
      else {
        phones.push(...letterToSound(word));
        result.warnings.push(lyricWarning(first.id, 'unknown_word', word));
      }
    }
    const syllables: Syllable[] = phones.length ? syllabify(phones) : [defaultSyllable('ɑ')];
    group.forEach((noteIndex, position) => {
      if (position < group.length - 1) {
        result.syllables[noteIndex] = position < syllables.length ? [syllables[position]!] : [holdSyllable()];
      } else {
        result.syllables[noteIndex] = position < syllables.length ? syllables.slice(position) : [holdSyllable()];
      }
    });
    index = group[group.length - 1]! + 1;
  }
  return result;
}

/** English in the registry: the CMU dictionary, loaded once (letter-to-sound rules until it is). */
export const english: LanguageReader = {
  load: loadCmuDictionary,
  read: (notes, dictionary) => phonemizeEnglish(notes, dictionary ?? {}),
};
