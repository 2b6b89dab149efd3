import type { Kysely } from 'kysely';
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
