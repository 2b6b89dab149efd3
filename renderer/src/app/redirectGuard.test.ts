import { describe, expect, it } from 'vitest';
import { allowRedirect } from './redirectGuard';

describe('allowRedirect', () => {
  it('allows 100 redirects in a burst and refuses the 101st', () => {
    const start = 1_000_000;
    const answers = Array.from({ length: 101 }, (_, i) => allowRedirect(start + i));
    expect(answers.slice(0, 100).every(Boolean)).toBe(true);
    expect(answers[100]).toBe(false);
  });
  it('starts counting again after a quiet period', () => {
    expect(allowRedirect(10_000_000)).toBe(true);
  });
});
