import type { Kysely } from 'kysely';
import { codeKey } from '../../../../shared/commerce';
import { ERROR_CATALOGUE } from '../../../../shared/errors';
import type { Voucher } from '../../../../shared/schemas/commerce';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PaymentsProvider } from '../../providers/payments/types';
import { entitlementsChanged } from '../commerce/entitlement-changes';

import {
  grantOwnership,
  grantPlanDays,
  ownsAnyAddon,
  SUBSCRIPTION_PLAN_ID,
  settleSubscriptions,
} from '../commerce/subscriptions-repo';
import { voucherAttempts } from './attempts-repo';

type VoucherRow = {
  code: string;
  kind: 'plan' | 'addon';
  plan_id: string | null;
  addon_uuid: string | null;
  days: number | null;
  text_content: unknown;
  max_redemptions: number | null;
  redeemed_count: number;
  expires_at: Date | string | null;
};

/** Thrown inside the redemption transaction to roll it back with an API error. */
class Rollback extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function view(row: VoucherRow): Voucher {
  const text = (
    typeof row.text_content === 'string' ? JSON.parse(row.text_content) : row.text_content
  ) as Voucher['text_content'];
  return {
    id: row.kind === 'plan' ? (row.plan_id ?? SUBSCRIPTION_PLAN_ID) : (row.addon_uuid ?? ''),
    kind: row.kind,
    text_content: text,
    days: row.kind === 'plan' ? row.days : null,
  };
}

/**
 * Vouchers (spec sections 2 and 4): an artist voucher adds N days to an artist plan (moving the next
 * payment date) or gives a basic user artist for N days; an add-on voucher registers a character.
 * Wrong codes are limited per user and per client address; a voucher is granted once even when redeemed twice at once.
 */
export function createVoucherService(deps: { db: Kysely<Database>; now: () => Date; provider: PaymentsProvider }) {
  const { db, now, provider } = deps;
  const attempts = voucherAttempts(db);

  /** Counts the try; refused when the account or the client address has had too many. */
  async function reserveTry(userUuid: string, address: string, at: Date): Promise<void> {
    const reservation = await attempts.reserve(userUuid, address, at);
    if (reservation.allowed) return;
    const hours = Math.max(1, Math.ceil(reservation.retryAfterSeconds / 3600));
    throw new ApiError('GET_VOUCHER_LIMITED', {
      message: ERROR_CATALOGUE.GET_VOUCHER_LIMITED.message.replace('{{count}}', String(hours)),
      extra: { retry_after_hours: String(hours) },
    });
  }

  /** The voucher behind a code; a code that is not one counts as a wrong attempt. */
  async function usableVoucher(userUuid: string, code: string, address: string): Promise<VoucherRow> {
    const at = now();
    await reserveTry(userUuid, address, at);
    const key = codeKey(code);
    const row = key
      ? await db.selectFrom('vouchers').selectAll().where('code', '=', key).executeTakeFirst()
      : undefined;
    if (!row || (row.expires_at && new Date(row.expires_at) <= at)) throw new ApiError('GET_PROMOTION_NOT_FOUND');
    await attempts.succeeded(userUuid, address);
    const redeemed = await db
      .selectFrom('voucher_redemptions')
      .select('voucher_code')
      .where('voucher_code', '=', row.code)
      .where('user_uuid', '=', userUuid)
      .executeTakeFirst();
    if (redeemed || (row.max_redemptions !== null && row.redeemed_count >= row.max_redemptions)) {
      throw new ApiError('VOUCHER_ALREADY_USED');
    }
    if (row.kind === 'addon' && row.addon_uuid && (await ownsAnyAddon(db, userUuid, [row.addon_uuid]))) {
      throw new ApiError('ALREADY_OWNED');
    }
    return row;
  }

  async function redeemOnce(userUuid: string, row: VoucherRow): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      const at = now();
      const counted = await trx
        .updateTable('vouchers')
        .set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) }))
        .where('code', '=', row.code)
        .where((eb) => eb.or([eb('max_redemptions', 'is', null), eb('redeemed_count', '<', eb.ref('max_redemptions'))]))
        .returning('code')
        .executeTakeFirst();
      if (!counted) throw new Rollback(new ApiError('VOUCHER_ALREADY_USED'));
      const redemption = await trx
        .insertInto('voucher_redemptions')
        .values({ voucher_code: row.code, user_uuid: userUuid, redeemed_at: at, end_datetime: null })
        .onConflict((oc) => oc.columns(['voucher_code', 'user_uuid']).doNothing())
        .returning('voucher_code')
        .executeTakeFirst();
      if (!redemption) throw new Rollback(new ApiError('VOUCHER_ALREADY_USED'));

      if (row.kind === 'addon') {
        const granted = await grantOwnership(trx, {
          userUuid,
          addonUuid: row.addon_uuid!,
          source: 'voucher',
          ref: row.code,
          at,
        });
        if (!granted) throw new Rollback(new ApiError('ALREADY_OWNED'));
        return null;
      }

      const granted = await grantPlanDays(trx, { userUuid, planId: row.plan_id, days: row.days ?? 0, at });
      if (granted.providerRef) await provider.extendSubscription(granted.providerRef, granted.end);
      const end = granted.end;
      await trx
        .updateTable('voucher_redemptions')
        .set({ end_datetime: end })
        .where('voucher_code', '=', row.code)
        .where('user_uuid', '=', userUuid)
        .execute();
      return end.toISOString();
    });
  }

  return {
    async preview(userUuid: string, code: string, address: string): Promise<Voucher> {
      return view(await usableVoucher(userUuid, code, address));
    },

    async redeem(userUuid: string, code: string, address: string): Promise<Voucher & { end_datetime: string | null }> {
      const row = await usableVoucher(userUuid, code, address);
      await settleSubscriptions(db, userUuid, now());
      for (let attempt = 0; ; attempt += 1) {
        try {
          return { ...view(row), end_datetime: await redeemOnce(userUuid, row) };
        } catch (error) {
          if (error instanceof Rollback) throw error.apiError;
          // Two redemptions raced on a constraint: the loser re-reads what the winner left.
          if (isUniqueViolation(error) && attempt === 0) continue;
          if (isUniqueViolation(error)) throw new ApiError('VOUCHER_ALREADY_USED');
          throw error;
        } finally {
          entitlementsChanged(db, userUuid);
        }
      }
    },
  };
}
