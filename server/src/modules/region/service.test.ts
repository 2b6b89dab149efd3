import { describe, expect, it } from 'vitest';
import { isConsentRegion } from './service';

describe('isConsentRegion', () => {
  it('covers the EU, the EEA, the UK and Switzerland', () => {
    for (const code of ['DE', 'fr', 'IE', 'NO', 'IS', 'LI', 'GB', 'CH'])
      expect(isConsentRegion(code, false)).toBe(true);
  });
  it('is false elsewhere', () => {
    for (const code of ['US', 'KR', 'JP', 'BR']) expect(isConsentRegion(code, true)).toBe(false);
  });
  it('uses the default for missing, unknown or malformed codes', () => {
    for (const code of [undefined, '', 'XX', 'T1', 'Germany', '1']) {
      expect(isConsentRegion(code, true)).toBe(true);
      expect(isConsentRegion(code, false)).toBe(false);
    }
  });
});
