import { describe, expect, it } from 'vitest';
import { detectDesktopOs, isChromeFamily } from './browser';

const nav = (userAgent: string, extra: Record<string, unknown> = {}) =>
  ({ userAgent, platform: '', ...extra }) as unknown as Navigator;

describe('isChromeFamily', () => {
  it('trusts client hints brands', () => {
    expect(isChromeFamily(nav('', { userAgentData: { brands: [{ brand: 'Google Chrome' }] } }))).toBe(true);
    expect(isChromeFamily(nav('', { userAgentData: { brands: [{ brand: 'Chromium' }] } }))).toBe(true);
    expect(isChromeFamily(nav('', { userAgentData: { brands: [{ brand: 'Not A Brand' }] } }))).toBe(false);
  });
  it('falls back to the user agent', () => {
    expect(isChromeFamily(nav('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'))).toBe(
      true,
    );
    expect(isChromeFamily(nav('Mozilla/5.0 (Windows NT 10.0; rv:130.0) Gecko/20100101 Firefox/130.0'))).toBe(false);
    expect(isChromeFamily(nav('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'))).toBe(
      false,
    );
  });
});

describe('detectDesktopOs', () => {
  it('detects Windows and macOS and nothing on phones', () => {
    expect(detectDesktopOs(nav('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', { platform: 'Win32' }))).toBe('windows');
    expect(detectDesktopOs(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', { platform: 'MacIntel' }))).toBe(
      'macos',
    );
    expect(detectDesktopOs(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', { platform: 'iPhone' }))).toBe(
      null,
    );
    expect(detectDesktopOs(nav('Mozilla/5.0 (X11; Linux x86_64)', { platform: 'Linux x86_64' }))).toBe(null);
  });
});
