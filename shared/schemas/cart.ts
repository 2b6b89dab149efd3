import { z } from 'zod/mini';

export const cartItemSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  lookup_key: z.string().check(z.minLength(1)),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A readable cookie (`1`, no contents) kept while this browser's saved cart has items: the server
 * then sends the cart page as the app, not as its prerendered empty cart (a first visitor's).
 */
export const SAVED_CART_COOKIE_NAME = 'saved_cart';

/** A stored cart is valid only as a list of entries with a text uuid; returns null when it must be cleared. */
export function parseStoredCart(value: unknown): CartItem[] | null {
  const parsed = z.safeParse(z.array(cartItemSchema), value);
  return parsed.success ? parsed.data : null;
}
