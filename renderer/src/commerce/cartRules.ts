import type { PayMode } from '../../../shared/commerce';
import type { CartItem } from '../../../shared/schemas/cart';

/** What the catalogue sells now: an item's uuid (add-on uuid or plan id) and the lookup keys it sells under. */
export type OfferedItem = { uuid: string; lookupKeys: readonly string[]; kind: 'plan' | 'addon' };

export function removeFromCart(items: readonly CartItem[], uuid: string): CartItem[] {
  return items.filter((item) => item.uuid !== uuid);
}

/**
 * The cart after the catalogue and the user's entitlements have their say: owned characters (or the
 * plan the user already has) and items no longer offered under their lookup key are removed.
 */
export function pruneCart(
  items: readonly CartItem[],
  offered: readonly OfferedItem[],
  owned: ReadonlySet<string>,
): { items: CartItem[]; removedOwned: number; removedStale: number } {
  const current = new Map(offered.map((item) => [item.uuid, item.lookupKeys]));
  const kept: CartItem[] = [];
  let removedOwned = 0;
  let removedStale = 0;
  for (const item of items) {
    if (owned.has(item.uuid)) removedOwned += 1;
    else if (!current.get(item.uuid)?.includes(item.lookup_key)) removedStale += 1;
    else kept.push(item);
  }
  return { items: kept, removedOwned, removedStale };
}

/** A cart with a plan is a subscription (its characters go on the first invoice); otherwise a one-time payment. */
export function payModeOf(items: readonly CartItem[], planIds: ReadonlySet<string>): PayMode {
  return items.some((item) => planIds.has(item.uuid)) ? 'subscription' : 'payment';
}

/**
 * A promotion discounts characters: it must name at least one character in the cart, or, naming
 * none, apply to every character of which the cart must hold one (spec section 5).
 */
export function promotionFitsCart(
  appliesTo: readonly string[] | null,
  items: readonly CartItem[],
  planIds: ReadonlySet<string> = new Set(),
): boolean {
  const characters = items.filter((item) => !planIds.has(item.uuid));
  if (appliesTo === null) return characters.length > 0;
  return characters.some((item) => appliesTo.includes(item.uuid));
}
