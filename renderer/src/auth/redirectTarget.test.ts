import { describe, expect, it } from 'vitest';
import { agreementsReturnPath, homePath, isRootPath, postLoginRedirect, safeRedirectPath } from './redirectTarget';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/ko/my-page')).toBe('/ko/my-page');
    expect(safeRedirectPath('/logged-in?protocol=cantara#x')).toBe('/logged-in?protocol=cantara#x');
    expect(safeRedirectPath('/a/../pricing')).toBe('/pricing');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example/x',
      '/\t/evil.example',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });
});

describe('postLoginRedirect', () => {
  it('just clears a target containing /api', () => {
    expect(postLoginRedirect('/api/auth/v2/user')).toEqual({ kind: 'stay' });
    expect(postLoginRedirect('/en/x?next=/api')).toEqual({ kind: 'stay' });
  });

  it('loads the studio page the visitor was going to fully, keeping the language; /redirect_studio is its home', () => {
    expect(postLoginRedirect('/studio')).toEqual({ kind: 'reload', url: '/studio' });
    expect(postLoginRedirect('/studio/project/1')).toEqual({ kind: 'reload', url: '/studio/project/1' });
    expect(postLoginRedirect('/en/studio?start=demo')).toEqual({ kind: 'reload', url: '/en/studio?start=demo' });
    expect(postLoginRedirect('/studios')).toEqual({ kind: 'navigate', to: '/studios' });
    expect(postLoginRedirect('/redirect_studio?x=1')).toEqual({ kind: 'reload', url: '/studio' });
    expect(postLoginRedirect('/ko/studio')).toEqual({ kind: 'reload', url: '/ko/studio' });
  });

  it('navigates to any other same-origin target', () => {
    expect(postLoginRedirect('/ja/my-page/account')).toEqual({ kind: 'navigate', to: '/ja/my-page/account' });
  });

  it('stays for a missing or foreign target', () => {
    expect(postLoginRedirect(null)).toEqual({ kind: 'stay' });
    expect(postLoginRedirect('https://evil.example/studio')).toEqual({ kind: 'stay' });
  });
});

describe('homePath and isRootPath', () => {
  it('keeps the language of the current path', () => {
    expect(homePath('/ko/login')).toBe('/ko/landing');
    expect(homePath('/login')).toBe('/landing');
  });
  it('recognises the root with or without a language', () => {
    expect(isRootPath('/')).toBe(true);
    expect(isRootPath('/ja')).toBe(true);
    expect(isRootPath('/ja/')).toBe(true);
    expect(isRootPath('/landing')).toBe(false);
  });
});

describe('agreementsReturnPath', () => {
  it('continues to the page the user was going to, on this site only', () => {
    expect(agreementsReturnPath('/en/studio?start=demo')).toBe('/en/studio?start=demo');
    expect(agreementsReturnPath('/ko/voucher')).toBe('/ko/voucher');
    expect(agreementsReturnPath('//evil.example/x')).toBeNull();
  });

  it('adds nothing for the home page, where the agreements go anyway', () => {
    for (const home of ['/', '/en', '/en/', '/en/landing', '/landing', '/en/login?redirect=/x', '/ko/agreements'])
      expect(agreementsReturnPath(home), home).toBeNull();
  });
});
