import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { languageOfUrl, sameOriginUrl } from './return-urls';

const origins = ['http://localhost:8080'];

describe('return URLs', () => {
  it('accepts pages of the site', () => {
    expect(sameOriginUrl('http://localhost:8080/ko/payment-successful', origins, 'success_url').pathname).toBe(
      '/ko/payment-successful',
    );
  });

  it.each([
    'https://evil.example/payment-successful',
    'javascript:alert(1)',
    '//evil.example/x',
    '/relative/path',
    'http://localhost:8080@evil.example/',
  ])('refuses %s', (value) => {
    expect(() => sameOriginUrl(value, origins, 'success_url')).toThrow(ApiError);
  });

  it('reads the page language from the prefix', () => {
    expect(languageOfUrl(new URL('http://localhost:8080/ja/pricing/store/cart'))).toBe('ja');
    expect(languageOfUrl(new URL('http://localhost:8080/pricing'), 'ko')).toBe('ko');
  });
});
