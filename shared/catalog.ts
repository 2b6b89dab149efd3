import { BREAKPOINTS_PX } from './constants';

/** Visitors see this many characters in the gallery; account holders see them all. */
export const PUBLIC_CHARACTER_COUNT = 7;
/** Product data is cached for 30 s, and refreshed on demand. */
export const PRODUCTS_CACHE_SECONDS = 30;
/** Other characters on a product page (desktop). */
export const STORE_DETAIL_OTHERS = 5;

/** Widths of a character's art with background: `images.card` (gallery cards) and `images.body_bg`. */
export const CARD_ART_WIDTH = 360;
export const BODY_ART_WIDTH = 600;

/**
 * The gallery card's picture, as `srcset` and `sizes`: the grid has two columns on phones, three from
 * 560 px and four from the desktop width (in a 1140 px container), so a phone takes the card-size art
 * and a wide window the full one. The page and its `Link` preload must name the same candidates.
 */
export function galleryArt(images: { card: string; body_bg: string }) {
  return {
    src: images.body_bg,
    srcSet: `${images.card} ${CARD_ART_WIDTH}w, ${images.body_bg} ${BODY_ART_WIDTH}w`,
    sizes: `(min-width: ${BREAKPOINTS_PX.desktop}px) 270px, (min-width: 560px) 31vw, 46vw`,
  };
}
