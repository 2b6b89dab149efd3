import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cart';

describe('parseStoredCart', () => {
  it('accepts a list of items with text uuids and lookup keys', () => {
    expect(parseStoredCart([{ uuid: 'a', lookup_key: 'k' }])).toEqual([{ uuid: 'a', lookup_key: 'k' }]);
    expect(parseStoredCart([])).toEqual([]);
  });
  it('keeps only the uuid and lookup key of an entry', () => {
    expect(parseStoredCart([{ uuid: 'a', lookup_key: 'k', price: 5 }])).toEqual([{ uuid: 'a', lookup_key: 'k' }]);
  });
  it('rejects anything else so that it is cleared', () => {
    expect(parseStoredCart({ uuid: 'a' })).toBeNull();
    expect(parseStoredCart([{ uuid: 1, lookup_key: 'k' }])).toBeNull();
    expect(parseStoredCart([{ lookup_key: 'k' }])).toBeNull();
    expect(parseStoredCart('[]')).toBeNull();
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart([{ uuid: '', lookup_key: 'k' }])).toBeNull();
    expect(parseStoredCart([{ uuid: 'a', lookup_key: '' }])).toBeNull();
    expect(parseStoredCart([{ uuid: 'a', lookup_key: 'k' }, null])).toBeNull();
    expect(parseStoredCart([['a', 'k']])).toBeNull();
  });
});
