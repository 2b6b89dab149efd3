import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export type ThrottleRule = { limit: number; windowSeconds: number };

/** Sign-in failures: per account (email) and per address, then locked for the rest of the window. */
export const SIGN_IN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
export const SIGN_IN_PER_ADDRESS: ThrottleRule = { limit: 20, windowSeconds: 15 * 60 };
/** New accounts per address (the limit is SIGN_UPS_PER_ADDRESS_PER_HOUR). */
export const signUpPerAddress = (limit: number): ThrottleRule => ({ limit, windowSeconds: 60 * 60 });
/** Reset links per account and per address. */
export const RESET_PER_ACCOUNT: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
export const RESET_PER_ADDRESS: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

export const throttleKey = {
  signInAccount: (email: string) => `sign-in:account:${email}`,
  signInAddress: (ip: string) => `sign-in:address:${ip}`,
  signUpAddress: (ip: string) => `sign-up:address:${ip}`,
  resetAccount: (email: string) => `reset:account:${email}`,
  resetAddress: (ip: string) => `reset:address:${ip}`,
};

/**
 * Counters kept in the database (shared by every server process). Each key counts hits within a
 * window; the hit that reaches the limit locks the key until the window's length has passed.
 */
export function idpThrottle(db: Kysely<Database>) {
  return {
    /** Seconds until every one of these keys is free again, or 0. */
    async lockedSeconds(keys: string[], now: Date): Promise<number> {
      const rows = await db
        .selectFrom('idp_throttle')
        .select('locked_until')
        .where('key', 'in', keys)
        .where('locked_until', '>', now)
        .execute();
      const until = Math.max(0, ...rows.map((row) => new Date(row.locked_until ?? 0).getTime()));
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
    },

    /** Counts one hit in one statement, so concurrent requests are all counted. */
    async hit(key: string, rule: ThrottleRule, now: Date): Promise<void> {
      const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
      const lockUntil = new Date(now.getTime() + rule.windowSeconds * 1000);
      const hits = sql<number>`case when idp_throttle.window_started_at <= ${windowStart} then 1 else idp_throttle.hits + 1 end`;
      await db
        .insertInto('idp_throttle')
        .values({ key, hits: 1, window_started_at: now, locked_until: rule.limit <= 1 ? lockUntil : null })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits,
            window_started_at: sql`case when idp_throttle.window_started_at <= ${windowStart} then ${now} else idp_throttle.window_started_at end`,
            locked_until: sql`case when (${hits}) >= ${rule.limit} then ${lockUntil}::timestamptz when idp_throttle.locked_until > ${now} then idp_throttle.locked_until else null end`,
          }),
        )
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('idp_throttle').where('key', '=', key).execute();
    },

    /** Removes counters whose window and lock are over. */
    async sweep(now: Date, longestWindowSeconds = 24 * 3600): Promise<void> {
      await db
        .deleteFrom('idp_throttle')
        .where('window_started_at', '<', new Date(now.getTime() - longestWindowSeconds * 1000))
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .execute();
    },
  };
}
