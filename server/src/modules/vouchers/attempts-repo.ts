import type { Kysely } from 'kysely';
import { VOUCHER_ADDRESS_ATTEMPT_LIMIT, VOUCHER_ATTEMPT_LIMIT, VOUCHER_LOCK_HOURS } from '../../../../shared/commerce';
import {
  type AttemptRule,
  type CounterTable,
  type Reservation,
  refundAttempt,
  reserveAttempt,
} from '../../db/attempt-counter';
import type { Database } from '../../db/schema';

const WINDOW_SECONDS = VOUCHER_LOCK_HOURS * 60 * 60;
const PER_USER: AttemptRule = { limit: VOUCHER_ATTEMPT_LIMIT, windowSeconds: WINDOW_SECONDS };
const PER_ADDRESS: AttemptRule = { limit: VOUCHER_ADDRESS_ATTEMPT_LIMIT, windowSeconds: WINDOW_SECONDS };
const USER_COUNTER: CounterTable = { table: 'voucher_attempts', keyColumn: 'user_uuid', countColumn: 'failures' };
const ADDRESS_COUNTER: CounterTable = {
  table: 'voucher_address_attempts',
  keyColumn: 'address',
  countColumn: 'failures',
};

/**
 * Voucher codes tried, per user and per client address (fresh accounts from one address share
 * theirs). Every code is counted before it is looked up, so parallel guesses cannot pass the limit;
 * past it the voucher calls are locked for VOUCHER_LOCK_HOURS. A right code gives its try back and
 * clears the user's count, but not the address's earlier wrong ones (one known voucher must not buy guesses).
 */
export function voucherAttempts(db: Kysely<Database>) {
  return {
    /** Counts a try for the user and the address; refused when either is past its limit. */
    async reserve(userUuid: string, address: string, now: Date): Promise<Reservation> {
      const byUser = await reserveAttempt(db, USER_COUNTER, userUuid, PER_USER, now);
      if (!byUser.allowed) return byUser;
      const byAddress = await reserveAttempt(db, ADDRESS_COUNTER, address, PER_ADDRESS, now);
      if (!byAddress.allowed) await refundAttempt(db, USER_COUNTER, userUuid, PER_USER);
      return byAddress;
    },

    /** The code was a voucher: the user starts again from zero and the address gets its try back. */
    async succeeded(userUuid: string, address: string): Promise<void> {
      await db.deleteFrom('voucher_attempts').where('user_uuid', '=', userUuid).execute();
      await refundAttempt(db, ADDRESS_COUNTER, address, PER_ADDRESS);
    },
  };
}
