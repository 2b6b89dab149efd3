import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const ownedByUser = (col: ColumnDefinitionBuilder) => col.notNull().references('users.uuid').onDelete('cascade');

/**
 * Commerce: checkout sessions and the fulfilment log that makes granting idempotent, subscriptions,
 * character ownership, invoices, promotions, vouchers with their attempt limiter, and the projects
 * the studio keeps in the cloud. Every row of a user goes with the user (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCheckoutTables(db);
  await createBillingTables(db);
  await createPromotionTables(db);
  await createProjectsTable(db);
}

/** Payment customers, checkout sessions and the fulfilment log. */
async function createCheckoutTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('customer_ref', 'text', (col) => col.notNull().unique())
    .addPrimaryKeyConstraint('payment_customers_pk', ['user_uuid', 'provider'])
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text', (col) => col.unique())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('subscription', 'payment')`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('order', 'jsonb', (col) => col.notNull())
    .addColumn('amount_subtotal', 'integer', (col) => col.notNull())
    .addColumn('amount_discount', 'integer', (col) => col.notNull())
    .addColumn('amount_total', 'integer', (col) => col.notNull())
    .addColumn('promo_code', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'complete', 'expired')`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('success_url', 'text', (col) => col.notNull())
    .addColumn('cancel_url', 'text', (col) => col.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  // A double-clicked checkout finds the session the first click opened instead of opening another.
  await db.schema
    .createIndex('checkout_sessions_open_fingerprint')
    .on('checkout_sessions')
    .columns(['user_uuid', 'fingerprint'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('checkout_sessions_user_idx').on('checkout_sessions').column('user_uuid').execute();

  await db.schema
    .createTable('fulfilment_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

/** Subscriptions, character ownership, invoices and portal sessions. */
async function createBillingTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('builtin', 'stripe', 'voucher')`))
    .addColumn('paid', 'boolean', (col) => col.notNull())
    .addColumn('lookup_key', 'text')
    .addColumn('period', 'text')
    .addColumn('currency', 'text')
    .addColumn('unit_amount', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('trialing', 'active', 'canceled')`))
    .addColumn('start_date', 'timestamptz', (col) => col.notNull())
    .addColumn('trial_end', 'timestamptz')
    .addColumn('current_period_start', 'timestamptz', (col) => col.notNull())
    .addColumn('current_period_end', 'timestamptz', (col) => col.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('checkout_session_id', 'text')
    .addColumn('provider_ref', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // One live subscription per user: a repeated grant cannot start a second one.
  await db.schema
    .createIndex('subscriptions_one_live_per_user')
    .on('subscriptions')
    .column('user_uuid')
    .unique()
    .where(sql.ref('status'), 'in', sql`('trialing', 'active')`)
    .execute();

  await db.schema
    .createTable('character_ownerships')
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('addon_uuid', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('purchase', 'voucher', 'free')`))
    .addColumn('source_ref', 'text')
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('character_ownerships_pk', ['user_uuid', 'addon_uuid'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('subscription_id', 'uuid')
    .addColumn('checkout_session_id', 'text')
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('amount_due', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_uuid').execute();
  // A subscription is billed once per period, however many readers notice the renewal at once.
  await db.schema
    .createIndex('invoices_one_per_period')
    .on('invoices')
    .columns(['subscription_id', 'period_start'])
    .unique()
    .execute();

  await db.schema
    .createTable('portal_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

/** Promotions, vouchers, their redemptions and the attempt limiter. */
async function createPromotionTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('percent_off', 'integer', (col) => col.notNull().check(sql`percent_off between 1 and 100`))
    .addColumn('applies_to', 'jsonb')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('plan', 'addon')`))
    .addColumn('plan_id', 'text')
    .addColumn('addon_uuid', 'text')
    .addColumn('days', 'integer', (col) => col.check(sql`days > 0`))
    .addColumn('text_content', 'jsonb', (col) => col.notNull())
    .addColumn('max_redemptions', 'integer')
    .addColumn('redeemed_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'vouchers_redemptions_within_max',
      sql`max_redemptions is null or redeemed_count <= max_redemptions`,
    )
    .execute();

  await db.schema
    .createTable('voucher_redemptions')
    .addColumn('voucher_code', 'text', (col) => col.notNull().references('vouchers.code').onDelete('cascade'))
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('redeemed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_datetime', 'timestamptz')
    .addPrimaryKeyConstraint('voucher_redemptions_pk', ['voucher_code', 'user_uuid'])
    .execute();

  await db.schema
    .createTable('voucher_attempts')
    .addColumn('user_uuid', 'uuid', (col) => col.primaryKey().references('users.uuid').onDelete('cascade'))
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
}

/** The projects the studio keeps in the cloud. */
async function createProjectsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', ownedByUser)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_user_idx').on('projects').column('user_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'projects',
    'voucher_attempts',
    'voucher_redemptions',
    'vouchers',
    'promotions',
    'portal_sessions',
    'invoices',
    'character_ownerships',
    'subscriptions',
    'fulfilment_events',
    'checkout_sessions',
    'payment_customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
