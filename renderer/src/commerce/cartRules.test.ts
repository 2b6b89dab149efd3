import { describe, expect, it } from 'vitest';
import { promotionFitsCart, pruneCart, removeFromCart } from './cartRules';

const nime = { uuid: 'nime', lookup_key: 'character_nime' };
const lica = { uuid: 'lica', lookup_key: 'character_lica' };

describe('cart rules', () => {
  it('removes an item by uuid', () => {
    expect(removeFromCart([nime, lica], 'nime')).toEqual([lica]);
  });

  it('drops owned items and items no longer offered under their lookup key', () => {
    const offered = [
      { uuid: 'nime', lookup_key: 'character_nime_v2' },
      { uuid: 'lica', lookup_key: 'character_lica' },
      { uuid: 'siae', lookup_key: 'character_siae' },
    ];
    const siae = { uuid: 'siae', lookup_key: 'character_siae' };
    const gone = { uuid: 'gone', lookup_key: 'character_gone' };
    expect(pruneCart([nime, lica, siae, gone], offered, new Set(['siae']))).toEqual({
      items: [lica],
      removedOwned: 1,
      removedStale: 2,
    });
  });

  it('checks a promotion against the cart', () => {
    expect(promotionFitsCart(['nime'], [nime, lica])).toBe(true);
    expect(promotionFitsCart(['nime'], [lica])).toBe(false);
    expect(promotionFitsCart(null, [lica])).toBe(true);
    expect(promotionFitsCart(null, [])).toBe(false);
  });
});
