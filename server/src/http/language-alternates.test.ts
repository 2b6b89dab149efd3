import { describe, expect, it } from 'vitest';
import { languageAlternates, withLanguageAlternates } from './language-alternates';

const ORIGIN = 'https://cantara.studio';

describe('languageAlternates', () => {
  it("names the page's own address and its version in every language, English for everyone else", () => {
    expect(languageAlternates(ORIGIN, '/ja/pricing/store')).toBe(
      '<link rel="canonical" href="https://cantara.studio/ja/pricing/store">' +
        '<link rel="alternate" hreflang="ko" href="https://cantara.studio/ko/pricing/store">' +
        '<link rel="alternate" hreflang="en" href="https://cantara.studio/en/pricing/store">' +
        '<link rel="alternate" hreflang="ja" href="https://cantara.studio/ja/pricing/store">' +
        '<link rel="alternate" hreflang="x-default" href="https://cantara.studio/en/pricing/store">',
    );
  });

  it('keeps a language home at the bare prefix', () => {
    expect(languageAlternates(ORIGIN, '/ko')).toContain(
      '<link rel="alternate" hreflang="ja" href="https://cantara.studio/ja">',
    );
  });

  it('names nothing for a path without a language', () => {
    expect(languageAlternates(ORIGIN, '/studio')).toBe('');
    expect(withLanguageAlternates('<head></head>', ORIGIN, '/studio')).toBe('<head></head>');
  });

  it('escapes what a path could carry into the markup', () => {
    const links = languageAlternates(ORIGIN, '/en/pricing/store/product/"><script>');
    expect(links).not.toContain('"><script>');
    expect(links).toContain('/en/pricing/store/product/&quot;&gt;&lt;script&gt;');
  });

  it('puts the links at the end of <head>', () => {
    expect(withLanguageAlternates('<head><title>T</title></head><body></body>', ORIGIN, '/en/faq')).toMatch(
      /^<head><title>T<\/title><link rel="canonical" href="https:\/\/cantara\.studio\/en\/faq">.*<\/head><body><\/body>$/,
    );
  });
});
