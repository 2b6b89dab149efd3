import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import { applyCommand } from './commands';
import { insertLyrics, isContinuationLyric, splitLyrics } from './lyrics';

describe('Japanese lyrics', () => {
  it('gives one mora per note: small kana join, っ and ー stand alone', () => {
    expect(splitLyrics('きゃっきゃ', 'ja')).toEqual(['きゃ', 'っ', 'きゃ']);
    expect(splitLyrics('ラーメン', 'ja')).toEqual(['ラ', 'ー', 'メ', 'ン']);
    expect(splitLyrics('ファイト！ さくら、', 'ja')).toEqual(['ファ', 'イ', 'ト', 'さ', 'く', 'ら']);
    expect(splitLyrics('しょうがっこう', 'ja')).toEqual(['しょ', 'う', 'が', 'っ', 'こ', 'う']);
  });

  it('reads romaji as kana', () => {
    expect(splitLyrics('kyakka', 'ja')).toEqual(['きゃ', 'っ', 'か']);
    expect(splitLyrics("kon'nichiha sekai", 'ja')).toEqual(['こ', 'ん', 'に', 'ち', 'は', 'せ', 'か', 'い']);
    expect(splitLyrics('RA-MEN', 'ja')).toEqual(['ラ', 'ー', 'メ', 'ン']);
  });

  it('gives a kanji one note and keeps melisma marks', () => {
    expect(splitLyrics('夢+を', 'ja')).toEqual(['夢', '+', 'を']);
  });
});

describe('Korean lyrics', () => {
  it('gives one syllable block per note', () => {
    expect(splitLyrics('사랑해, 너를!', 'ko')).toEqual(['사', '랑', '해', '너', '를']);
    expect(splitLyrics('안녕 hello 아+', 'ko')).toEqual(['안', '녕', 'hello', '아', '+']);
  });
});

describe('English lyrics', () => {
  it('splits words at spaces and syllables at typed hyphens, marking a word that goes on; + continues the vowel', () => {
    expect(splitLyrics('hel-lo, world!', 'en')).toEqual(['hel-', 'lo', 'world']);
    expect(splitLyrics('a-ma-zing grace', 'en')).toEqual(['a-', 'ma-', 'zing', 'grace']);
    expect(splitLyrics("don't lo+ve ah++", 'en')).toEqual(["don't", 'lo', '+', 've', 'ah', '+', '+']);
    expect(splitLyrics('  ', 'en')).toEqual([]);
  });

  it('splits words into syllables by hyphenation when none are typed', () => {
    expect(splitLyrics('Twinkle, twinkle, little star', 'en')).toEqual([
      'Twin-',
      'kle',
      'twin-',
      'kle',
      'lit-',
      'tle',
      'star',
    ]);
    expect(splitLyrics('beautiful morning', 'en')).toEqual(['beau-', 'ti-', 'ful', 'morn-', 'ing']);
    expect(splitLyrics("I love you, don't", 'en')).toEqual(['I', 'love', 'you', "don't"]);
  });

  it('knows continuation lyrics', () => {
    expect(isContinuationLyric('+')).toBe(true);
    expect(isContinuationLyric('ー')).toBe(true);
    expect(isContinuationLyric('la')).toBe(false);
  });
});

describe('insert lyrics', () => {
  const doc = blankDocument({ title: 'Song', characterId: 'nime', trackName: 'Lead' });
  doc.tracks[0]!.notes = [0, 1, 2, 3].map((index) => ({
    id: `n${index}`,
    tick: index * 480,
    duration: 480,
    pitch: 60,
    lyric: 'la',
  }));

  it('spreads a line over the selected notes in time order and reports what is left over', () => {
    const result = insertLyrics(doc.tracks[0]!, ['n3', 'n1', 'n2'], 'きゃっかー');
    expect(result.filled).toBe(3);
    expect(result.leftover).toEqual(['ー']);
    const after = applyCommand(doc, result.command!).document;
    expect(after.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['la', 'きゃ', 'っ', 'か']);
  });

  it('leaves notes beyond the line alone and uses the language given', () => {
    const result = insertLyrics(doc.tracks[0]!, ['n0', 'n1', 'n2', 'n3'], 'hel-lo', 'en');
    const after = applyCommand(doc, result.command!).document;
    expect(after.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['hel-', 'lo', 'la', 'la']);
    expect(insertLyrics(doc.tracks[0]!, ['n0'], '...').command).toBeNull();
  });
});
