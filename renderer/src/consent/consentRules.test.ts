import { describe, expect, it } from 'vitest';
import { decideConsent, parseStoredConsent } from './consentRules';

describe('decideConsent', () => {
  it('asks in a GDPR region and keeps consent denied until a choice', () => {
    expect(decideConsent(null, { status: 'eu' })).toEqual({ consent: 'denied', showDialog: true });
  });
  it('grants automatically elsewhere', () => {
    expect(decideConsent(null, { status: 'elsewhere' })).toEqual({ consent: 'granted', showDialog: false });
  });
  it('asks when the region lookup failed', () => {
    expect(decideConsent(null, { status: 'failed' })).toEqual({ consent: 'denied', showDialog: true });
  });
  it('follows a remembered choice wherever the visitor is', () => {
    expect(decideConsent({ acceptAll: true, userHasChosen: true }, { status: 'eu' })).toEqual({
      consent: 'granted',
      showDialog: false,
    });
    expect(decideConsent({ acceptAll: false, userHasChosen: true }, { status: 'elsewhere' })).toEqual({
      consent: 'denied',
      showDialog: false,
    });
  });
  it('ignores a stored value without a choice', () => {
    expect(decideConsent({ acceptAll: true, userHasChosen: false }, { status: 'eu' }).showDialog).toBe(true);
  });
});

describe('parseStoredConsent', () => {
  it('reads a valid entry', () => {
    expect(parseStoredConsent('{"acceptAll":false,"userHasChosen":true}')).toEqual({
      acceptAll: false,
      userHasChosen: true,
    });
  });
  it('treats damaged entries as no choice', () => {
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent('{oops')).toBeNull();
    expect(parseStoredConsent('{"acceptAll":"yes","userHasChosen":true}')).toBeNull();
    expect(parseStoredConsent('null')).toBeNull();
  });
});
