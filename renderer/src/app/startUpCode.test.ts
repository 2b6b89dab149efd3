// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadStartUpCode, START_UP_CODE_ID } from './startUpCode';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function listing(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = START_UP_CODE_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('preloadStartUpCode', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads every script the page lists, in the page's order", () => {
    listing('["/assets/client-a1.js","/assets/Page-b2.js"]');
    preloadStartUpCode(document);
    expect(preloads()).toEqual(['/assets/client-a1.js', '/assets/Page-b2.js']);
  });

  it("preloads nothing but this site's built scripts", () => {
    listing('["https://evil.example/x.js","/assets/../api/x.js","/assets/ok.js",42,"javascript:alert(1)"]');
    preloadStartUpCode(document);
    expect(preloads()).toEqual(['/assets/ok.js']);
  });

  it('does nothing without a list or with a broken one', () => {
    preloadStartUpCode(document);
    listing('{not json');
    preloadStartUpCode(document);
    expect(preloads()).toEqual([]);
  });
});
