import { describe, expect, it } from 'vitest';
import type { Note } from '../../../../shared/studio/document';
import { createPhonemizer } from '../../../../shared/studio/voice/phonemize';
import { characterRange, noteMarks, phonemizeOrder, rangeCheck, rangeText, syllableText } from './noteMarks';
import { checkPhonemes } from './phonemeOverride';

const note = (id: string, tick: number, pitch: number, lyric: string, phonemes?: string): Note => ({
  id,
  tick,
  duration: 480,
  pitch,
  lyric,
  ...(phonemes ? { phonemes } : {}),
});

function marksOf(language: 'ja' | 'ko' | 'en', characterId: string, notes: Note[], dictionary = {}) {
  const ordered = phonemizeOrder(notes);
  const result = createPhonemizer(language, dictionary).phonemize(ordered.map(({ id, lyric }) => ({ id, lyric })));
  return noteMarks({ notes, characterId: characterId as 'hodo' }, { noteIds: ordered.map((n) => n.id), result });
}

describe('phoneme display strings', () => {
  it('joins phones with spaces and syllables with a middle dot; a hold is ~', () => {
    expect(syllableText([{ onset: ['k', 'j'], nucleus: ['a'], coda: [] }])).toBe('k j a');
    expect(
      syllableText([
        { onset: ['h'], nucleus: ['ɛ'], coda: [] },
        { onset: ['l'], nucleus: ['o', 'ʊ'], coda: [] },
      ]),
    ).toBe('h ɛ · l o ʊ');
    expect(syllableText([{ onset: [], nucleus: [], coda: [], hold: true }])).toBe('~');
  });

  it('shows the Japanese reading, the Korean batchim, the hold of ー', () => {
    const ja = marksOf('ja', 'nime', [note('a', 0, 70, 'きゃ'), note('b', 480, 70, 'ー'), note('c', 960, 70, 'ん')]);
    expect([...ja.values()].map((mark) => mark.phonemes)).toEqual(['k j a', '~', 'ɴ']);
    const ko = marksOf('ko', 'hodo', [note('a', 0, 60, '한')]);
    expect(ko.get('a')?.phonemes).toBe('h a n');
  });

  it('reads in time order even when the notes are not stored so', () => {
    const marks = marksOf('ja', 'nime', [note('late', 960, 70, 'か'), note('early', 0, 70, 'さ')]);
    expect(marks.get('early')?.phonemes).toBe('s a');
    expect(marks.get('late')?.phonemes).toBe('k a');
  });
});

describe('overrides and warnings', () => {
  it('a typed override is shown instead of the reading and clears the lyric warning', () => {
    const marks = marksOf('ja', 'nime', [note('a', 0, 70, '漢'), note('b', 480, 70, '漢', 's a')]);
    expect(marks.get('a')).toMatchObject({ overridden: false, warning: { code: 'kanji', lyric: '漢' } });
    expect(marks.get('b')).toMatchObject({ phonemes: 's a', overridden: true });
    expect(marks.get('b')?.warning).toBeUndefined();
    expect(marks.get('b')?.automatic).toBe(marks.get('a')?.automatic);
  });

  it('flags an unknown English word, and an override with a phoneme the voice does not know', () => {
    const marks = marksOf('en', 'theo', [note('a', 0, 60, 'zzyzx'), note('b', 480, 60, 'la', 's qq')], {
      LA: 'L AA1',
    });
    expect(marks.get('a')?.warning).toEqual({ code: 'unknown_word', lyric: 'zzyzx' });
    expect(marks.get('b')?.warning).toEqual({ code: 'unknown_phoneme', lyric: 'qq' });
  });

  it('checks typed phonemes: blank is automatic, spaces are tidied, unknown tokens are named', () => {
    expect(checkPhonemes('   ')).toEqual({ phonemes: null });
    expect(checkPhonemes('  s   a ')).toEqual({ phonemes: 's a' });
    expect(checkPhonemes('HH AH0 L OW1')).toEqual({ phonemes: 'HH AH0 L OW1' });
    expect(checkPhonemes('s xyz a')).toEqual({ unknown: 'xyz' });
  });
});

describe('range checks', () => {
  it("marks pitches outside the character's range, low or high", () => {
    expect(characterRange('hodo')).toEqual({ low: 48, high: 69 });
    expect(rangeCheck('hodo', 47)).toBe('low');
    expect(rangeCheck('hodo', 48)).toBeUndefined();
    expect(rangeCheck('hodo', 69)).toBeUndefined();
    expect(rangeCheck('hodo', 70)).toBe('high');
    expect(rangeCheck('nobody', 10)).toBeUndefined();
    expect(rangeText('hodo')).toBe('C3–A4');
  });

  it('puts the range on each note mark, before any reading arrives', () => {
    const marks = noteMarks(
      { notes: [note('a', 0, 40, 'la'), note('b', 480, 60, 'la')], characterId: 'hodo' },
      undefined,
    );
    expect(marks.get('a')).toEqual({ phonemes: '', overridden: false, automatic: '', range: 'low' });
    expect(marks.get('b')?.range).toBeUndefined();
  });
});
