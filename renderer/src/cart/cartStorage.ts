import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { cookieValue } from '../../../shared/cookies';
import { type CartItem, parseStoredCart, SAVED_CART_COOKIE_NAME } from '../../../shared/schemas/cart';

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

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Keeps the saved-cart cookie in step with the stored cart (written only when it changes), so that
 * the server sends a visitor with a saved cart the app rather than the prerendered empty cart.
 */
export function markSavedCart(
  items: readonly CartItem[],
  doc: Pick<Document, 'cookie'> | undefined = globalDocument(),
) {
  if (!doc) return;
  const marked = cookieValue(doc.cookie, SAVED_CART_COOKIE_NAME) !== null;
  if (marked === items.length > 0) return;
  const attributes = `Path=/; SameSite=Lax${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;
  doc.cookie = items.length
    ? `${SAVED_CART_COOKIE_NAME}=1; Max-Age=${YEAR_SECONDS}; ${attributes}`
    : `${SAVED_CART_COOKIE_NAME}=; Max-Age=0; ${attributes}`;
}
const globalDocument = () => (typeof document === 'undefined' ? undefined : document);

/** The cart lives in local storage; anything stored that is not a valid cart is cleared on read. */
const validatingStorage: typeof baseStorage = {
  ...baseStorage,
  getItem: (key, initialValue) => {
    const stored = baseStorage.getItem(key, initialValue);
    const items = parseStoredCart(stored);
    if (items === null) {
      browserStorage().removeItem(key);
      markSavedCart(initialValue);
      return initialValue;
    }
    markSavedCart(items);
    return items;
  },
  setItem: (key, items) => {
    baseStorage.setItem(key, items);
    markSavedCart(items);
  },
  removeItem: (key) => {
    baseStorage.removeItem(key);
    markSavedCart([]);
  },
};

export const cartItemsAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [], validatingStorage, { getOnInit: true });
