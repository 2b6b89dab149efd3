import type { Json, Localized, Timestamp } from './columns';

/* The catalogue, release notes and legal texts seeded from the bundled content. */

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
