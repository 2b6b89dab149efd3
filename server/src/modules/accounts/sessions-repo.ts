import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppType } from '../../../../shared/schemas/auth';
import type { Database } from '../../db/schema';
import { accountChanged } from './account-changes';

export type StoredRefreshToken = {
  token_hash: string;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  app_type: string;
  user_uuid: string;
  deactivated_at: Date | null;
};

/**
 * Sessions as token families: each sign-in starts one, each refresh adds a token to it. Ending a
 * session tells accountChanged, so that its access tokens stop working at once.
 */
export function sessionsRepo(db: Kysely<Database>) {
  return {
    async createFamily(userUuid: string, appType: AppType, now: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('token_families')
        .values({ id, user_uuid: userUuid, app_type: appType, created_at: now, revoked_at: null, revoked_reason: null })
        .execute();
      return id;
    },

    async addRefreshToken(familyId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: tokenHash,
          family_id: familyId,
          created_at: now,
          expires_at: expiresAt,
          rotated_at: null,
        })
        .execute();
    },

    async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | undefined> {
      const row = await db
        .selectFrom('refresh_tokens as t')
        .innerJoin('token_families as f', 'f.id', 't.family_id')
        .innerJoin('users as u', 'u.uuid', 'f.user_uuid')
        .select([
          't.token_hash',
          't.family_id',
          't.expires_at',
          't.rotated_at',
          'f.revoked_at',
          'f.app_type',
          'f.user_uuid',
          'u.deactivated_at',
        ])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const date = (value: Date | string | null) => (value === null ? null : new Date(value));
      return {
        ...row,
        expires_at: new Date(row.expires_at),
        rotated_at: date(row.rotated_at),
        revoked_at: date(row.revoked_at),
        deactivated_at: date(row.deactivated_at),
      };
    },

    /** Marks the token as used; true only for the one request that got there first. */
    async claimRotation(tokenHash: string, now: Date): Promise<boolean> {
      const claimed = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: now })
        .where('token_hash', '=', tokenHash)
        .where('rotated_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      return Boolean(claimed);
    },

    async revokeFamily(familyId: string, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('token_families')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
      accountChanged(db, { familyId });
    },

    async revokeAllForUser(userUuid: string, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('token_families')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('user_uuid', '=', userUuid)
        .where('revoked_at', 'is', null)
        .execute();
      accountChanged(db, { userUuid });
    },

    /** Drops refresh tokens past their expiry and sessions ended long enough ago to be of no use. */
    async sweep(now: Date, keepRevokedUntil: Date): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<=', now).execute();
      await db.deleteFrom('token_families').where('revoked_at', '<=', keepRevokedUntil).execute();
    },
  };
}
export type SessionsRepo = ReturnType<typeof sessionsRepo>;
