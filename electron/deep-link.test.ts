import { describe, expect, it } from 'vitest';
import { LOGOUT_REASON_MAX_LENGTH } from '../shared/desktop-bridge';
import { DEEP_LINK_MAX_LENGTH, findDeepLinkArgument, parseDeepLink } from './deep-link';

const CODE = 'hZ3k9_Qw-Lm2Xp7Rt5Yv';

describe('parseDeepLink', () => {
  it('reads the three allowed actions', () => {
    expect(parseDeepLink(`cantara://logged-in?code=${CODE}`)).toEqual({ action: 'logged-in', code: CODE });
    expect(parseDeepLink(`cantara://logged-in/?code=${CODE}`)).toEqual({ action: 'logged-in', code: CODE });
    expect(parseDeepLink('cantara://agreements-success')).toEqual({ action: 'agreements-success' });
    expect(parseDeepLink('CANTARA://Agreements-Success/')).toEqual({ action: 'agreements-success' });
    expect(parseDeepLink('cantara://logout?reason=Signed%20in%20as%20someone%20else')).toEqual({
      action: 'logout',
      reason: 'Signed in as someone else',
    });
    expect(parseDeepLink('cantara://logout')).toEqual({ action: 'logout', reason: null });
  });

  it('refuses other schemes and script URLs', () => {
    for (const hostile of [
      `https://logged-in?code=${CODE}`,
      `javascript:alert(1)//cantara://logged-in?code=${CODE}`,
      'javascript://agreements-success',
      `file:///cantara://logged-in?code=${CODE}`,
      `xcantara://logged-in?code=${CODE}`,
      ` cantara://logged-in?code=${CODE}`,
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(parseDeepLink(hostile), hostile).toBeNull();
    }
  });

  it('refuses unknown actions, paths, credentials and ports', () => {
    for (const hostile of [
      'cantara://open?url=https://evil.example',
      'cantara://logged-in/../logout',
      `cantara://logged-in/extra?code=${CODE}`,
      `cantara://user:pass@logged-in?code=${CODE}`,
      `cantara://logged-in:8080?code=${CODE}`,
      `cantara:logged-in?code=${CODE}`,
      `cantara://logged%2Din?code=${CODE}`,
      'cantara://',
      'cantara:',
    ]) {
      expect(parseDeepLink(hostile), hostile).toBeNull();
    }
  });

  it('needs exactly one well-formed hand-off code', () => {
    expect(parseDeepLink('cantara://logged-in')).toBeNull();
    expect(parseDeepLink('cantara://logged-in?code=')).toBeNull();
    expect(parseDeepLink('cantara://logged-in?code=short')).toBeNull();
    expect(parseDeepLink(`cantara://logged-in?code=${CODE}&code=${CODE}`)).toBeNull();
    expect(parseDeepLink(`cantara://logged-in?code=${CODE}%27%3Balert(1)`)).toBeNull();
    expect(parseDeepLink(`cantara://logged-in?code=${'a'.repeat(513)}`)).toBeNull();
    expect(parseDeepLink(`cantara://logged-in?access_token=${CODE}`)).toBeNull();
  });

  it('refuses links longer than the cap and anything that is not a string', () => {
    expect(parseDeepLink(`cantara://logout?reason=${'x'.repeat(DEEP_LINK_MAX_LENGTH)}`)).toBeNull();
    expect(parseDeepLink(undefined)).toBeNull();
    expect(parseDeepLink(42)).toBeNull();
    expect(parseDeepLink({ toString: () => 'cantara://agreements-success' })).toBeNull();
  });

  it('decodes the logout reason once, keeps markup as text, strips control characters and caps it', () => {
    expect(parseDeepLink('cantara://logout?reason=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E')).toEqual({
      action: 'logout',
      reason: '<img src=x onerror=alert(1)>',
    });
    expect(parseDeepLink('cantara://logout?reason=100%2525')).toEqual({ action: 'logout', reason: '100%25' });
    expect(parseDeepLink('cantara://logout?reason=a%00b%0Ac%E2%80%AEd')).toEqual({
      action: 'logout',
      reason: 'a b c d',
    });
    expect(parseDeepLink('cantara://logout?reason=%E3%81%82%E3%81%84')).toEqual({ action: 'logout', reason: 'あい' });
    expect(parseDeepLink('cantara://logout?reason=%20%0A%20')).toEqual({ action: 'logout', reason: null });
    const long = parseDeepLink(`cantara://logout?reason=${'x'.repeat(LOGOUT_REASON_MAX_LENGTH + 100)}`);
    expect(long).toEqual({ action: 'logout', reason: 'x'.repeat(LOGOUT_REASON_MAX_LENGTH) });
  });

  it('reads malformed percent-encoding without throwing', () => {
    expect(parseDeepLink('cantara://logout?reason=%E0%A4%A')).toMatchObject({ action: 'logout' });
  });
});

describe('findDeepLinkArgument', () => {
  const link = `cantara://logged-in?code=${CODE}`;

  it('finds the link wherever Chromium put it among its switches', () => {
    expect(findDeepLinkArgument(['C:\\Cantara\\Cantara.exe', link])).toBe(link);
    expect(
      findDeepLinkArgument([
        'C:\\Cantara\\Cantara.exe',
        '--allow-file-access-from-files',
        '--original-process-start-time=13345',
        link,
        '--secondary',
      ]),
    ).toBe(link);
    expect(findDeepLinkArgument(['/usr/bin/electron', '.', '--no-sandbox', link])).toBe(link);
  });

  it('ignores switches that merely contain the scheme and returns null without a link', () => {
    expect(findDeepLinkArgument(['app', `--url=${link}`, '--cantara://logout'])).toBeNull();
    expect(findDeepLinkArgument(['app', '--no-sandbox'])).toBeNull();
    expect(findDeepLinkArgument([])).toBeNull();
    expect(findDeepLinkArgument([undefined, 3, null])).toBeNull();
  });
});
