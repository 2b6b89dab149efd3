import { type Kysely, sql } from 'kysely';
import { VOUCHER_ADDRESS_ATTEMPT_LIMIT, VOUCHER_ATTEMPT_LIMIT, VOUCHER_LOCK_HOURS } from '../../../../shared/commerce';
import type { Database } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Wrong voucher codes per user. After VOUCHER_ATTEMPT_LIMIT wrong codes in a row (within the lock
 * window) the voucher calls are locked for VOUCHER_LOCK_HOURS; a right code resets the count.
 */
export function voucherAttempts(db: Kysely<Database>) {
  return {
    /** Whole hours until the user may try again, or 0 when not locked. */
    async lockedHours(userUuid: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('voucher_attempts')
        .select('locked_until')
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst();
      const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0;
      return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / HOUR_MS)) : 0;
    },

    /** Counts a wrong code in one statement, so concurrent wrong codes are all counted. */
    async recordFailure(userUuid: string, now: Date): Promise<void> {
      const windowStart = new Date(now.getTime() - VOUCHER_LOCK_HOURS * HOUR_MS);
      const lockUntil = new Date(now.getTime() + VOUCHER_LOCK_HOURS * HOUR_MS);
      const failures = sql<number>`case when voucher_attempts.window_started_at <= ${windowStart} then 1 else voucher_attempts.failures + 1 end`;
      await db
        .insertInto('voucher_attempts')
        .values({
          user_uuid: userUuid,
          failures: 1,
          window_started_at: now,
          locked_until: VOUCHER_ATTEMPT_LIMIT <= 1 ? lockUntil : null,
        })
        .onConflict((oc) =>
          oc.column('user_uuid').doUpdateSet({
            failures,
            window_started_at: sql`case when voucher_attempts.window_started_at <= ${windowStart} then ${now} else voucher_attempts.window_started_at end`,
            locked_until: sql`case when (${failures}) >= ${VOUCHER_ATTEMPT_LIMIT} then ${lockUntil}::timestamptz else null end`,
          }),
        )
        .execute();
    },

    async reset(userUuid: string): Promise<void> {
      await db.deleteFrom('voucher_attempts').where('user_uuid', '=', userUuid).execute();
    },
  };
}

/**
 * Wrong voucher codes per client address, whichever account sent them: fresh accounts from one
 * address share VOUCHER_ADDRESS_ATTEMPT_LIMIT wrong codes per window before the address is locked
 * for VOUCHER_LOCK_HOURS. A right code does not reset it (one known voucher must not buy guesses).
 */
export function voucherAddressAttempts(db: Kysely<Database>) {
  return {
    async lockedHours(address: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('voucher_address_attempts')
        .select('locked_until')
        .where('address', '=', address)
        .executeTakeFirst();
      const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0;
      return until > now.getTime() ? Math.max(1, Math.ceil((until - now.getTime()) / HOUR_MS)) : 0;
    },

    async recordFailure(address: string, now: Date): Promise<void> {
      const windowStart = new Date(now.getTime() - VOUCHER_LOCK_HOURS * HOUR_MS);
      const lockUntil = new Date(now.getTime() + VOUCHER_LOCK_HOURS * HOUR_MS);
      const failures = sql<number>`case when voucher_address_attempts.window_started_at <= ${windowStart} then 1 else voucher_address_attempts.failures + 1 end`;
      await db
        .insertInto('voucher_address_attempts')
        .values({
          address,
          failures: 1,
          window_started_at: now,
          locked_until: VOUCHER_ADDRESS_ATTEMPT_LIMIT <= 1 ? lockUntil : null,
        })
        .onConflict((oc) =>
          oc.column('address').doUpdateSet({
            failures,
            window_started_at: sql`case when voucher_address_attempts.window_started_at <= ${windowStart} then ${now} else voucher_address_attempts.window_started_at end`,
            locked_until: sql`case when (${failures}) >= ${VOUCHER_ADDRESS_ATTEMPT_LIMIT} then ${lockUntil}::timestamptz else voucher_address_attempts.locked_until end`,
          }),
        )
        .execute();
    },
  };
}
