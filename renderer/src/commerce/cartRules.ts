import type { CartItem } from '../../../shared/schemas/cart';

export type OfferedAddon = { uuid: string; lookup_key: string | null };

export function removeFromCart(items: readonly CartItem[], uuid: string): CartItem[] {
  return items.filter((item) => item.uuid !== uuid);
}

/**
 * The cart after the catalogue and the user's characters have their say: owned characters and
 * items no longer offered (gone, free, or sold under another lookup key) are removed. Returns
 * whether anything changed.
 */
export function pruneCart(
  items: readonly CartItem[],
  offered: readonly OfferedAddon[],
  owned: ReadonlySet<string>,
): { items: CartItem[]; removedOwned: number; removedStale: number } {
  const current = new Map(offered.map((addon) => [addon.uuid, addon.lookup_key]));
  const kept: CartItem[] = [];
  let removedOwned = 0;
  let removedStale = 0;
  for (const item of items) {
    if (owned.has(item.uuid)) removedOwned += 1;
    else if (!current.get(item.uuid) || current.get(item.uuid) !== item.lookup_key) removedStale += 1;
    else kept.push(item);
  }
  return { items: kept, removedOwned, removedStale };
}

/** A promotion that names characters must name at least one in the cart (spec section 5). */
export function promotionFitsCart(appliesTo: readonly string[] | null, items: readonly CartItem[]): boolean {
  if (appliesTo === null) return items.length > 0;
  return items.some((item) => appliesTo.includes(item.uuid));
}
