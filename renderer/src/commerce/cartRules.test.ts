import { describe, expect, it } from 'vitest';
import { payModeOf, promotionFitsCart, pruneCart, removeFromCart } from './cartRules';

const nime = { uuid: 'nime', lookup_key: 'character_nime' };
const lica = { uuid: 'lica', lookup_key: 'character_lica' };
const artist = { uuid: 'pro', lookup_key: 'artist_year' };
const plans = new Set(['pro']);

describe('cart rules', () => {
  it('removes an item by uuid', () => {
    expect(removeFromCart([nime, lica], 'nime')).toEqual([lica]);
  });

  it('drops owned items and items no longer offered under their lookup key', () => {
    const offered = [
      { uuid: 'nime', lookupKeys: ['character_nime_v2'], kind: 'addon' as const },
      { uuid: 'lica', lookupKeys: ['character_lica'], kind: 'addon' as const },
      { uuid: 'siae', lookupKeys: ['character_siae'], kind: 'addon' as const },
      { uuid: 'pro', lookupKeys: ['artist_month', 'artist_year'], kind: 'plan' as const },
    ];
    const siae = { uuid: 'siae', lookup_key: 'character_siae' };
    const gone = { uuid: 'gone', lookup_key: 'character_gone' };
    expect(pruneCart([nime, lica, siae, gone, artist], offered, new Set(['siae']))).toEqual({
      items: [lica, artist],
      removedOwned: 1,
      removedStale: 2,
    });
    expect(pruneCart([artist], offered, new Set(['pro'])).removedOwned).toBe(1);
  });

  it('pays a cart with a plan as a subscription', () => {
    expect(payModeOf([nime, artist], plans)).toBe('subscription');
    expect(payModeOf([nime, lica], plans)).toBe('payment');
  });

  it('checks a promotion against the characters of the cart', () => {
    expect(promotionFitsCart(['nime'], [nime, lica], plans)).toBe(true);
    expect(promotionFitsCart(['nime'], [lica], plans)).toBe(false);
    expect(promotionFitsCart(null, [lica], plans)).toBe(true);
    expect(promotionFitsCart(null, [artist], plans)).toBe(false);
    expect(promotionFitsCart(null, [], plans)).toBe(false);
  });
});
