import { describe, expect, it } from 'vitest';
import { audioStorageQuota, characterCountPerk, UNLIMITED } from './plans';

describe('characterCountPerk', () => {
  it('counts the characters a basic user sings with and gives every character to artist and business', () => {
    expect(characterCountPerk('basic', 1)).toBe(1);
    expect(characterCountPerk('basic', 3)).toBe(3);
    expect(characterCountPerk('artist', 13)).toBe(UNLIMITED);
    expect(characterCountPerk('business', 0)).toBe(UNLIMITED);
  });
});

describe('audioStorageQuota', () => {
  const MiB = 1024 * 1024;
  it('gives each plan its audio storage, raised by owning a character, unlimited for business', () => {
    expect(audioStorageQuota('basic', false)).toBe(200 * MiB);
    expect(audioStorageQuota('basic', true)).toBe(1024 * MiB);
    expect(audioStorageQuota('artist', false)).toBe(5 * 1024 * MiB);
    expect(audioStorageQuota('artist', true)).toBe(5 * 1024 * MiB);
    expect(audioStorageQuota('business', false)).toBe(UNLIMITED);
  });
});
