/** Visitors see this many characters in the gallery; account holders see them all. */
export const PUBLIC_CHARACTER_COUNT = 7;
/** Product data is cached for 30 s, and refreshed on demand. */
export const PRODUCTS_CACHE_SECONDS = 30;
/** Other characters on a product page (desktop). */
export const STORE_DETAIL_OTHERS = 5;
