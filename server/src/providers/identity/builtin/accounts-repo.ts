import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export type IdpAccount = { id: string; email: string; name: string };

/** Accounts of the built-in identity provider, kept in the database. */
export function idpAccounts(db: Kysely<Database>) {
  return {
    async list(limit = 50): Promise<IdpAccount[]> {
      return db
        .selectFrom('idp_accounts')
        .select(['id', 'email', 'name'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    async find(id: string): Promise<IdpAccount | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      return db.selectFrom('idp_accounts').select(['id', 'email', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** The account with this email (its name refreshed), or a new one. */
    async findOrCreate(email: string, name: string): Promise<IdpAccount> {
      const normalized = email.trim().toLowerCase();
      const created = await db
        .insertInto('idp_accounts')
        .values({ id: randomUUID(), email: normalized, name, created_at: new Date() })
        .onConflict((oc) => oc.column('email').doUpdateSet({ name }))
        .returning(['id', 'email', 'name'])
        .executeTakeFirstOrThrow();
      return created;
    },
  };
}
