import type { Kysely } from 'kysely';
import type { Currency } from '../../../../shared/money';
import type { CharacterText, LocalizedText, PlanId, TagId } from '../../../../shared/schemas/content';
import type { Database } from '../../db/schema';
import type { CatalogPricesTable } from '../../db/tables/catalog';

export type CharacterRow = {
  id: string;
  slug: string;
  vendor: string;
  voice_provider: string;
  color: string;
  tags: TagId[];
  text_content: Record<'en' | 'ko' | 'ja', CharacterText>;
  addon_uuid: string | null;
};

/** jsonb arrives parsed from pg and PGlite alike; a string would mean an older driver, so accept both. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function listCharacters(db: Kysely<Database>): Promise<CharacterRow[]> {
  const rows = await db
    .selectFrom('catalog_characters as c')
    .leftJoin('catalog_addons as a', 'a.character_id', 'c.id')
    .select(['c.id', 'c.slug', 'c.vendor', 'c.voice_provider', 'c.color', 'c.tags', 'c.text_content', 'a.uuid'])
    .orderBy('c.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    vendor: row.vendor,
    voice_provider: row.voice_provider,
    color: row.color,
    tags: fromJson<TagId[]>(row.tags),
    text_content: fromJson<CharacterRow['text_content']>(row.text_content),
    addon_uuid: row.uuid ?? null,
  }));
}

export async function listTags(db: Kysely<Database>): Promise<Array<{ id: TagId; text_content: LocalizedText }>> {
  const rows = await db.selectFrom('catalog_tags').select(['id', 'text_content']).orderBy('position').execute();
  return rows.map((row) => ({ id: row.id as TagId, text_content: fromJson<LocalizedText>(row.text_content) }));
}

export async function listPlans(db: Kysely<Database>) {
  const rows = await db.selectFrom('catalog_plans').selectAll().orderBy('position').execute();
  return rows.map((row) => ({
    id: row.id as PlanId,
    text_content: fromJson<LocalizedText>(row.text_content),
    trial_days: row.trial_days,
    contact_only: row.contact_only,
  }));
}

export async function listAddons(db: Kysely<Database>) {
  return db.selectFrom('catalog_addons').select(['uuid', 'character_id', 'is_free']).orderBy('position').execute();
}

export type PriceRow = Pick<
  CatalogPricesTable,
  'product_id' | 'product_kind' | 'period' | 'lookup_key' | 'regular' | 'current'
>;

export async function listPrices(db: Kysely<Database>, currency: Currency): Promise<PriceRow[]> {
  return db
    .selectFrom('catalog_prices')
    .select(['product_id', 'product_kind', 'period', 'lookup_key', 'regular', 'current'])
    .where('currency', '=', currency)
    .execute();
}

/**
 * The prices behind a list of lookup keys in one currency, from the catalogue's price table.
 * Checkout and invoice preview charge from this, never from amounts a client sends; keys that are
 * unknown (or belong to the free character) are simply absent from the result.
 */
export async function findPricesByLookupKeys(
  db: Kysely<Database>,
  lookupKeys: readonly string[],
  currency: Currency,
): Promise<PriceRow[]> {
  if (!lookupKeys.length) return [];
  return db
    .selectFrom('catalog_prices')
    .select(['product_id', 'product_kind', 'period', 'lookup_key', 'regular', 'current'])
    .where('currency', '=', currency)
    .where('lookup_key', 'in', [...lookupKeys])
    .execute();
}

export async function listFaq(db: Kysely<Database>) {
  const rows = await db.selectFrom('catalog_faq').selectAll().orderBy('position').execute();
  return rows.map((row) => ({
    id: row.id,
    t: row.t,
    q: fromJson<LocalizedText>(row.q),
    a: fromJson<LocalizedText>(row.a),
  }));
}

export async function findCharacterSlug(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db.selectFrom('catalog_characters').select('slug').where('id', '=', id).executeTakeFirst();
  return row?.slug ?? null;
}
