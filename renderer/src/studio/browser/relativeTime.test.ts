import { describe, expect, it } from 'vitest';
import { isJustNow, relativeTime } from './relativeTime';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('relativeTime', () => {
  it('says how long ago, in the page language', () => {
    expect(relativeTime('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-03-10T09:00:00Z', 'ko', now)).toBe('3시간 전');
    expect(relativeTime('2026-03-08T12:00:00Z', 'ja', now)).toBe('一昨日');
    expect(relativeTime('2026-03-10T11:59:50Z', 'en', now)).toBe('now');
  });

  it('knows "just now" (under a minute, either side)', () => {
    expect(isJustNow('2026-03-10T11:59:30Z', now)).toBe(true);
    expect(isJustNow('2026-03-10T12:00:20Z', now)).toBe(true);
    expect(isJustNow('2026-03-10T11:58:00Z', now)).toBe(false);
    expect(isJustNow('garbage', now)).toBe(false);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
});
