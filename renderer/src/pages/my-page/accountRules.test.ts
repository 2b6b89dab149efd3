import { describe, expect, it } from 'vitest';
import { nameChange } from './NameField';
import { matchesDeletionPhrase } from './useAccountDeletion';

describe('nameChange', () => {
  it('saves only a non-empty, different name of at most 24 characters', () => {
    expect(nameChange('Ann', ' Bea ')).toEqual({ value: 'Bea', tooLong: false });
    expect(nameChange('Ann', 'Ann')).toEqual({ value: null, tooLong: false });
    expect(nameChange('Ann', '   ')).toEqual({ value: null, tooLong: false });
    expect(nameChange('Ann', 'x'.repeat(24)).value).toBe('x'.repeat(24));
    expect(nameChange('Ann', 'x'.repeat(25))).toEqual({ value: null, tooLong: true });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(nameChange('Ann', '🎵'.repeat(24)).tooLong).toBe(false);
  });
});

describe('matchesDeletionPhrase', () => {
  it('accepts the localized phrase only', () => {
    expect(matchesDeletionPhrase('delete my account', 'delete my account')).toBe(true);
    expect(matchesDeletionPhrase('  Delete My Account ', 'delete my account')).toBe(true);
    expect(matchesDeletionPhrase('delete my acount', 'delete my account')).toBe(false);
    expect(matchesDeletionPhrase('내 계정 삭제', '내 계정 삭제')).toBe(true);
    expect(matchesDeletionPhrase('', 'アカウントを削除')).toBe(false);
  });
});
