import { describe, expect, it } from 'vitest';
import { chargeTestCard } from './card';

const now = new Date('2026-11-22T00:00:00Z');
const form = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };

describe('built-in test cards', () => {
  it('pays with 4242 4242 4242 4242', () => {
    expect(chargeTestCard(form, now)).toEqual({ ok: true, last4: '4242' });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(chargeTestCard({ ...form, number: '4000000000000002' }, now)).toMatchObject({
      ok: false,
      problem: 'card_declined',
    });
  });

  it('refuses other real-looking numbers as not a test card', () => {
    expect(chargeTestCard({ ...form, number: '5555 5555 5555 4444' }, now)).toMatchObject({
      problem: 'card_unsupported',
    });
  });

  it.each([
    [{ number: '4242 4242' }, 'number_incomplete'],
    [{ number: '4242 4242 4242 4241' }, 'number_invalid'],
    [{ number: '4242-abcd-4242-4242' }, 'number_invalid'],
    [{ expiry: '13/30' }, 'expiry_invalid'],
    [{ expiry: '10/26' }, 'expiry_past'],
    [{ expiry: 'soon' }, 'expiry_invalid'],
    [{ cvc: '12' }, 'cvc_invalid'],
    [{ name: '  ' }, 'name_missing'],
  ] as const)('reports %o as %s', (change, problem) => {
    expect(chargeTestCard({ ...form, ...change }, now)).toMatchObject({ ok: false, problem });
  });

  it('accepts the current month as not yet expired', () => {
    expect(chargeTestCard({ ...form, expiry: '11/2026' }, now)).toMatchObject({ ok: true });
  });
});
