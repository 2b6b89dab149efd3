import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export type IdpAccount = { id: string; email: string; name: string };
export type IdpCredentialAccount = IdpAccount & { passwordHash: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts of the built-in identity provider, kept in the database. */
export function idpAccounts(db: Kysely<Database>) {
  return {
    async find(id: string): Promise<IdpAccount | undefined> {
      if (!UUID.test(id)) return undefined;
      return db.selectFrom('idp_accounts').select(['id', 'email', 'name']).where('id', '=', id).executeTakeFirst();
    },

    /** These accounts in the order given; ids that no longer exist are left out. */
    async findMany(ids: string[]): Promise<IdpAccount[]> {
      const valid = ids.filter((id) => UUID.test(id));
      if (!valid.length) return [];
      const rows = await db
        .selectFrom('idp_accounts')
        .select(['id', 'email', 'name'])
        .where('id', 'in', valid)
        .execute();
      return valid.flatMap((id) => rows.filter((row) => row.id === id));
    },

    async findByEmail(email: string): Promise<IdpCredentialAccount | undefined> {
      const row = await db
        .selectFrom('idp_accounts')
        .select(['id', 'email', 'name', 'password_hash'])
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row && { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash };
    },

    /** A new account, or null when the email is already taken. */
    async create(email: string, name: string, passwordHash: string, now: Date): Promise<IdpAccount | null> {
      const created = await db
        .insertInto('idp_accounts')
        .values({
          id: randomUUID(),
          email: normalizeEmail(email),
          name,
          created_at: now,
          password_hash: passwordHash,
          password_changed_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(['id', 'email', 'name'])
        .executeTakeFirst();
      return created ?? null;
    },

    async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
      await db
        .updateTable('idp_accounts')
        .set({ password_hash: passwordHash, password_changed_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}
