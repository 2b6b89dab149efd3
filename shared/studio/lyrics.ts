import englishPatterns from 'hyphen/en-us';
import { toKana } from 'wanakana';
import type { Language } from '../languages';
import type { Command } from './commands';
import type { Track } from './document';
import { cleanLyric } from './notes';

/**
 * "Insert lyrics": a pasted line cut into one lyric per note, in the way each language is sung.
 *
 * - Japanese: one mora per note. A small kana joins the kana before it (きゃ, ファ), っ is a mora of
 *   its own, ー holds the previous vowel. Romaji is read as kana (kyakka → きゃっか; capitals →
 *   katakana). A kanji is one note (its reading is unknown here).
 * - Korean: one syllable block per note (사랑해 → 사, 랑, 해).
 * - English: one syllable per note; words are split at spaces, and into syllables at the hyphens
 *   typed or, without any, by the hyphenation patterns of US English ("twinkle" → twin-, kle). Each
 *   syllable but a word's last keeps a trailing hyphen: the mark that the word goes on over the next
 *   note, which the English phonemizer reads as one word.
 * - In every language "+" is a note that continues the previous vowel (a melisma): "lo+ve" gives
 *   lo, +, ve and "ah++" gives ah, +, +.
 * Punctuation is dropped; apostrophes inside English words are kept.
 */

/** Lyrics that continue the previous note's vowel instead of starting a syllable. */
export const CONTINUATION_LYRICS: readonly string[] = ['+', 'ー', '-'];

export function isContinuationLyric(lyric: string): boolean {
  return CONTINUATION_LYRICS.includes(lyric);
}

/** Small kana that join the kana before them into one mora (っ and ッ are not among them). */
const SMALL_KANA = new Set([...'ぁぃぅぇぉゃゅょゎゕゖァィゥェォャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ']);
const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc\u31f0-\u31ff]/;
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]/u;
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
const LETTER = /[\p{L}\p{N}]/u;

/** The line cut into one lyric per note. */
export function splitLyrics(text: string, language: Language): string[] {
  switch (language) {
    case 'ja':
      return splitJapanese(text);
    case 'ko':
      return splitKorean(text);
    default:
      return splitEnglish(text);
  }
}

function splitJapanese(text: string): string[] {
  // Romaji runs become kana first; apostrophes and hyphens belong to romaji (kon'nichiha, ra-men).
  const kana = text.replace(/[A-Za-z][A-Za-z'-]*/g, (run) => toKana(run));
  const units: string[] = [];
  for (const character of kana) {
    if (SMALL_KANA.has(character) && units.length && KANA.test(units[units.length - 1]!.slice(-1))) {
      units[units.length - 1] += character;
    } else if (character === '+' || KANA.test(character) || KANJI.test(character)) {
      units.push(character);
    } else if (/[A-Za-z0-9]/.test(character)) {
      // Leftover Latin letters (an unreadable romaji fragment) and digits stay together.
      const last = units[units.length - 1];
      if (last && /[A-Za-z0-9]$/.test(last)) units[units.length - 1] = last + character;
      else units.push(character);
    }
  }
  return units;
}

function splitKorean(text: string): string[] {
  const units: string[] = [];
  let word = '';
  const flush = () => {
    if (word) units.push(word);
    word = '';
  };
  for (const character of text) {
    if (HANGUL_SYLLABLE.test(character) || character === '+') {
      flush();
      units.push(character);
    } else if (LETTER.test(character) || (character === "'" && word)) {
      // A word in another script (an English word in a Korean line) is one note.
      word += character;
    } else {
      flush();
    }
  }
  flush();
  return units;
}

/** The syllables of one English word (letters and apostrophes only) by the hyphenation patterns. */
function hyphenateEnglish(word: string): string[] {
  return englishPatterns.hyphenateSync(word, { hyphenChar: '-', minWordLength: 4 }).split('-').filter(Boolean);
}

function splitEnglish(text: string): string[] {
  const units: string[] = [];
  for (const word of text.split(/\s+/)) {
    const typedHyphens = word.includes('-');
    // The word's pieces in order: syllables, and "+" for a melisma.
    const pieces: string[] = [];
    for (const part of word.split('-')) {
      let current = '';
      const flush = () => {
        current = current.replace(/'+$/, '');
        if (current) pieces.push(...(typedHyphens || current.includes("'") ? [current] : hyphenateEnglish(current)));
        current = '';
      };
      for (const character of part) {
        if (character === '+') {
          flush();
          pieces.push('+');
        } else if (LETTER.test(character) || (character === "'" && current)) {
          current += character;
        }
      }
      flush();
    }
    // A syllable followed directly by another of the same word is marked as going on.
    pieces.forEach((piece, index) => {
      const next = pieces[index + 1];
      units.push(piece !== '+' && next !== undefined && next !== '+' ? `${piece}-` : piece);
    });
  }
  return units;
}

/** The lyrics a pasted line gives, one per note, as they would be stored. */
export function lyricUnits(text: string, language: Language): string[] {
  return splitLyrics(text, language).map(cleanLyric).filter(Boolean);
}

export type InsertLyricsResult = {
  /** The setLyrics command for the History (null when there is nothing to set). */
  command: Extract<Command, { type: 'setLyrics' }> | null;
  /** How many notes got a lyric. */
  filled: number;
  /** Lyrics left over because the selection had fewer notes (the UI may say so). */
  leftover: string[];
};

/**
 * Spreads a pasted line over the selected notes of a track, in time order: one lyric per note,
 * notes beyond the line keep theirs, lyrics beyond the notes are returned as leftover.
 */
export function insertLyrics(
  track: Pick<Track, 'id' | 'notes' | 'language'>,
  noteIds: Iterable<string>,
  text: string,
  language: Language = track.language,
): InsertLyricsResult {
  const wanted = new Set(noteIds);
  const notes = track.notes.filter((note) => wanted.has(note.id));
  const units = lyricUnits(text, language);
  const count = Math.min(units.length, notes.length);
  const lyrics = notes.slice(0, count).map((note, index) => ({ id: note.id, lyric: units[index]! }));
  return {
    command: lyrics.length ? { type: 'setLyrics', trackId: track.id, lyrics } : null,
    filled: count,
    leftover: units.slice(count),
  };
}
