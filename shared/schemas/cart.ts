/** One cart entry as kept in local storage. */
export type CartItem = { uuid: string; lookup_key: string };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * A readable cookie (`1`, no contents) kept while this browser's saved cart has items: the server
 * then sends the cart page as the app, not as its prerendered empty cart (a first visitor's).
 */
export const SAVED_CART_COOKIE_NAME = 'saved_cart';

/**
 * A stored cart is valid only as a list of entries with a text uuid and lookup key (other fields are
 * dropped); returns null when it must be cleared. Checked without zod: every page reads the cart for
 * the header's count on its first load, and zod would be fetched for this alone.
 */
export function parseStoredCart(value: unknown): CartItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: CartItem[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { uuid, lookup_key } = entry as Record<string, unknown>;
    if (!isText(uuid) || !isText(lookup_key)) return null;
    items.push({ uuid, lookup_key });
  }
  return items;
}
