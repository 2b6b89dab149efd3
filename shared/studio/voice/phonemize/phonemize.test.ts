import { describe, expect, it } from 'vitest';
import type { NoteLyric, Syllable } from '../syllable';
import { loadPhonemizer } from '.';

function notes(...lyrics: string[]): NoteLyric[] {
  return lyrics.map((lyric, index) => ({ id: `n${index}`, lyric }));
}

function flat(syllables: Syllable[]): string {
  return syllables.map((s) => (s.hold ? '+' : [...s.onset, '.', ...s.nucleus, '.', ...s.coda].join(' '))).join(' | ');
}

describe('English phonemizer', () => {
  it('reads words from the CMU dictionary and deals a hyphenated word to its notes', async () => {
    const phonemizer = await loadPhonemizer('en');
    const result = phonemizer.phonemize(notes('hel-', 'lo', 'star', '+'));
    expect(result.syllables.map(flat)).toEqual(['h . ə .', 'l . o ʊ .', 's t . ɑ . ɹ', '+']);
    expect(result.warnings).toEqual([]);
  });

  it('reads syllables typed a note each ("twin" "kle") as the word they spell, without a warning', async () => {
    const phonemizer = await loadPhonemizer('en');
    const typed = phonemizer.phonemize(notes('twin', 'kle', 'twin', 'kle', 'lit', 'tle', 'star'));
    const hyphenated = phonemizer.phonemize(notes('twin-', 'kle', 'twin-', 'kle', 'lit-', 'tle', 'star'));
    expect(typed.warnings).toEqual([]);
    expect(typed.syllables.map(flat)).toEqual(hyphenated.syllables.map(flat));
    expect(flat(typed.syllables[1]!)).toBe('k . ə . l');
    // Two words each in the dictionary stay two words; a lone unknown syllable is still flagged.
    expect(phonemizer.phonemize(notes('sun', 'light')).syllables.map(flat)).toEqual(['s . ʌ . n', 'l . a ɪ . t']);
    // Unstressed AH is the reduced vowel: "the" is sung /ðə/, not with the open /ʌ/ of "sun".
    expect(phonemizer.phonemize(notes('the')).syllables.map(flat)).toEqual(['ð . ə .']);
    expect(phonemizer.phonemize(notes('star', 'kle')).warnings).toMatchObject([{ code: 'unknown_word', lyric: 'kle' }]);
  });

  it('sings unknown words by letter-to-sound rules and warns', async () => {
    const phonemizer = await loadPhonemizer('en');
    const result = phonemizer.phonemize(notes('zorbly'));
    expect(result.syllables[0]!.length).toBeGreaterThan(0);
    expect(result.syllables[0]![0]!.onset).toContain('z');
    expect(result.warnings).toMatchObject([
      { noteId: 'n0', code: 'unknown_word', lyric: 'zorbly', hint: 'check_spelling_or_phonemes' },
    ]);
  });

  it('flags a lyric with no letters (digits, signs) instead of singing "ah" silently', async () => {
    const phonemizer = await loadPhonemizer('en');
    const result = phonemizer.phonemize(notes('la', '1', '#', ''));
    expect(result.warnings).toMatchObject([
      { noteId: 'n1', code: 'unreadable_lyric', lyric: '1' },
      { noteId: 'n2', code: 'unreadable_lyric', lyric: '#' },
    ]);
  });

  it('lets a per-note phoneme override win, in IPA or ARPAbet', async () => {
    const phonemizer = await loadPhonemizer('en');
    const result = phonemizer.phonemize([
      { id: 'a', lyric: 'love', phonemes: 'l ɑ' },
      { id: 'b', lyric: 'you', phonemes: 'Y UW1' },
      { id: 'c', lyric: 'me', phonemes: 'q!' },
    ]);
    expect(result.syllables.map(flat)).toEqual(['l . ɑ .', 'j . u .', 'm . i .']);
    expect(result.warnings).toMatchObject([
      { noteId: 'c', code: 'unknown_phoneme', lyric: 'q!', hint: 'use_inventory_phonemes' },
    ]);
  });
});

describe('Korean phonemizer', () => {
  it('applies standard pronunciation across syllables and keeps the batchim as the coda', async () => {
    const phonemizer = await loadPhonemizer('ko');
    // 밥을 → [바블] (liaison), 국물 → [궁물] (nasalisation), 별 keeps ㄹ as its coda.
    const result = phonemizer.phonemize(notes('밥', '을', '국', '물', '별'));
    expect(result.syllables.map(flat)).toEqual(['p . a .', 'p . ɨ . l', 'k . u . ŋ', 'm . u . l', 'p j . ʌ . l']);
  });

  it('reads compound vowels and tense or aspirated initials', async () => {
    const phonemizer = await loadPhonemizer('ko');
    const result = phonemizer.phonemize(notes('과', '까', '차', '의'));
    expect(result.syllables.map(flat)).toEqual(['k w . a .', 'k͈ . a .', 'tɕʰ . a .', '. ɨ i .']);
  });
});

describe('Japanese phonemizer', () => {
  it('reads kana and romaji as morae, small kana with their mora, ん and っ as codas, ー as a hold', async () => {
    const phonemizer = await loadPhonemizer('ja');
    const result = phonemizer.phonemize(notes('きゃ', 'shi', 'かん', 'ー', 'ふ', 'ひ', 'きっ'));
    expect(result.syllables.map(flat)).toEqual([
      'k j . a .',
      'ɕ . i .',
      'k . a . ɴ',
      '+',
      'ɸ . ɯ .',
      'ç . i .',
      'k . i . ʔ',
    ]);
  });

  it('sings kanji as "a" and flags the note for the user', async () => {
    const phonemizer = await loadPhonemizer('ja');
    const result = phonemizer.phonemize(notes('空', 'ら'));
    expect(result.syllables.map(flat)).toEqual(['. a .', 'ɾ . a .']);
    // The warning names the note, the problem and what to do: type the reading in kana.
    expect(result.warnings).toEqual([
      {
        noteId: 'n0',
        code: 'kanji',
        lyric: '空',
        hint: 'type_kana_reading',
        suggestion: expect.stringContaining('type the reading in kana'),
      },
    ]);
  });

  it('sings the kana reading typed in place of a kanji without a warning', async () => {
    const phonemizer = await loadPhonemizer('ja');
    const result = phonemizer.phonemize(notes('そ', 'ら'));
    expect(result.syllables.map(flat)).toEqual(['s . o .', 'ɾ . a .']);
    expect(result.warnings).toEqual([]);
  });
});

describe('lyrics in another script than the track language', () => {
  it('sings Hangul on an English track in Korean, with a warning naming it, never a silent "ah"', async () => {
    const phonemizer = await loadPhonemizer('en', ['사랑', '해', 'love']);
    const result = phonemizer.phonemize(notes('사', '랑', '+', 'love'));
    expect(result.syllables.map(flat)).toEqual(['s . a .', 'ɾ . a . ŋ', '+', 'l . ʌ . v']);
    expect(result.warnings).toMatchObject([
      { noteId: 'n0', code: 'read_as_korean', lyric: '사', hint: 'set_track_language' },
      { noteId: 'n1', code: 'read_as_korean', lyric: '랑' },
    ]);
  });

  it('sings kana on a Korean track in Japanese and English words on a Japanese track in English; romaji stays Japanese', async () => {
    const korean = await loadPhonemizer('ko');
    expect(korean.phonemize(notes('さ', 'く')).syllables.map(flat)).toEqual(['s . a .', 'k . ɯ .']);
    expect(korean.phonemize(notes('さ')).warnings).toMatchObject([{ code: 'read_as_japanese' }]);
    const japanese = await loadPhonemizer('ja', ['love']);
    const read = japanese.phonemize(notes('sa', 'ku', 'ra', 'love'));
    expect(read.syllables.map(flat)).toEqual(['s . a .', 'k . ɯ .', 'ɾ . a .', 'l . ʌ . v']);
    expect(read.warnings).toMatchObject([{ noteId: 'n3', code: 'read_as_english', lyric: 'love' }]);
  });

  it('the preview and the plan of the same lyrics are one reading; typed phonemes still apply', async () => {
    const phonemizer = await loadPhonemizer('ja');
    const preview = phonemizer.phonemize(notes('か', 'な'));
    const plan = phonemizer.phonemize([
      { id: 'n0', lyric: 'か' },
      { id: 'n1', lyric: 'な', phonemes: 'm a' },
    ]);
    expect(plan.syllables[0]).toBe(preview.syllables[0]);
    expect(flat(plan.syllables[1]!)).toBe('m . a .');
    expect(flat(preview.syllables[1]!)).toBe('n . a .');
  });
});
