import { toHiragana, toRomaji } from 'wanakana';
import {
  defaultSyllable,
  HOLD_LYRICS,
  holdSyllable,
  lyricWarning,
  type NoteLyric,
  type PhonemizeResult,
  type Syllable,
} from '../syllable';
import type { LanguageReader } from './reader';

const KANJI = /\p{Script=Han}/u;
const SMALL_KANA = new Set(['ゃ', 'ゅ', 'ょ', 'ぁ', 'ぃ', 'ぅ', 'ぇ', 'ぉ', 'ゎ']);

const VOWEL: Record<string, string> = { a: 'a', i: 'i', u: 'ɯ', e: 'e', o: 'o' };

/** Hepburn consonant spellings (as wanakana writes them) to onset phones. */
const ONSET: Record<string, string[]> = {
  '': [],
  k: ['k'],
  g: ['g'],
  s: ['s'],
  sh: ['ɕ'],
  z: ['dz'],
  j: ['dʑ'],
  t: ['t'],
  ch: ['tɕ'],
  ts: ['ts'],
  d: ['d'],
  n: ['n'],
  h: ['h'],
  f: ['ɸ'],
  b: ['b'],
  p: ['p'],
  m: ['m'],
  y: ['j'],
  r: ['ɾ'],
  w: ['w'],
  v: ['v'],
  ky: ['k', 'j'],
  gy: ['g', 'j'],
  ny: ['n', 'j'],
  hy: ['ç', 'j'],
  by: ['b', 'j'],
  py: ['p', 'j'],
  my: ['m', 'j'],
  ry: ['ɾ', 'j'],
  dy: ['d', 'j'],
  ty: ['t', 'j'],
};

/** Splits hiragana into morae (a kana with its small kana). */
export function splitMorae(kana: string): string[] {
  const morae: string[] = [];
  for (const char of kana) {
    if (SMALL_KANA.has(char) && morae.length > 0) morae[morae.length - 1] += char;
    else morae.push(char);
  }
  return morae;
}

function moraToSyllable(mora: string): Syllable | undefined {
  if (mora === 'ん') return { onset: [], nucleus: ['ɴ'], coda: [] };
  if (mora === 'っ') return { onset: ['ʔ'], nucleus: [], coda: [] };
  const romaji = toRomaji(mora);
  const match = /^([a-z]*?)([aiueo])$/.exec(romaji);
  if (!match) return undefined;
  let onset = ONSET[match[1]!];
  if (!onset) return undefined;
  // は行: ひ is [çi], ふ is [ɸɯ] (wanakana writes "fu").
  if (match[1] === 'h' && match[2] === 'i') onset = ['ç'];
  return { onset: [...onset], nucleus: [VOWEL[match[2]!]!], coda: [] };
}

/**
 * Japanese lyrics (kana or romaji) to morae: one mora per note as UTAU and OpenUtau expect, more
 * morae on one note share it; ん after a vowel closes the syllable, っ is a closure, ー holds.
 * Kanji cannot be read without a dictionary: the note sings "a" and carries a `kanji` warning.
 */
export function phonemizeJapanese(notes: readonly NoteLyric[]): PhonemizeResult {
  const result: PhonemizeResult = { syllables: [], warnings: [] };
  for (const note of notes) {
    const lyric = note.lyric.trim();
    if (HOLD_LYRICS.has(lyric)) {
      result.syllables.push([holdSyllable()]);
      continue;
    }
    if (KANJI.test(lyric)) {
      result.warnings.push(lyricWarning(note.id, 'kanji', lyric));
      result.syllables.push([defaultSyllable('a')]);
      continue;
    }
    const kana = toHiragana(lyric.toLowerCase()).replace(/[^\u3041-\u309fー]/g, '');
    const syllables: Syllable[] = [];
    for (const mora of splitMorae(kana)) {
      const previous = syllables[syllables.length - 1];
      if (mora === 'ー') {
        if (!previous) syllables.push(holdSyllable());
        continue;
      }
      const syllable = moraToSyllable(mora);
      if (!syllable) {
        result.warnings.push(lyricWarning(note.id, 'unreadable_lyric', lyric));
        continue;
      }
      if (previous && previous.nucleus.length > 0 && (mora === 'ん' || mora === 'っ')) {
        previous.coda.push(mora === 'ん' ? 'ɴ' : 'ʔ');
        continue;
      }
      syllables.push(syllable);
    }
    if (syllables.length === 0) {
      if (lyric !== '') result.warnings.push(lyricWarning(note.id, 'unreadable_lyric', lyric));
      syllables.push(defaultSyllable('a'));
    }
    result.syllables.push(syllables);
  }
  return result;
}

/** Japanese in the registry: rules only, nothing to load. */
export const japanese: LanguageReader = { read: phonemizeJapanese };
