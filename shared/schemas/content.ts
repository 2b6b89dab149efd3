import { z } from 'zod';
import { CURRENCIES } from '../money';

/**
 * Schemas of the catalogue content kept as files in server/content (characters, tags, products,
 * FAQ, legal documents). The seed validates every file with these before loading it.
 */

export const CHARACTER_SLUGS = [
  'hodong',
  'nime',
  'siae',
  'lica',
  'theori',
  'oona',
  'rena',
  'augustin',
  'kyletheredfist',
  'kayanorunami',
  'keistellaria',
  'kitane',
  'otiskingston',
] as const;
export type CharacterSlug = (typeof CHARACTER_SLUGS)[number];

export const TAG_IDS = [
  'jazz',
  'english',
  'anime',
  'kids',
  'korean',
  'jpop',
  'japanese',
  'rnb',
  'metal',
  'kpop',
  'rock',
  'pop',
] as const;
export type TagId = (typeof TAG_IDS)[number];

const nonEmpty = z.string().trim().min(1);

/** Text in each of the product's languages. */
export const localizedTextSchema = z.object({ en: nonEmpty, ko: nonEmpty, ja: nonEmpty }).strict();
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const characterIdSchema = z.string().regex(/^[a-z0-9]{4}$/, 'a character id has 4 lowercase letters or digits');
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i);

export const tagContentSchema = z.object({ id: z.enum(TAG_IDS), text_content: localizedTextSchema }).strict();
export type TagContent = z.infer<typeof tagContentSchema>;

export const characterTextSchema = z
  .object({
    name: nonEmpty.max(40),
    birth: nonEmpty.max(40),
    age: nonEmpty.max(40),
    hobby: nonEmpty.max(200),
    background: nonEmpty.max(1200),
    illustrator: nonEmpty.max(80),
  })
  .strict();
export type CharacterText = z.infer<typeof characterTextSchema>;

export const characterContentSchema = z
  .object({
    slug: z.enum(CHARACTER_SLUGS),
    id: characterIdSchema,
    vendor: nonEmpty.max(60),
    voiceProvider: nonEmpty.max(80),
    color: hexColorSchema,
    tags: z.array(z.enum(TAG_IDS)).min(1).max(6),
    text_content: z.object({ en: characterTextSchema, ko: characterTextSchema, ja: characterTextSchema }).strict(),
  })
  .strict();
export type CharacterContent = z.infer<typeof characterContentSchema>;

/** Every slug exactly once, unique 4-character ids. */
export const charactersFileSchema = z.array(characterContentSchema).superRefine((list, ctx) => {
  const slugs = new Set(list.map((c) => c.slug));
  for (const slug of CHARACTER_SLUGS) {
    if (!slugs.has(slug)) ctx.addIssue({ code: 'custom', message: `missing character ${slug}` });
  }
  if (slugs.size !== list.length) ctx.addIssue({ code: 'custom', message: 'duplicate character slug' });
  if (new Set(list.map((c) => c.id)).size !== list.length) {
    ctx.addIssue({ code: 'custom', message: 'duplicate character id' });
  }
});

export const tagsFileSchema = z.array(tagContentSchema).superRefine((list, ctx) => {
  const ids = new Set(list.map((t) => t.id));
  for (const id of TAG_IDS) if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `missing tag ${id}` });
  if (ids.size !== list.length) ctx.addIssue({ code: 'custom', message: 'duplicate tag' });
});

const minorUnits = z.number().int().nonnegative();
export const unitAmountSchema = z
  .object({ regular: minorUnits, current: minorUnits })
  .strict()
  .refine((amount) => amount.current <= amount.regular, 'current must not exceed regular');

/** A price as kept in content: one lookup key and its amount in every currency. */
export const contentPriceSchema = z
  .object({
    lookup_key: z
      .string()
      .regex(/^[a-z0-9_]{3,64}$/)
      .nullable(),
    unit_amount: z.object(
      Object.fromEntries(CURRENCIES.map((c) => [c, unitAmountSchema])) as {
        [K in (typeof CURRENCIES)[number]]: typeof unitAmountSchema;
      },
    ),
  })
  .strict();
export type ContentPrice = z.infer<typeof contentPriceSchema>;

export const PLAN_IDS = ['basic', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const contentPlanSchema = z
  .object({
    text_content_id: z.enum(PLAN_IDS),
    text_content: localizedTextSchema,
    trial_days: z.number().int().nonnegative(),
    contact_only: z.boolean(),
    price: z.object({ month: contentPriceSchema.optional(), year: contentPriceSchema.optional() }).strict(),
  })
  .strict();

export const contentAddonSchema = z
  .object({
    uuid: z.uuid(),
    character: z.enum(CHARACTER_SLUGS),
    is_free: z.boolean(),
    price: z.object({ permanent: contentPriceSchema }).strict(),
  })
  .strict();

/**
 * The price table: the single source the products call shows and the checkout charges from.
 * Exactly one add-on is free (the basic plan's character), and only it lacks a lookup key.
 */
export const productsFileSchema = z
  .object({ plans: z.array(contentPlanSchema).min(1), addons: z.array(contentAddonSchema).min(1) })
  .strict()
  .superRefine((file, ctx) => {
    const free = file.addons.filter((a) => a.is_free);
    if (free.length !== 1) ctx.addIssue({ code: 'custom', message: 'exactly one add-on must be free' });
    for (const addon of file.addons) {
      const hasKey = addon.price.permanent.lookup_key !== null;
      if (addon.is_free === hasKey) {
        ctx.addIssue({ code: 'custom', message: `${addon.character}: only the free add-on has no lookup key` });
      }
    }
    const keys = [
      ...file.plans.flatMap((p) => [p.price.month?.lookup_key, p.price.year?.lookup_key]),
      ...file.addons.map((a) => a.price.permanent.lookup_key),
    ].filter((key): key is string => typeof key === 'string');
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: 'duplicate lookup_key' });
    const characters = new Set(file.addons.map((a) => a.character));
    if (characters.size !== file.addons.length) ctx.addIssue({ code: 'custom', message: 'one add-on per character' });
    const uuids = new Set(file.addons.map((a) => a.uuid));
    if (uuids.size !== file.addons.length) ctx.addIssue({ code: 'custom', message: 'duplicate add-on uuid' });
  });
export type ProductsFile = z.infer<typeof productsFileSchema>;

export const faqItemContentSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,60}$/),
    t: z.boolean(),
    q: localizedTextSchema,
    a: localizedTextSchema,
  })
  .strict();
export const faqFileSchema = z.array(faqItemContentSchema).min(12);
export type FaqItemContent = z.infer<typeof faqItemContentSchema>;

export const LEGAL_PAGES = ['privacy', 'terms', 'refund-policy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_LANGUAGES = ['ko', 'en'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** Legal language for a page language: ko and en have their own documents, everything else reads en. */
export function legalLanguageFor(language: string): LegalLanguage {
  return language === 'ko' ? 'ko' : 'en';
}
