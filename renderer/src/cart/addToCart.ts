import type { CartItem } from '../../../shared/schemas/cart';

/** Adds an item once: nothing without a lookup key, nothing already in the cart (by uuid). */
export function addToCart(items: readonly CartItem[], item: { uuid: string; lookup_key: string | null }): CartItem[] {
  if (!item.lookup_key) return [...items];
  if (items.some((existing) => existing.uuid === item.uuid)) return [...items];
  return [...items, { uuid: item.uuid, lookup_key: item.lookup_key }];
}
