import { galleryArt } from '../../../../shared/catalog';
import { LANGUAGES } from '../../../../shared/languages';
import { currencyForLanguage } from '../../../../shared/money';
import type { CharacterView } from '../../../../shared/schemas/catalog';

const LANGUAGE = `(${LANGUAGES.join('|')})`;
const HOME_PATH = new RegExp(`^/(?:${LANGUAGE}/?)?(?:landing/?)?$`);
const CHARACTERS_PATH = new RegExp(`^/(?:${LANGUAGE}/)?characters/?$`);
const STORE_PATH = new RegExp(`^/(?:${LANGUAGE}/)?pricing/store/?$`);
const PRODUCT_PATH = new RegExp(`^/(?:${LANGUAGE}/)?pricing/store/product/([^/]+)/?$`);
/** The pages whose first request is the site configuration (release notes, the download's version file). */
const CONFIG_PATH = new RegExp(`^/(?:${LANGUAGE}/)?(?:releases|releases/embed|help|download)/?$`);

/** The home page's largest image: announced with the HTML so that it loads while the app starts. */
const HOME_POSTER = '</media/home/poster.webp>; rel=preload; as=image; fetchpriority=high';
/** The same request as the pages' fetch (credentials included), so that a page uses this answer. */
const CHARACTERS_API = '</api/catalog/characters>; rel=preload; as=fetch; crossorigin=use-credentials';
/** The release notes start a chain of requests with it (configuration, notes, their blocks, their pictures). */
const CONFIG_API = '</api/catalog/config>; rel=preload; as=fetch; crossorigin=use-credentials';
/**
 * The first row of the gallery and of the store on a phone: their largest pictures. The pages learn
 * them from the character list once their code runs; announced with the HTML, they load meanwhile.
 */
export const FIRST_ROW = 2;

/** The products request the store and product pages make in a language (renderer/src/catalog/catalogApi.ts). */
const productsApi = (language: string) =>
  `</api/auth/v2/products?get_free=true&currency=${currencyForLanguage(language)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const image = (url: string) => `<${url}>; rel=preload; as=image; fetchpriority=high`;
/** A gallery card's picture, announced with the same candidates as the page's `<img srcset>` so that one file loads. */
const galleryImage = (images: CharacterView['images']) => {
  const { src, srcSet, sizes } = galleryArt(images);
  return `<${src}>; rel=preload; as=image; imagesrcset="${srcSet}"; imagesizes="${sizes}"; fetchpriority=high`;
};

/** Whether a page path needs the character list for its `Link` header (so that the caller reads it only then). */
export function needsCharacters(pathname: string): boolean {
  return CHARACTERS_PATH.test(pathname) || STORE_PATH.test(pathname) || PRODUCT_PATH.test(pathname);
}

/**
 * The `Link` preloads of a catalogue page's HTML: the data its code will ask for and the pictures it
 * will show first (the largest thing on its first screen), so that they arrive while the code loads.
 * Empty for other paths. The products request's currency follows the path's language; without one
 * the page's language is the visitor's, unknown here, so only the character list is announced. A page
 * sent with its data (`dataInPage`: renderer.ts rendered it with the data) fetches none of it: only
 * its pictures are announced.
 */
export function pagePreloads(
  pathname: string,
  characters: readonly CharacterView[],
  { dataInPage = false }: { dataInPage?: boolean } = {},
): string[] {
  if (HOME_PATH.test(pathname)) return [HOME_POSTER];
  if (CONFIG_PATH.test(pathname)) return dataInPage ? [] : [CONFIG_API];
  const charactersApi = dataInPage ? [] : [CHARACTERS_API];
  const gallery = pathname.match(CHARACTERS_PATH);
  if (gallery) return [...charactersApi, ...characters.slice(0, FIRST_ROW).map((c) => galleryImage(c.images))];
  const store = pathname.match(STORE_PATH);
  if (store) {
    return [
      ...charactersApi,
      ...(store[1] && !dataInPage ? [productsApi(store[1])] : []),
      ...characters.slice(0, FIRST_ROW).map((c) => image(c.images.thumbnail)),
    ];
  }
  const product = pathname.match(PRODUCT_PATH);
  if (product) {
    const character = characters.find((c) => c.id === decodeURIComponent(product[2] ?? ''));
    return [
      ...charactersApi,
      ...(product[1] && !dataInPage ? [productsApi(product[1])] : []),
      ...(character ? [image(character.images.body_bg)] : []),
    ];
  }
  return [];
}
