import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_boots')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('booted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_boots').execute();
}
