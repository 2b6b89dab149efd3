import type { Kysely } from 'kysely';
import {
  type AttemptRule,
  type CounterTable,
  type Reservation,
  refundAttempt,
  reserveAttempts,
} from '../../../db/attempt-counter';
import type { Database } from '../../../db/schema';

export type ThrottleRule = AttemptRule;

/** Sign-in tries: per account (email) and per address, then locked for a window (a right password gives its try back). */
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

const IDP_COUNTER: CounterTable = { table: 'idp_throttle', keyColumn: 'key', countColumn: 'hits' };

/**
 * Counters kept in the database (shared by every server process). A try is counted before it is
 * evaluated (see reserveAttempt), so parallel tries cannot get past the limit.
 */
export function idpThrottle(db: Kysely<Database>) {
  return {
    /** Counts one try on each key; refused (with the seconds to wait) when any key is past its limit. */
    reserve(entries: ReadonlyArray<{ key: string; rule: ThrottleRule }>, now: Date): Promise<Reservation> {
      return reserveAttempts(db, IDP_COUNTER, entries, now);
    },

    /** Gives back a try that was not a guess. */
    refund(key: string, rule: ThrottleRule): Promise<void> {
      return refundAttempt(db, IDP_COUNTER, key, rule);
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
