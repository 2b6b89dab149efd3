import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogReader } from './catalog-reader';

/**
 * Demo promotion codes of the embedded default (listed in the README). Inserted once; existing rows
 * are left as they are.
 */
export const DEMO_PROMOTIONS = [
  { code: 'WELCOME20', percent_off: 20, characters: null, expires_at: null },
  { code: 'DUET30', percent_off: 30, characters: ['nime', 'siae'], expires_at: '2099-12-31T23:59:59Z' },
  { code: 'SPRING2024', percent_off: 25, characters: null, expires_at: '2024-06-01T04:00:00Z' },
] as const;

/** The catalogue's character add-ons by their character's slug (demo data names characters by slug). */
export async function addonsBySlug(db: Kysely<Database>, catalog: CatalogReader) {
  const addons = await catalog.addons();
  const characters = await db.selectFrom('catalog_characters').select(['id', 'slug']).execute();
  const slugOf = new Map(characters.map((c) => [c.id, c.slug]));
  return new Map(addons.map((addon) => [slugOf.get(addon.characterId), addon]));
}

export async function seedDemoPromotions(db: Kysely<Database>, catalog: CatalogReader, now: Date): Promise<void> {
  const addonBySlug = await addonsBySlug(db, catalog);

  const promotions = DEMO_PROMOTIONS.map((promotion) => ({
    code: promotion.code,
    percent_off: promotion.percent_off,
    applies_to: promotion.characters
      ? JSON.stringify(promotion.characters.flatMap((slug) => addonBySlug.get(slug)?.uuid ?? []))
      : null,
    expires_at: promotion.expires_at ? new Date(promotion.expires_at) : null,
    created_at: now,
  }));
  await db
    .insertInto('promotions')
    .values(promotions)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
