import type { Kysely } from 'kysely';
import type { CataloguePrice } from '../../../../shared/commerce';
import type { Language } from '../../../../shared/languages';
import type { Currency } from '../../../../shared/money';
import type { Database } from '../../db/schema';

type Localized = Record<Language, string>;

/** jsonb arrives parsed from pg and PGlite alike; accept a string too. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * What commerce reads of the catalogue: the price table (the only source of amounts), trial days,
 * which add-ons are offered and free, and product names for receipts and hosted pages.
 */
export function catalogReader(db: Kysely<Database>) {
  return {
    /** Prices of the given lookup keys in one currency; unknown keys are absent. */
    async pricesByLookupKeys(lookupKeys: readonly string[], currency: Currency): Promise<CataloguePrice[]> {
      if (!lookupKeys.length) return [];
      const rows = await db
        .selectFrom('catalog_prices')
        .select(['lookup_key', 'product_id', 'product_kind', 'period', 'current'])
        .where('currency', '=', currency)
        .where('lookup_key', 'in', [...lookupKeys])
        .execute();
      return rows.flatMap((row) =>
        row.lookup_key
          ? [
              {
                lookupKey: row.lookup_key,
                productId: row.product_id,
                productKind: row.product_kind,
                period: row.period,
                amount: row.current,
              },
            ]
          : [],
      );
    },

    /** True when every key is still a lookup key of the price table. */
    async lookupKeysExist(lookupKeys: readonly string[]): Promise<boolean> {
      const unique = [...new Set(lookupKeys)];
      const rows = await db
        .selectFrom('catalog_prices')
        .select('lookup_key')
        .distinct()
        .where('lookup_key', 'in', unique)
        .execute();
      return rows.length === unique.length;
    },

    async trialDays(planId: string): Promise<number> {
      const row = await db.selectFrom('catalog_plans').select('trial_days').where('id', '=', planId).executeTakeFirst();
      return row?.trial_days ?? 0;
    },

    async addons(): Promise<Array<{ uuid: string; characterId: string; isFree: boolean; name: Localized }>> {
      const rows = await db
        .selectFrom('catalog_addons as a')
        .innerJoin('catalog_characters as c', 'c.id', 'a.character_id')
        .select(['a.uuid', 'a.character_id', 'a.is_free', 'c.text_content'])
        .orderBy('a.position')
        .execute();
      return rows.map((row) => {
        const text = fromJson<Record<Language, { name: string }>>(row.text_content);
        return {
          uuid: row.uuid,
          characterId: row.character_id,
          isFree: row.is_free,
          name: { en: text.en.name, ko: text.ko.name, ja: text.ja.name },
        };
      });
    },

    async planNames(): Promise<Map<string, Localized>> {
      const rows = await db.selectFrom('catalog_plans').select(['id', 'text_content']).execute();
      return new Map(rows.map((row) => [row.id, fromJson<Localized>(row.text_content)]));
    },

    async allCharacterIds(): Promise<string[]> {
      const rows = await db.selectFrom('catalog_characters').select('id').orderBy('position').execute();
      return rows.map((row) => row.id);
    },
  };
}

export type CatalogReader = ReturnType<typeof catalogReader>;
