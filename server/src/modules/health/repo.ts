import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export async function recordBoot(db: Kysely<Database>, version: string): Promise<void> {
  await db.insertInto('server_boots').values({ version }).execute();
}

export async function bootSummary(db: Kysely<Database>): Promise<{ boots: number; firstBootAt: Date | null }> {
  const row = await db
    .selectFrom('server_boots')
    .select((eb) => [eb.fn.countAll<string>().as('boots'), eb.fn.min('booted_at').as('first')])
    .executeTakeFirstOrThrow();
  return { boots: Number(row.boots), firstBootAt: row.first ? new Date(row.first) : null };
}

/** Tables whose first page a health check reads: accounts, payments and the boot log. */
const PROBED_TABLES = ['users', 'checkout_sessions', 'invoices', 'subscriptions', 'character_ownerships'] as const;

/** Reads a row of each probed table, so a missing or unreadable table fails the health check. */
export async function probeTables(db: Kysely<Database>): Promise<void> {
  for (const table of PROBED_TABLES) {
    await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
  }
}
