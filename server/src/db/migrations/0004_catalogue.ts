import { type Kysely, sql } from 'kysely';

/** Catalogue content loaded from server/content by the seed: characters, prices, FAQ, release notes, legal documents. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_tags')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text_content', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('catalog_characters')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('vendor', 'text', (col) => col.notNull())
    .addColumn('voice_provider', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('tags', 'jsonb', (col) => col.notNull())
    .addColumn('text_content', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('catalog_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text_content', 'jsonb', (col) => col.notNull())
    .addColumn('trial_days', 'integer', (col) => col.notNull())
    .addColumn('contact_only', 'boolean', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('catalog_addons')
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('character_id', 'text', (col) => col.notNull().unique().references('catalog_characters.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_free', 'boolean', (col) => col.notNull())
    .execute();

  // The price table: one row per product, period and currency. Checkout charges from here.
  await db.schema
    .createTable('catalog_prices')
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('product_kind', 'text', (col) => col.notNull().check(sql`product_kind in ('plan', 'addon')`))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('month', 'year', 'permanent')`))
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency in ('usd', 'krw', 'jpy')`))
    .addColumn('lookup_key', 'text')
    .addColumn('regular', 'integer', (col) => col.notNull().check(sql`regular >= 0`))
    .addColumn('current', 'integer', (col) => col.notNull().check(sql`current >= 0`))
    .addPrimaryKeyConstraint('catalog_prices_pk', ['product_id', 'period', 'currency'])
    .addUniqueConstraint('catalog_prices_lookup_currency', ['lookup_key', 'currency'])
    .execute();

  await db.schema
    .createTable('catalog_faq')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('t', 'boolean', (col) => col.notNull())
    .addColumn('q', 'jsonb', (col) => col.notNull())
    .addColumn('a', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('release_pages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('page', 'jsonb', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('release_pages_listing')
    .on('release_pages')
    .columns(['language', 'status', 'date', 'id'])
    .execute();

  await db.schema
    .createTable('release_blocks')
    .addColumn('page_id', 'text', (col) => col.notNull().references('release_pages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('block', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_blocks_pk', ['page_id', 'position'])
    .execute();

  await db.schema
    .createTable('legal_documents')
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('legal_documents_pk', ['page', 'language'])
    .execute();

  await db.schema
    .createTable('content_seed')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('content_hash', 'text', (col) => col.notNull())
    .addColumn('seeded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_seed',
    'legal_documents',
    'release_blocks',
    'release_pages',
    'catalog_faq',
    'catalog_prices',
    'catalog_addons',
    'catalog_plans',
    'catalog_characters',
    'catalog_tags',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
