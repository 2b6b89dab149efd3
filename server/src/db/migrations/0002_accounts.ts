import { type Kysely, sql } from 'kysely';

/** Accounts: users and their sign-in identities, sessions (token families), one-time codes, the built-in IdP. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('uuid', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image_key', 'text')
    .addColumn('theme', 'text', (col) => col.notNull().defaultTo('dark'))
    .addColumn('preferred_language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('mailing_list', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ad_mailing_list', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ad_mailing_date', 'timestamptz')
    .addColumn('register_date', 'timestamptz', (col) => col.notNull())
    .addColumn('over_14', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('terms_of_service', 'integer')
    .addColumn('privacy_policy', 'integer')
    .addColumn('deactivated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
  await db.schema.createIndex('users_deactivated_at_idx').on('users').column('deactivated_at').execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_uuid', 'uuid', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_uuid').execute();

  await db.schema
    .createTable('token_families')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_uuid', 'uuid', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('app_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('token_families_user_idx').on('token_families').column('user_uuid').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'uuid', (col) => col.notNull().references('token_families.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  for (const table of ['handoff_codes', 'activation_codes']) {
    await db.schema
      .createTable(table)
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_uuid', 'uuid', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
  }

  await db.schema
    .createTable('idp_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('idp_payloads')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('idp_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('idp_payloads_uid_idx').on('idp_payloads').column('uid').execute();
  await db.schema.createIndex('idp_payloads_grant_idx').on('idp_payloads').column('grant_id').execute();
  await db.schema.createIndex('idp_payloads_expires_idx').on('idp_payloads').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idp_payloads',
    'idp_accounts',
    'activation_codes',
    'handoff_codes',
    'refresh_tokens',
    'token_families',
    'user_identities',
    'users',
    'server_secrets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
