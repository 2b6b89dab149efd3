import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { decodeText, decodeUtf8, encodeShiftJis, encodeUtf8, guessLanguage } from './common';

describe('text encodings', () => {
  it('round-trips UTF-8 of every plane and strips a BOM', () => {
    const text = 'a é ら 사 𝄞';
    expect(decodeUtf8(encodeUtf8(text))).toBe(text);
    expect(decodeText([0xef, 0xbb, 0xbf, ...encodeUtf8(text)])).toEqual({ text, encoding: 'utf-8' });
  });

  it('tells malformed UTF-8 from Shift-JIS and Latin-1', () => {
    const sjis = Encoding.convert(Encoding.stringToCode('さくら'), { to: 'SJIS', from: 'UNICODE' });
    expect(decodeText(sjis)).toEqual({ text: 'さくら', encoding: 'shift_jis' });
    // Overlong "/", a lone continuation byte, an encoded surrogate, a truncated sequence.
    for (const bytes of [[0xc0, 0xaf], [0x80], [0xed, 0xa0, 0x80], [0xe3, 0x81]]) {
      expect(decodeText(bytes).encoding).not.toBe('utf-8');
    }
    expect(decodeUtf8([0x61, 0xff, 0x62])).toBe('a\ufffdb');
    expect(decodeText([0xe9, 0x74, 0xe9])).toEqual({ text: 'été', encoding: 'latin1' });
  });

  it('counts what Shift-JIS cannot hold', () => {
    expect(encodeShiftJis('あ?사').unencodable).toBe(1);
    expect(encodeShiftJis('かな').unencodable).toBe(0);
  });

  it('guesses the language of lyrics', () => {
    expect(guessLanguage(['さ', 'く', 'ら'])).toBe('ja');
    expect(guessLanguage(['사', '랑'])).toBe('ko');
    expect(guessLanguage(['hel', 'lo', '+'])).toBe('en');
    expect(guessLanguage(['+', ''])).toBeUndefined();
  });
});
