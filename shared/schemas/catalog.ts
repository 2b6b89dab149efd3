import { z } from 'zod/mini';
import { LANGUAGES } from '../languages';
import { CURRENCIES } from '../money';
import {
  CHARACTER_SLUGS,
  characterIdSchema,
  characterTextSchema,
  LEGAL_LANGUAGES,
  LEGAL_PAGES,
  localizedTextSchema,
  PLAN_IDS,
  TAG_IDS,
} from './content';

// The catalogue's numbers live without zod, for pages that need them before any schema.
export { PRODUCTS_CACHE_SECONDS, PUBLIC_CHARACTER_COUNT, STORE_DETAIL_OTHERS } from '../catalog';

const booleanQuery = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

export const productsQuerySchema = z.strictObject({
  get_free: z._default(booleanQuery, false),
  currency: z.optional(z.enum(CURRENCIES)),
});

export const unitAmountViewSchema = z.object({ regular: z.int(), current: z.int() });
export const priceViewSchema = z.object({ lookup_key: z.nullable(z.string()), unit_amount: unitAmountViewSchema });
export type PriceView = z.infer<typeof priceViewSchema>;

export const planViewSchema = z.object({
  text_content_id: z.enum(PLAN_IDS),
  text_content: localizedTextSchema,
  trial_days: z.int(),
  contact_only: z.boolean(),
  price: z.object({ month: z.optional(priceViewSchema), year: z.optional(priceViewSchema) }),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const addonViewSchema = z.object({
  uuid: z.string(),
  text_content_id: z.enum(CHARACTER_SLUGS),
  text_content: localizedTextSchema,
  instrument_ids: z.array(characterIdSchema),
  instrument_tags: z.array(z.enum(TAG_IDS)),
  is_free: z.boolean(),
  price: z.object({ permanent: priceViewSchema }),
});
export type AddonView = z.infer<typeof addonViewSchema>;

export const productsResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  decimal_unit: z.int().check(z.positive()),
  data: z.object({ plan: z.array(planViewSchema), addon: z.array(addonViewSchema) }),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const tagViewSchema = z.object({ id: z.enum(TAG_IDS), text_content: localizedTextSchema });
export type TagView = z.infer<typeof tagViewSchema>;

export const characterViewSchema = z.object({
  slug: z.enum(CHARACTER_SLUGS),
  id: characterIdSchema,
  vendor: z.string(),
  voice_provider: z.string(),
  color: z.string(),
  tags: z.array(tagViewSchema),
  text_content: z.object({ en: characterTextSchema, ko: characterTextSchema, ja: characterTextSchema }),
  images: z.object({ thumbnail: z.string(), card: z.string(), body: z.string(), body_bg: z.string() }),
  sample_url: z.string(),
  addon_uuid: z.nullable(z.string()),
});
export type CharacterView = z.infer<typeof characterViewSchema>;

export const charactersResponseSchema = z.object({ data: z.array(characterViewSchema) });

export const fullImageQuerySchema = z.strictObject({
  instrument_id: characterIdSchema,
  bg: z._default(booleanQuery, true),
});
export const fullImageResponseSchema = z.object({ data: z.object({ url: z.string(), file_name: z.string() }) });

export const faqQuerySchema = z.strictObject({ lang: z._default(z.enum(LANGUAGES), 'en') });
export const faqItemViewSchema = z.object({ id: z.string(), q: z.string(), a: z.string(), t: z.boolean() });
export type FaqItemView = z.infer<typeof faqItemViewSchema>;
export const faqResponseSchema = z.object({ data: z.array(faqItemViewSchema) });

/** `{page}_{lang}.html` → its parts, or null for a name that is no legal document. */
export function parseDocFileName(file: string): { page: (typeof LEGAL_PAGES)[number]; lang: string } | null {
  const match = new RegExp(`^(${LEGAL_PAGES.join('|')})_([a-z]{2})\\.html$`).exec(file);
  return match ? { page: match[1] as (typeof LEGAL_PAGES)[number], lang: match[2]! } : null;
}
export { LEGAL_LANGUAGES, LEGAL_PAGES };

/** What the renderer needs to know of the server's configuration for catalogue pages. */
export const siteConfigResponseSchema = z.object({
  data: z.object({
    downloads_url: z.string(),
    release_embed_origins: z.array(z.string()),
    sale_end: z.string(),
    notion_database_id: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigResponseSchema>['data'];
