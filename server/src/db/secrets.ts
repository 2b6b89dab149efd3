import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A secret the server generates on first use and keeps in the database, so that signing keys and
 * cookie keys survive restarts. Two servers starting at once agree on the first value written.
 */
export async function persistentSecret(
  db: Kysely<Database>,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  const value = await create();
  await db
    .insertInto('server_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value;
}
