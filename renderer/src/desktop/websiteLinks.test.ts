import { describe, expect, it } from 'vitest';
import { desktopAgreementsUrl, desktopSignInUrl, isWebsiteOnlyPath, linkDestination } from './websiteLinks';

const APP = 'https://cantara.studio';

describe('isWebsiteOnlyPath', () => {
  it('matches marketing and store pages in every language', () => {
    for (const path of ['/', '/landing', '/ko/pricing', '/ja/pricing/store', '/en/pricing/store/product/42', '/faq/']) {
      expect(isWebsiteOnlyPath(path)).toBe(true);
    }
  });
  it('keeps the studio, my page, releases and download in the app', () => {
    for (const path of ['/studio', '/ko/my-page/plan', '/releases', '/en/download', '/activation', '/terms']) {
      expect(isWebsiteOnlyPath(path)).toBe(false);
    }
  });
});

describe('linkDestination', () => {
  it('keeps app pages in the window', () => {
    expect(linkDestination('/en/my-page', APP)).toEqual({ kind: 'app' });
    expect(linkDestination('https://cantara.studio/releases', APP)).toEqual({ kind: 'app' });
  });
  it('opens marketing pages and other sites in the browser', () => {
    expect(linkDestination('/ko/pricing', APP)).toEqual({ kind: 'browser', url: 'https://cantara.studio/ko/pricing' });
    expect(linkDestination('https://discord.gg/cantara', APP)).toEqual({
      kind: 'browser',
      url: 'https://discord.gg/cantara',
    });
  });
  it('blocks script and file links', () => {
    expect(linkDestination('javascript:alert(1)', APP)).toEqual({ kind: 'blocked' });
    expect(linkDestination('file:///etc/passwd', APP)).toEqual({ kind: 'blocked' });
    expect(linkDestination('http://[bad', APP)).toEqual({ kind: 'blocked' });
  });
});

describe('desktop website URLs', () => {
  it('signs in on the website and returns to /logged-in with the app protocol', () => {
    const url = new URL(desktopSignInUrl(APP, 'ko'));
    expect(url.origin + url.pathname).toBe('https://cantara.studio/ko/login');
    expect(url.searchParams.get('redirect')).toBe('/ko/logged-in?protocol=cantara');
    expect(new URL(desktopSignInUrl(APP, null)).searchParams.get('redirect')).toBe('/logged-in?protocol=cantara');
  });
  it('opens the agreements with the protocol and the app user', () => {
    const url = new URL(desktopAgreementsUrl(APP, 'ja', 'a b&c'));
    expect(url.pathname).toBe('/ja/agreements');
    expect(url.searchParams.get('protocol')).toBe('cantara');
    expect(url.searchParams.get('uuid')).toBe('a b&c');
  });
});
