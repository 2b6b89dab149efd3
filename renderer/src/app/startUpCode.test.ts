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

  it("preloads every script the page lists, in the page's order", async () => {
    listing('["/assets/client-a1.js","/assets/Page-b2.js"]');
    await preloadStartUpCode(document);
    expect(preloads()).toEqual(['/assets/client-a1.js', '/assets/Page-b2.js']);
  });

  it("preloads nothing but this site's built scripts", async () => {
    listing('["https://evil.example/x.js","/assets/../api/x.js","/assets/ok.js",42,"javascript:alert(1)"]');
    await preloadStartUpCode(document);
    expect(preloads()).toEqual(['/assets/ok.js']);
  });

  it('preloads a long list completely, a few files at a time', async () => {
    const files = Array.from({ length: 11 }, (_, index) => `/assets/part-${index}.js`);
    listing(JSON.stringify(files));
    const preloading = preloadStartUpCode(document);
    expect(preloads().length).toBeLessThan(files.length);
    await preloading;
    expect(preloads()).toEqual(files);
  });

  it('does nothing without a list or with a broken one', async () => {
    await preloadStartUpCode(document);
    listing('{not json');
    await preloadStartUpCode(document);
    expect(preloads()).toEqual([]);
  });
});
