import { describe, expect, it } from 'vitest';
import { characterCountPerk, UNLIMITED } from './plans';

describe('characterCountPerk', () => {
  it('counts the characters a basic user sings with and gives every character to artist and business', () => {
    expect(characterCountPerk('basic', 1)).toBe(1);
    expect(characterCountPerk('basic', 3)).toBe(3);
    expect(characterCountPerk('artist', 13)).toBe(UNLIMITED);
    expect(characterCountPerk('business', 0)).toBe(UNLIMITED);
  });
});
