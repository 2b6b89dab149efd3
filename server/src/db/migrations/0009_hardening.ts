import { type Kysely, sql } from 'kysely';

/**
 * Pay once and per-address voucher limits.
 *
 * - A checkout session knows its item set (`items_key`, the sorted lookup keys): one open session
 *   per user and item set, which a partial unique index holds even when two requests race.
 * - A paid session for what the user already owns is `refused` with its reason; when the money was
 *   already taken (Stripe) the refund's provider id is kept beside it.
 * - Wrong voucher codes are also counted per client address, so fresh accounts from one address do
 *   not multiply the guesses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table checkout_sessions drop constraint if exists checkout_sessions_status_check`.execute(db);
  await sql`alter table checkout_sessions add constraint checkout_sessions_status_check check (status in ('open', 'complete', 'expired', 'refused'))`.execute(
    db,
  );
  await db.schema.alterTable('checkout_sessions').addColumn('items_key', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('refusal_reason', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('refund_ref', 'text').execute();
  await db.schema
    .createIndex('checkout_sessions_open_items')
    .on('checkout_sessions')
    .columns(['user_uuid', 'items_key'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await db.schema
    .createTable('voucher_address_attempts')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voucher_address_attempts').ifExists().execute();
  await db.schema.dropIndex('checkout_sessions_open_items').ifExists().execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('refund_ref').execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('refusal_reason').execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('items_key').execute();
  await sql`update checkout_sessions set status = 'expired' where status = 'refused'`.execute(db);
  await sql`alter table checkout_sessions drop constraint if exists checkout_sessions_status_check`.execute(db);
  await sql`alter table checkout_sessions add constraint checkout_sessions_status_check check (status in ('open', 'complete', 'expired'))`.execute(
    db,
  );
}
