import { describe, expect, it } from 'vitest';
import { codeKey, normalizeCodeInput } from './commerce';

describe('code input', () => {
  it('keeps letters, digits and whitespace, upper-cased', () => {
    expect(normalizeCodeInput('duet-30!')).toBe('DUET30');
    expect(normalizeCodeInput(' welcome 20 ')).toBe(' WELCOME 20 ');
    expect(normalizeCodeInput('<script>')).toBe('SCRIPT');
    expect(normalizeCodeInput('ß')).toBe('SS');
  });

  it('looks codes up without whitespace', () => {
    expect(codeKey(' artist 30 ')).toBe('ARTIST30');
    expect(codeKey('--')).toBe('');
  });
});
