import { type Kysely, sql } from 'kysely';

/**
 * Refunds (spec section 9): what was refunded of each invoice, and one row per refund. An invoice
 * is refunded at most once per kind (its characters, its plan period), which the unique index holds
 * even when two requests race. `payment_ref` is the provider's payment the refund goes back to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('refunded_at', 'timestamptz').execute();
  await db.schema.alterTable('invoices').addColumn('payment_ref', 'text').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('invoice_id', 'text', (col) => col.references('invoices.id').onDelete('cascade'))
    .addColumn('subscription_id', 'uuid')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('characters', 'subscription')`))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('rule', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('refunds_once_per_invoice')
    .on('refunds')
    .columns(['invoice_id', 'kind'])
    .unique()
    .execute();
  await db.schema.createIndex('refunds_user_idx').on('refunds').column('user_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').ifExists().execute();
  await db.schema.alterTable('invoices').dropColumn('payment_ref').execute();
  await db.schema.alterTable('invoices').dropColumn('refunded_at').execute();
  await db.schema.alterTable('invoices').dropColumn('amount_refunded').execute();
}
