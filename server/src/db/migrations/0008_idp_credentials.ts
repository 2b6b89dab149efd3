import type { Kysely } from 'kysely';

/**
 * Credentials of the built-in identity provider: a password hash per account (scrypt,
 * its salt and parameters kept in the stored string), single-use password-reset tokens stored as
 * hashes, and the counters that throttle sign-in, sign-up and reset requests per account and address.
 * Accounts created before this migration have no password; they get one through a reset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idp_accounts').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('idp_accounts').addColumn('password_changed_at', 'timestamptz').execute();

  await db.schema
    .createTable('idp_password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('idp_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('idp_password_resets_account_idx')
    .on('idp_password_resets')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('idp_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idp_throttle').execute();
  await db.schema.dropTable('idp_password_resets').execute();
  await db.schema.alterTable('idp_accounts').dropColumn('password_changed_at').execute();
  await db.schema.alterTable('idp_accounts').dropColumn('password_hash').execute();
}
