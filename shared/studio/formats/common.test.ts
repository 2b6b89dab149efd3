import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { encodeShiftJis, encodeUtf8, guessLanguage } from './common';

describe('text for exports', () => {
  it('writes UTF-8 of every plane', () => {
    const text = 'a é ら 사 𝄞';
    expect(new TextDecoder().decode(Uint8Array.from(encodeUtf8(text)))).toBe(text);
  });

  it('counts what Shift-JIS cannot hold', () => {
    expect(encodeShiftJis('あ?사').unencodable).toBe(1);
    expect(encodeShiftJis('かな').unencodable).toBe(0);
    const { bytes } = encodeShiftJis('さくら');
    expect(Encoding.codeToString(Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS' }))).toBe('さくら');
  });

  it('guesses the language of lyrics', () => {
    expect(guessLanguage(['さ', 'く', 'ら'])).toBe('ja');
    expect(guessLanguage(['사', '랑'])).toBe('ko');
    expect(guessLanguage(['hel', 'lo', '+'])).toBe('en');
    expect(guessLanguage(['+', ''])).toBeUndefined();
  });
});
