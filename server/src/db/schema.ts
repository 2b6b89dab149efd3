import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ServerBootsTable {
  id: Generated<number>;
  booted_at: Timestamp;
  version: string;
}

export interface Database {
  server_boots: ServerBootsTable;
  catalog_tags: CatalogTagsTable;
  catalog_characters: CatalogCharactersTable;
  catalog_plans: CatalogPlansTable;
  catalog_addons: CatalogAddonsTable;
  catalog_prices: CatalogPricesTable;
  catalog_faq: CatalogFaqTable;
  release_pages: ReleasePagesTable;
  release_blocks: ReleaseBlocksTable;
  legal_documents: LegalDocumentsTable;
  content_seed: ContentSeedTable;
}

type Json<T> = ColumnType<T, string, string>;
type Localized = { en: string; ko: string; ja: string };

export interface CatalogTagsTable {
  id: string;
  position: number;
  text_content: Json<Localized>;
}

export interface CatalogCharactersTable {
  id: string;
  slug: string;
  position: number;
  vendor: string;
  voice_provider: string;
  color: string;
  tags: Json<string[]>;
  text_content: Json<Record<'en' | 'ko' | 'ja', Record<string, string>>>;
}

export interface CatalogPlansTable {
  id: string;
  position: number;
  text_content: Json<Localized>;
  trial_days: number;
  contact_only: boolean;
}

export interface CatalogAddonsTable {
  uuid: string;
  character_id: string;
  position: number;
  is_free: boolean;
}

export interface CatalogPricesTable {
  product_id: string;
  product_kind: 'plan' | 'addon';
  period: 'month' | 'year' | 'permanent';
  currency: 'usd' | 'krw' | 'jpy';
  lookup_key: string | null;
  regular: number;
  current: number;
}

export interface CatalogFaqTable {
  id: string;
  position: number;
  t: boolean;
  q: Json<Localized>;
  a: Json<Localized>;
}

export interface ReleasePagesTable {
  id: string;
  language: string;
  status: string;
  date: string;
  page: Json<unknown>;
}

export interface ReleaseBlocksTable {
  page_id: string;
  position: number;
  id: string;
  block: Json<unknown>;
}

export interface LegalDocumentsTable {
  page: string;
  language: string;
  html: string;
}

export interface ContentSeedTable {
  id: number;
  content_hash: string;
  seeded_at: Timestamp;
}
