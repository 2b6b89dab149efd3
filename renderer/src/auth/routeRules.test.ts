import { describe, expect, it } from 'vitest';
import { isLoginRequiredPath } from './routeRules';

describe('isLoginRequiredPath', () => {
  it('asks for a login on my page, the agreements and the voucher page, with or without a language', () => {
    expect(isLoginRequiredPath('/my-page/plan')).toBe(true);
    expect(isLoginRequiredPath('/ko/voucher/')).toBe(true);
    expect(isLoginRequiredPath('/en/pricing')).toBe(false);
  });

  it('asks for a login in the studio and its projects on the web, not in the desktop app', () => {
    expect(isLoginRequiredPath('/studio', true)).toBe(true);
    expect(isLoginRequiredPath('/ja/studio/project/0b3f5c1e-6a57-4f4e-9d2e-1c0f7e3a9b11', true)).toBe(true);
    expect(isLoginRequiredPath('/studios', true)).toBe(false);
    expect(isLoginRequiredPath('/en/studio', false)).toBe(false);
  });
});
