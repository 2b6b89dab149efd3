import { describe, expect, it } from 'vitest';
import { isAccessTokenExpired } from './accessToken';
import { allChecked, canSubmitAgreements, needsAgreements } from './agreements';

describe('needsAgreements', () => {
  it('asks a signed-in user without terms or without the age confirmation', () => {
    expect(needsAgreements({ uuid: 'u', terms_of_service: null, over_14: true })).toBe(true);
    expect(needsAgreements({ uuid: 'u', terms_of_service: 20250203, over_14: false })).toBe(true);
    expect(needsAgreements({ uuid: 'u', terms_of_service: 20250203, over_14: true })).toBe(false);
  });
  it('never asks a visitor who is not signed in', () => {
    expect(needsAgreements(null)).toBe(false);
    expect(needsAgreements({ uuid: '', terms_of_service: null, over_14: false })).toBe(false);
  });
});

describe('agreement boxes', () => {
  it('turns check-all on only when all three are checked', () => {
    expect(allChecked({ terms: true, over14: true, adMailing: true })).toBe(true);
    expect(allChecked({ terms: true, over14: true, adMailing: false })).toBe(false);
  });
  it('allows submitting once terms and age are checked, mailing optional', () => {
    expect(canSubmitAgreements({ terms: true, over14: true, adMailing: false })).toBe(true);
    expect(canSubmitAgreements({ terms: true, over14: false, adMailing: true })).toBe(false);
    expect(canSubmitAgreements({ terms: false, over14: true, adMailing: true })).toBe(false);
  });
});

describe('isAccessTokenExpired', () => {
  const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
  it('reads the expiry from the token', () => {
    expect(isAccessTokenExpired(token(2000), 1_000_000)).toBe(false);
    expect(isAccessTokenExpired(token(1000), 1_000_000)).toBe(true);
    expect(isAccessTokenExpired('garbage', 0)).toBe(true);
  });
});
