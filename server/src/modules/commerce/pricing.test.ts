import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from '../../../../shared/commerce';
import { priceOrder } from './pricing';

const prices: CataloguePrice[] = [
  { lookupKey: 'character_nime', productId: 'nime-uuid', productKind: 'addon', period: 'permanent', amount: 4900 },
  { lookupKey: 'character_lica', productId: 'lica-uuid', productKind: 'addon', period: 'permanent', amount: 4900 },
  { lookupKey: 'artist_year', productId: 'pro', productKind: 'plan', period: 'year', amount: 9600 },
  { lookupKey: 'artist_month', productId: 'pro', productKind: 'plan', period: 'month', amount: 1000 },
];
const base = { currency: 'usd' as const, prices, promotion: null, trialDays: 7 };

describe('pricing an order from the catalogue', () => {
  it('adds one-time characters, once per lookup key', () => {
    const result = priceOrder({
      ...base,
      mode: 'payment',
      lookupKeys: ['character_nime', 'character_lica', 'character_nime'],
    });
    expect(result).toMatchObject({ ok: true, order: { subtotal: 9800, discount: 0, total: 9800, decimalUnit: 100 } });
  });

  it('rejects keys the price table does not have', () => {
    expect(priceOrder({ ...base, mode: 'payment', lookupKeys: ['character_ghost'] })).toEqual({
      ok: false,
      error: { kind: 'unknown_lookup_key', lookupKeys: ['character_ghost'] },
    });
  });

  it('keeps plans out of one-time payments and needs exactly one plan for a subscription', () => {
    expect(priceOrder({ ...base, mode: 'payment', lookupKeys: ['artist_year'] })).toMatchObject({ ok: false });
    expect(priceOrder({ ...base, mode: 'subscription', lookupKeys: ['character_nime'] })).toMatchObject({ ok: false });
    expect(priceOrder({ ...base, mode: 'subscription', lookupKeys: ['artist_year', 'artist_month'] })).toMatchObject({
      ok: false,
    });
  });

  it('charges nothing for the plan during a trial, but charges add-ons on the first invoice', () => {
    const result = priceOrder({ ...base, mode: 'subscription', lookupKeys: ['artist_year', 'character_lica'] });
    expect(result).toMatchObject({ ok: true, order: { total: 4900, plan: { trialDays: 7 } } });
    const noTrial = priceOrder({ ...base, trialDays: 0, mode: 'subscription', lookupKeys: ['artist_year'] });
    expect(noTrial).toMatchObject({ ok: true, order: { total: 9600 } });
  });

  it('discounts only the characters a promotion applies to', () => {
    const result = priceOrder({
      ...base,
      mode: 'payment',
      lookupKeys: ['character_nime', 'character_lica'],
      promotion: { code: 'DUET30', percentOff: 30, appliesTo: ['nime-uuid'] },
    });
    expect(result).toMatchObject({ ok: true, order: { subtotal: 9800, discount: 1470, total: 8330 } });
  });

  it('rejects a promotion that applies to nothing in the order', () => {
    const result = priceOrder({
      ...base,
      mode: 'payment',
      lookupKeys: ['character_lica'],
      promotion: { code: 'DUET30', percentOff: 30, appliesTo: ['nime-uuid'] },
    });
    expect(result).toEqual({ ok: false, error: { kind: 'promotion_not_applicable' } });
  });
});
