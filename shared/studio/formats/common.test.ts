import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { encodeShiftJis, encodeUtf8, guessLanguage, signaturesByBar } from './common';

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

describe('time signatures written by bar', () => {
  it('places each change after the bars of the signature before it, the first at the start', () => {
    expect(
      signaturesByBar([
        { bar: 1, numerator: 4, denominator: 4 },
        { bar: 3, numerator: 3, denominator: 4 },
        { bar: 5, numerator: 6, denominator: 8 },
      ]),
    ).toEqual([
      { tick: 0, numerator: 4, denominator: 4 },
      { tick: 2 * 1920, numerator: 3, denominator: 4 },
      { tick: 2 * 1920 + 2 * 1440, numerator: 6, denominator: 8 },
    ]);
    expect(signaturesByBar([])).toEqual([]);
  });
});
