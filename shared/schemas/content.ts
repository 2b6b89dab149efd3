import { z } from 'zod/mini';
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

const nonEmpty = z.string().check(z.trim(), z.minLength(1));
const nonEmptyMax = (max: number) => nonEmpty.check(z.maxLength(max));

/** Text in each of the product's languages. */
export const localizedTextSchema = z.strictObject({ en: nonEmpty, ko: nonEmpty, ja: nonEmpty });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const characterIdSchema = z
  .string()
  .check(z.regex(/^[a-z0-9]{4}$/, 'a character id has 4 lowercase letters or digits'));
export const hexColorSchema = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

export const tagContentSchema = z.strictObject({ id: z.enum(TAG_IDS), text_content: localizedTextSchema });
export type TagContent = z.infer<typeof tagContentSchema>;

export const characterTextSchema = z.strictObject({
  name: nonEmptyMax(40),
  birth: nonEmptyMax(40),
  age: nonEmptyMax(40),
  hobby: nonEmptyMax(200),
  background: nonEmptyMax(1200),
  /** The voice provider's name as readers of this language write it (the top-level voiceProvider is its Latin form). */
  voiceProvider: nonEmptyMax(80),
  illustrator: nonEmptyMax(80),
});
export type CharacterText = z.infer<typeof characterTextSchema>;

export const characterContentSchema = z.strictObject({
  slug: z.enum(CHARACTER_SLUGS),
  id: characterIdSchema,
  vendor: nonEmptyMax(60),
  voiceProvider: nonEmptyMax(80),
  color: hexColorSchema,
  tags: z.array(z.enum(TAG_IDS)).check(z.minLength(1), z.maxLength(6)),
  text_content: z.strictObject({ en: characterTextSchema, ko: characterTextSchema, ja: characterTextSchema }),
});
export type CharacterContent = z.infer<typeof characterContentSchema>;

/** Every slug exactly once, unique 4-character ids. */
export const charactersFileSchema = z.array(characterContentSchema).check(
  z.superRefine((list, ctx) => {
    const slugs = new Set(list.map((c) => c.slug));
    for (const slug of CHARACTER_SLUGS) {
      if (!slugs.has(slug)) ctx.addIssue({ code: 'custom', message: `missing character ${slug}` });
    }
    if (slugs.size !== list.length) ctx.addIssue({ code: 'custom', message: 'duplicate character slug' });
    if (new Set(list.map((c) => c.id)).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate character id' });
    }
  }),
);

export const tagsFileSchema = z.array(tagContentSchema).check(
  z.superRefine((list, ctx) => {
    const ids = new Set(list.map((t) => t.id));
    for (const id of TAG_IDS) if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `missing tag ${id}` });
    if (ids.size !== list.length) ctx.addIssue({ code: 'custom', message: 'duplicate tag' });
  }),
);

const minorUnits = z.int().check(z.nonnegative());
export const unitAmountSchema = z
  .strictObject({ regular: minorUnits, current: minorUnits })
  .check(z.refine((amount) => amount.current <= amount.regular, 'current must not exceed regular'));

/** A price as kept in content: one lookup key and its amount in every currency. */
export const contentPriceSchema = z.strictObject({
  lookup_key: z.nullable(z.string().check(z.regex(/^[a-z0-9_]{3,64}$/))),
  unit_amount: z.object(
    Object.fromEntries(CURRENCIES.map((c) => [c, unitAmountSchema])) as {
      [K in (typeof CURRENCIES)[number]]: typeof unitAmountSchema;
    },
  ),
});
export type ContentPrice = z.infer<typeof contentPriceSchema>;

export const PLAN_IDS = ['basic', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const contentPlanSchema = z.strictObject({
  text_content_id: z.enum(PLAN_IDS),
  text_content: localizedTextSchema,
  trial_days: z.int().check(z.nonnegative()),
  contact_only: z.boolean(),
  price: z.strictObject({ month: z.optional(contentPriceSchema), year: z.optional(contentPriceSchema) }),
});

export const contentAddonSchema = z.strictObject({
  uuid: z.uuid(),
  character: z.enum(CHARACTER_SLUGS),
  is_free: z.boolean(),
  price: z.strictObject({ permanent: contentPriceSchema }),
});

/**
 * The price table: the single source the products call shows and the checkout charges from.
 * Exactly one add-on is free (the basic plan's character), and only it lacks a lookup key.
 */
export const productsFileSchema = z
  .strictObject({
    plans: z.array(contentPlanSchema).check(z.minLength(1)),
    addons: z.array(contentAddonSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((file, ctx) => {
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
      if (characters.size !== file.addons.length) {
        ctx.addIssue({ code: 'custom', message: 'one add-on per character' });
      }
      const uuids = new Set(file.addons.map((a) => a.uuid));
      if (uuids.size !== file.addons.length) ctx.addIssue({ code: 'custom', message: 'duplicate add-on uuid' });
    }),
  );
export type ProductsFile = z.infer<typeof productsFileSchema>;

export const faqItemContentSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]{2,60}$/)),
  t: z.boolean(),
  q: localizedTextSchema,
  a: localizedTextSchema,
});
export const faqFileSchema = z.array(faqItemContentSchema).check(z.minLength(12));
export type FaqItemContent = z.infer<typeof faqItemContentSchema>;

// The legal pages and their languages live outside the schemas, so that the legal page loads no zod.
export { LEGAL_LANGUAGES, LEGAL_PAGES, type LegalLanguage, type LegalPage, legalLanguageFor } from '../legal';
