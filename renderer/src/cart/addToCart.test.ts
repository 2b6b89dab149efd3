import { describe, expect, it } from 'vitest';
import { addToCart } from './addToCart';

describe('addToCart', () => {
  it('adds an item with a lookup key once', () => {
    const once = addToCart([], { uuid: 'a', lookup_key: 'character_a' });
    expect(once).toEqual([{ uuid: 'a', lookup_key: 'character_a' }]);
    expect(addToCart(once, { uuid: 'a', lookup_key: 'character_a' })).toEqual(once);
  });
  it('ignores items without a lookup key', () => {
    expect(addToCart([], { uuid: 'free', lookup_key: null })).toEqual([]);
  });
});
