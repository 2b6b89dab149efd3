import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { type CartItem, parseStoredCart } from '../../../shared/schemas/cart';

export const CART_STORAGE_KEY = 'cart';

/** Where the browser denies storage (a third-party frame, locked-down settings) the cart lives in memory. */
function browserStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}
const memoryValues = new Map<string, string>();
const memoryStorage: Storage = {
  get length() {
    return memoryValues.size;
  },
  clear: () => memoryValues.clear(),
  getItem: (key) => memoryValues.get(key) ?? null,
  key: (index) => [...memoryValues.keys()][index] ?? null,
  removeItem: (key) => void memoryValues.delete(key),
  setItem: (key, value) => void memoryValues.set(key, String(value)),
};

const baseStorage = createJSONStorage<CartItem[]>(browserStorage);

/** The cart lives in local storage; anything stored that is not a valid cart is cleared on read. */
const validatingStorage: typeof baseStorage = {
  ...baseStorage,
  getItem: (key, initialValue) => {
    const stored = baseStorage.getItem(key, initialValue);
    const items = parseStoredCart(stored);
    if (items === null) {
      browserStorage().removeItem(key);
      return initialValue;
    }
    return items;
  },
};

export const cartItemsAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [], validatingStorage, { getOnInit: true });
