import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages';
import { isKnownPagePath, isStudioPath, splitLanguagePrefix, withLanguage } from './routes';

describe('splitLanguagePrefix', () => {
  it('takes a supported first segment as the language', () => {
    expect(splitLanguagePrefix('/ko/pricing')).toEqual({ lang: 'ko', path: '/pricing' });
    expect(splitLanguagePrefix('/ja')).toEqual({ lang: 'ja', path: '/' });
  });
  it('leaves other paths alone', () => {
    expect(splitLanguagePrefix('/pricing/store')).toEqual({ lang: null, path: '/pricing/store' });
    expect(splitLanguagePrefix('/fr/pricing')).toEqual({ lang: null, path: '/fr/pricing' });
    expect(splitLanguagePrefix('/korean')).toEqual({ lang: null, path: '/korean' });
  });
});

describe('isKnownPagePath', () => {
  it('knows every page with and without a prefix, including parameters', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/en')).toBe(true);
    expect(isKnownPagePath('/ko/pricing/store/product/ab12')).toBe(true);
    expect(isKnownPagePath('/ja/my-page/plan/')).toBe(true);
  });
  it('rejects unknown paths', () => {
    expect(isKnownPagePath('/en/nope')).toBe(false);
    expect(isKnownPagePath('/pricing/store/product')).toBe(false);
    expect(isKnownPagePath('/de/pricing')).toBe(false);
  });
});

describe('withLanguage', () => {
  it('prefixes when a language is given', () => {
    expect(withLanguage('ko', '/faq')).toBe('/ko/faq');
    expect(withLanguage('en', '/')).toBe('/en');
    expect(withLanguage(null, '/faq')).toBe('/faq');
  });
});

describe('pickLanguage', () => {
  it('takes the first supported browser language', () => {
    expect(pickLanguage(['fr-FR', 'ja-JP', 'ko'])).toBe('ja');
    expect(pickLanguage(['ko-KR'])).toBe('ko');
  });
  it('defaults to English', () => {
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});

describe('isStudioPath', () => {
  it('knows the studio and its pages, with and without a language', () => {
    expect(isStudioPath('/studio')).toBe(true);
    expect(isStudioPath('/en/studio/project/abc')).toBe(true);
    expect(isStudioPath('/ko/studio/')).toBe(true);
  });
  it('is false for the website, whatever its address holds', () => {
    expect(isStudioPath('/en/landing')).toBe(false);
    expect(isStudioPath('/studios')).toBe(false);
    expect(isStudioPath('/en/releases/studio')).toBe(false);
  });
});
