// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../../shared/constants';
import { hasSessionHint, LEGACY_SESSION_CHECK_KEY } from './sessionHint';

describe('hasSessionHint', () => {
  beforeEach(() => localStorage.clear());

  it('is the hint cookie', () => {
    expect(hasSessionHint('a=1; signed_in=1', localStorage)).toBe(true);
    expect(hasSessionHint('a=1', localStorage)).toBe(false);
  });

  it('lets a browser that used the site before the hint existed check once for its session', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ acceptAll: true, userHasChosen: true }));
    expect(hasSessionHint('', localStorage)).toBe(true);
    expect(localStorage.getItem(LEGACY_SESSION_CHECK_KEY)).toBe('1');
    expect(hasSessionHint('', localStorage)).toBe(false);
  });

  it("never makes a first-time visitor's browser check, even once it has answered the cookie notice", () => {
    expect(hasSessionHint('', localStorage)).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ acceptAll: false, userHasChosen: true }));
    expect(hasSessionHint('', localStorage)).toBe(false);
  });

  it('makes no check once signed out of a session that had the hint', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ acceptAll: false, userHasChosen: true }));
    expect(hasSessionHint('signed_in=1', localStorage)).toBe(true);
    expect(hasSessionHint('', localStorage)).toBe(false);
  });
});
