import { PRODUCTS_CACHE_SECONDS } from '../../../shared/catalog';
import type { Language } from '../../../shared/languages';
import { type Currency, currencyForLanguage } from '../../../shared/money';
import type { CharacterView, FaqItemView, ProductsResponse, SiteConfig } from '../../../shared/schemas/catalog';
import { ApiRequestError, apiRequest, schemaAlongside } from '../api/client';
import { documentPageData } from '../app/pageData';
import { createQueryCache } from './queryCache';

/**
 * The answers' schemas (and zod) load alongside the first call, not with a page that links here (the
 * home page calls only once the visitor scrolls towards its catalogue sections).
 */
const schemas = () => import('../../../shared/schemas/catalog');

const CACHE_MS = PRODUCTS_CACHE_SECONDS * 1000;
const productsCache = createQueryCache<ProductsResponse>(CACHE_MS);
const charactersCache = createQueryCache<CharacterView[]>(CACHE_MS);
const faqCache = createQueryCache<FaqItemView[]>(CACHE_MS);
const configCache = createQueryCache<SiteConfig>(5 * 60 * 1000);

// The data the server sent with the page is the first answer: the page's first reads do not fetch it again.
const sent = documentPageData();
if (sent.characters) charactersCache.seed('all', sent.characters);
if (sent.products) productsCache.seed(`${sent.products.currency}:true`, sent.products);
if (sent.faq) faqCache.seed(sent.faq.language, sent.faq.items);
if (sent.siteConfig) configCache.seed('config', sent.siteConfig);

/**
 * A failure to load the product list is GET_PRODUCT_ERROR (spec section 8: an alert), whatever the
 * cause (server error, network, malformed answer); a timeout keeps its own handling and an abort stays one.
 */
export function asProductError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof ApiRequestError && (error.code === 'TIMEOUT_ERROR' || error.code === 'GET_PRODUCT_ERROR')) {
    return error;
  }
  const cause = error instanceof Error ? error.message : String(error);
  const status = error instanceof ApiRequestError ? error.status : 0;
  return new ApiRequestError('GET_PRODUCT_ERROR', status, `Could not load the product list: ${cause}`);
}

/** Product data in the page language's currency, cached for 30 s. */
export function fetchProducts(language: Language, getFree: boolean, currency?: Currency): Promise<ProductsResponse> {
  const chosen = currency ?? currencyForLanguage(language);
  return productsCache.get(`${chosen}:${getFree}`, () =>
    apiRequest('/api/auth/v2/products', {
      schema: schemaAlongside(async () => (await schemas()).productsResponseSchema),
      query: { get_free: getFree, currency: chosen },
    }).catch((error: unknown) => {
      throw asProductError(error);
    }),
  );
}

/** Drops cached product data so that the next read asks the server (e.g. after a stale cart). */
export function refreshProducts(): void {
  productsCache.clear();
}

export function fetchCharacters(): Promise<CharacterView[]> {
  return charactersCache.get(
    'all',
    async () =>
      (
        await apiRequest('/api/catalog/characters', {
          schema: schemaAlongside(async () => (await schemas()).charactersResponseSchema),
        })
      ).data,
  );
}

export function fetchFaq(language: Language): Promise<FaqItemView[]> {
  return faqCache.get(
    language,
    async () =>
      (
        await apiRequest('/api/catalog/faq', {
          schema: schemaAlongside(async () => (await schemas()).faqResponseSchema),
          query: { lang: language },
        })
      ).data,
  );
}

export function fetchSiteConfig(): Promise<SiteConfig> {
  return configCache.get(
    'config',
    async () =>
      (
        await apiRequest('/api/catalog/config', {
          schema: schemaAlongside(async () => (await schemas()).siteConfigResponseSchema),
        })
      ).data,
  );
}

/** A short-lived URL of a full-resolution image; signed-in users only. */
export async function fetchFullImageUrl(
  accessToken: string | null,
  characterId: string,
  withBackground: boolean,
): Promise<{ url: string; file_name: string }> {
  const response = await apiRequest('/api/auth/v2/instrument/full-image', {
    schema: schemaAlongside(async () => (await schemas()).fullImageResponseSchema),
    query: { instrument_id: characterId, bg: withBackground },
    accessToken,
  });
  return response.data;
}
