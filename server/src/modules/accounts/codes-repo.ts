import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from './hashing';

type CodeTable = 'handoff_codes' | 'activation_codes';

/** One-time codes: stored hashed, redeemed once, before they expire. */
export function oneTimeCodes(db: Kysely<Database>, table: CodeTable) {
  return {
    async create(userUuid: string, expiresAt: Date): Promise<string> {
      const code = newToken();
      await db
        .insertInto(table)
        .values({ code_hash: hashToken(code), user_uuid: userUuid, expires_at: expiresAt, used_at: null })
        .execute();
      return code;
    },

    /** The code's user when it is valid now, marking it used; null for unknown, used or expired codes. */
    async redeem(code: string, now: Date): Promise<string | null> {
      const row = await db
        .updateTable(table)
        .set({ used_at: now })
        .where('code_hash', '=', hashToken(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_uuid')
        .executeTakeFirst();
      return row?.user_uuid ?? null;
    },

    async sweep(now: Date): Promise<void> {
      await db.deleteFrom(table).where('expires_at', '<=', now).execute();
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
