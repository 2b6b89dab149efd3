import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { IdpAccount } from './accounts-repo';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Password-reset links: a random token given to the account's owner, kept only as its hash; used once. */
export function passwordResets(db: Kysely<Database>) {
  return {
    /** A new token for the account; the account's earlier unused tokens stop working. */
    async issue(accountId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('idp_password_resets')
          .set({ used_at: now })
          .where('account_id', '=', accountId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('idp_password_resets')
          .values({
            token_hash: hashOf(token),
            account_id: accountId,
            created_at: now,
            expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
          })
          .execute();
      });
      return token;
    },

    /** The account an unused, unexpired token belongs to (without using it up). */
    async peek(token: string, now: Date): Promise<IdpAccount | undefined> {
      if (!TOKEN.test(token)) return undefined;
      return db
        .selectFrom('idp_password_resets')
        .innerJoin('idp_accounts', 'idp_accounts.id', 'idp_password_resets.account_id')
        .select(['idp_accounts.id', 'idp_accounts.email', 'idp_accounts.name'])
        .where('idp_password_resets.token_hash', '=', hashOf(token))
        .where('idp_password_resets.used_at', 'is', null)
        .where('idp_password_resets.expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Uses the token up and sets the account's password in one transaction; false when the token was
     * already used (also by a concurrent request), expired or never issued.
     */
    async redeem(token: string, passwordHash: string, now: Date): Promise<boolean> {
      if (!TOKEN.test(token)) return false;
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('idp_password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', hashOf(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('account_id')
          .executeTakeFirst();
        if (!used) return false;
        await trx
          .updateTable('idp_accounts')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', used.account_id)
          .execute();
        await trx
          .updateTable('idp_password_resets')
          .set({ used_at: now })
          .where('account_id', '=', used.account_id)
          .where('used_at', 'is', null)
          .execute();
        // The provider's own sign-in sessions of the account end too: no browser stays signed in on the old password.
        await trx
          .deleteFrom('idp_payloads')
          .where('model', '=', 'Session')
          .where(sql<string>`(payload::jsonb)->>'accountId'`, '=', used.account_id)
          .execute();
        return true;
      });
    },

    async sweep(now: Date): Promise<void> {
      await db.deleteFrom('idp_password_resets').where('expires_at', '<=', now).execute();
    },
  };
}
