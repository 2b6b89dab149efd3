import { useAtom, useAtomValue } from 'jotai';
import type { AddonView } from '../../../shared/schemas/catalog';
import { addToCart } from '../cart/addToCart';
import { cartItemsAtom } from '../cart/cartStorage';
import { ownedAddonUuidsAtom } from './ownership';
import { type ProductButtonState, productButtonState } from './planButtons';

/** The add-to-cart state of a character and the action that puts it in the stored cart. */
export function useCartButton(addon: AddonView): { state: ProductButtonState; add: () => void } {
  const [items, setItems] = useAtom(cartItemsAtom);
  const owned = useAtomValue(ownedAddonUuidsAtom);
  const lookupKey = addon.price.permanent.lookup_key;
  const state = productButtonState({
    owned: owned.has(addon.uuid),
    inCart: items.some((item) => item.uuid === addon.uuid),
    lookupKey,
  });
  return { state, add: () => setItems((current) => addToCart(current, { uuid: addon.uuid, lookup_key: lookupKey })) };
}
