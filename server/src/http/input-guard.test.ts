import { describe, expect, it } from 'vitest';
import { firstTextPath, hasInvalidCharacters, urlHasInvalidCharacters } from './input-guard';

describe('the input guard', () => {
  it('refuses NUL, control characters and lone surrogates in text, and keeps tabs, newlines and emoji', () => {
    expect(hasInvalidCharacters('a\u0000b')).toBe(true);
    expect(hasInvalidCharacters('bell\u0007')).toBe(true);
    expect(hasInvalidCharacters('del\u007f')).toBe(true);
    expect(hasInvalidCharacters('half \ud83c')).toBe(true);
    expect(hasInvalidCharacters('\udc00 alone')).toBe(true);
    expect(hasInvalidCharacters('line\nnext\tcolumn\r\n')).toBe(false);
    expect(hasInvalidCharacters('노래 うた 🎤 ñ')).toBe(false);
  });

  it('decodes addresses before looking, and refuses escapes that are not UTF-8', () => {
    expect(urlHasInvalidCharacters('/api/auth/v2/user/info?username=%00')).toBe(true);
    expect(urlHasInvalidCharacters('/api/auth/v2/checkout-session/%00')).toBe(true);
    expect(urlHasInvalidCharacters('/idp/auth?state=%0a')).toBe(true);
    expect(urlHasInvalidCharacters('/x?name=%ED%A0%80')).toBe(true);
    expect(urlHasInvalidCharacters('/x?name=%FF')).toBe(true);
    expect(urlHasInvalidCharacters('/x?name=%E2%9C%93&percent=100%&plus=a+b')).toBe(false);
    expect(urlHasInvalidCharacters('/ko/pricing?q=%EB%85%B8%EB%9E%98')).toBe(false);
  });

  it('names the first bad text of a parsed body by its path, keys included, and leaves files alone', () => {
    const badText = (value: unknown) => firstTextPath(value, hasInvalidCharacters);
    expect(badText({ name: 'ok', tags: ['fine', 'bad\u0000'] })).toBe('tags.1');
    expect(badText({ 'key\u0001': 1 })).toBe('key\u0001');
    expect(badText({ text: 'multi\nline', n: 3, b: true, none: null })).toBeNull();
    expect(badText(Buffer.from([0, 1, 2]))).toBeNull();
    expect(badText('\u0000')).toBe('');
  });
});
