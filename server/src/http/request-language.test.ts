import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('takes the best-rated supported language of Accept-Language', () => {
    expect(requestLanguage('ko-KR,ko;q=0.9,en-US;q=0.8')).toBe('ko');
    expect(requestLanguage('en;q=0.3, ja;q=0.8')).toBe('ja');
    expect(requestLanguage('fr-FR, de;q=0.9')).toBe('en');
    expect(requestLanguage('ko;q=0, ja;q=0.1')).toBe('ja');
  });
  it('defaults to English for a missing or garbled header', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage(';;;,,,q=abc')).toBe('en');
  });
});
