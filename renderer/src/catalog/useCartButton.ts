import { useAtom, useAtomValue } from 'jotai';
import type { AddonView } from '../../../shared/schemas/catalog';
import { useHydrated } from '../app/useHydrated';
import { addToCart } from '../cart/addToCart';
import { cartItemsAtom } from '../cart/cartStorage';
import { ownedAddonUuidsAtom } from './ownership';
import { type ProductButtonState, productButtonState } from './planButtons';

/**
 * The add-to-cart state of a character and the action that puts it in the stored cart. The stored
 * cart counts once the page has hydrated: the server, which sent the store with its cards, knows none.
 */
export function useCartButton(addon: AddonView): { state: ProductButtonState; add: () => void } {
  const [storedItems, setItems] = useAtom(cartItemsAtom);
  const items = useHydrated() ? storedItems : [];
  const owned = useAtomValue(ownedAddonUuidsAtom);
  const lookupKey = addon.price.permanent.lookup_key;
  const state = productButtonState({
    owned: owned.has(addon.uuid),
    inCart: items.some((item) => item.uuid === addon.uuid),
    lookupKey,
  });
  return { state, add: () => setItems((current) => addToCart(current, { uuid: addon.uuid, lookup_key: lookupKey })) };
}
