import { describe, expect, it } from 'vitest';
import { PHONEMIZE_HINTS, PHONEMIZE_WARNING_CODES } from '../../../shared/studio/voice/syllable';
import en from './locales/en/studio-lyrics.json';
import ja from './locales/ja/studio-lyrics.json';
import ko from './locales/ko/studio-lyrics.json';

describe('lyric warning texts', () => {
  it.each([
    ['en', en],
    ['ko', ko],
    ['ja', ja],
  ])('%s explains every phonemizer warning and says what to do about it', (_language, texts) => {
    expect(Object.keys(texts.warnings).sort()).toEqual([...PHONEMIZE_WARNING_CODES].sort());
    expect(Object.keys(texts.hints).sort()).toEqual([...PHONEMIZE_HINTS].sort());
    for (const [code, text] of Object.entries(texts.warnings)) expect(text, code).toContain('{{lyric}}');
    expect(texts.hints.type_kana_reading).toContain('そら');
  });
});
