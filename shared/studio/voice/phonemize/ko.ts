import { disassembleCompleteCharacter, standardizePronunciation } from 'es-hangul';
import {
  defaultSyllable,
  HOLD_LYRICS,
  holdSyllable,
  lyricWarning,
  type NoteLyric,
  type PhonemizeResult,
  type Syllable,
} from '../syllable';
import { phonemizeJapanese } from './ja';
import type { LanguageReader } from './reader';

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;

const CHOSEONG: Record<string, string[]> = {
  ㄱ: ['k'],
  ㄲ: ['k͈'],
  ㄴ: ['n'],
  ㄷ: ['t'],
  ㄸ: ['t͈'],
  ㄹ: ['ɾ'],
  ㅁ: ['m'],
  ㅂ: ['p'],
  ㅃ: ['p͈'],
  ㅅ: ['s'],
  ㅆ: ['s͈'],
  ㅇ: [],
  ㅈ: ['tɕ'],
  ㅉ: ['t͈ɕ'],
  ㅊ: ['tɕʰ'],
  ㅋ: ['kʰ'],
  ㅌ: ['tʰ'],
  ㅍ: ['pʰ'],
  ㅎ: ['h'],
};

/** Medials (es-hangul spells compound vowels as two jamo): [glide, vowel…]. */
const JUNGSEONG: Record<string, string[]> = {
  ㅏ: ['a'],
  ㅐ: ['e'],
  ㅑ: ['j', 'a'],
  ㅒ: ['j', 'e'],
  ㅓ: ['ʌ'],
  ㅔ: ['e'],
  ㅕ: ['j', 'ʌ'],
  ㅖ: ['j', 'e'],
  ㅗ: ['o'],
  ㅗㅏ: ['w', 'a'],
  ㅗㅐ: ['w', 'e'],
  ㅗㅣ: ['w', 'e'],
  ㅛ: ['j', 'o'],
  ㅜ: ['u'],
  ㅜㅓ: ['w', 'ʌ'],
  ㅜㅔ: ['w', 'e'],
  ㅜㅣ: ['w', 'i'],
  ㅠ: ['j', 'u'],
  ㅡ: ['ɨ'],
  ㅡㅣ: ['ɨ', 'i'],
  ㅣ: ['i'],
};

/** The seven coda sounds (standard pronunciation, article 8): stops unreleased. */
function codaOf(jongseong: string): string[] {
  if (!jongseong) return [];
  const first = jongseong[0]!;
  const last = jongseong[jongseong.length - 1]!;
  if ('ㄱㄲㅋ'.includes(first) || (first === 'ㄹ' && last === 'ㄱ')) return ['k̚'];
  if (first === 'ㄹ' && (last === 'ㅁ' || last === 'ㅍ')) return [last === 'ㅁ' ? 'm' : 'p̚'];
  if ('ㄴ'.includes(first)) return ['n'];
  if ('ㄹ'.includes(first)) return ['l'];
  if ('ㅁ'.includes(first)) return ['m'];
  if ('ㅂㅍ'.includes(first)) return ['p̚'];
  if ('ㅇ'.includes(first)) return ['ŋ'];
  return ['t̚'];
}

export function hangulToSyllable(char: string): Syllable {
  const parts = disassembleCompleteCharacter(char);
  if (!parts) return defaultSyllable('a');
  const medial = JUNGSEONG[parts.jungseong] ?? ['a'];
  const glides = medial.filter((phone) => phone === 'j' || phone === 'w');
  const vowels = medial.filter((phone) => phone !== 'j' && phone !== 'w');
  let onset = [...(CHOSEONG[parts.choseong] ?? [])];
  // ㅅ before /i/ or /j/ is alveolo-palatal.
  if ((onset[0] === 's' || onset[0] === 's͈') && (vowels[0] === 'i' || glides[0] === 'j')) onset = ['ɕ'];
  onset.push(...glides);
  return { onset, nucleus: vowels, coda: codaOf(parts.jongseong) };
}

/**
 * Korean lyrics to syllables. The notes' syllables are read together through the standard
 * pronunciation rules (liaison, nasalisation, tensing: 밥을 → 바블, 국물 → 궁물), then each
 * syllable's initial is the onset and its final consonant (batchim) the note's coda. Latin lyrics
 * are read as romaji.
 */
export function phonemizeKorean(notes: readonly NoteLyric[]): PhonemizeResult {
  const result: PhonemizeResult = { syllables: notes.map(() => []), warnings: [] };
  const chars: Array<{ note: number; char: string }> = [];
  notes.forEach((note, noteIndex) => {
    for (const char of note.lyric) if (HANGUL_SYLLABLE.test(char)) chars.push({ note: noteIndex, char });
  });
  let pronounced = chars.map((entry) => entry.char);
  try {
    const standard = [...standardizePronunciation(pronounced.join(''))];
    if (standard.length === pronounced.length) pronounced = standard;
  } catch {
    // Keep the spelling when the rules cannot read the line.
  }
  chars.forEach((entry, position) => {
    result.syllables[entry.note]!.push(hangulToSyllable(pronounced[position]!));
  });
  notes.forEach((note, noteIndex) => {
    if (result.syllables[noteIndex]!.length > 0) return;
    const lyric = note.lyric.trim();
    if (HOLD_LYRICS.has(lyric)) result.syllables[noteIndex] = [holdSyllable()];
    else if (/[a-z]/i.test(lyric) || /[\u3041-\u30ff]/.test(lyric)) {
      const read = phonemizeJapanese([note]);
      result.syllables[noteIndex] = read.syllables[0]!;
      result.warnings.push(...read.warnings);
    } else {
      if (lyric !== '') result.warnings.push(lyricWarning(note.id, 'unreadable_lyric', lyric));
      result.syllables[noteIndex] = [defaultSyllable('a')];
    }
  });
  return result;
}

/** Korean in the registry: rules only, nothing to load. */
export const korean: LanguageReader = { read: phonemizeKorean };
