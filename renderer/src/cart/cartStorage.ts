import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { type CartItem, parseStoredCart } from '../../../shared/schemas/cart';

export const CART_STORAGE_KEY = 'cart';

const baseStorage = createJSONStorage<CartItem[]>(() => localStorage);

/** The cart lives in local storage; anything stored that is not a valid cart is cleared on read. */
const validatingStorage: typeof baseStorage = {
  ...baseStorage,
  getItem: (key, initialValue) => {
    const stored = baseStorage.getItem(key, initialValue);
    const items = parseStoredCart(stored);
    if (items === null) {
      localStorage.removeItem(key);
      return initialValue;
    }
    return items;
  },
};

export const cartItemsAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [], validatingStorage, { getOnInit: true });
