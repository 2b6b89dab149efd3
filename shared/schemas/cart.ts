import { z } from 'zod/mini';

export const cartItemSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  lookup_key: z.string().check(z.minLength(1)),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A stored cart is valid only as a list of entries with a text uuid; returns null when it must be cleared. */
export function parseStoredCart(value: unknown): CartItem[] | null {
  const parsed = z.safeParse(z.array(cartItemSchema), value);
  return parsed.success ? parsed.data : null;
}
