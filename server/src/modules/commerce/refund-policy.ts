import { CANCELLATION_DEDUCTION_PERCENT, REFUND_WINDOW_DAYS } from '../../../../shared/commerce';
import type { Currency } from '../../../../shared/money';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundRefusal =
  /** Everything paid for this was refunded already. */
  | 'already_refunded'
  /** Nothing was charged (a trial, a voucher, a free character). */
  | 'nothing_paid'
  /** A character bought more than 7 days ago. */
  | 'window_passed'
  /** A character that has been used. */
  | 'used'
  /** A subscription whose paid period has no whole day left. */
  | 'no_days_left';

/**
 * What was paid and when. Amounts are integer minor units of `currency` (cents, won, yen).
 *
 * "Used" is what can be observed in the cloud projects: a character is used once a project saved
 * after the payment had a track singing with it; a plan once any project was created or saved
 * since the period was paid for.
 */
export type RefundRequest = {
  now: Date;
  paidAt: Date;
  /** Charged for what is being refunded (after discounts). */
  amountPaid: number;
  /** Refunded before, never refunded twice. */
  amountRefunded: number;
  currency: Currency;
  used: boolean;
} & (
  | { kind: 'character' }
  /** The paid period the subscription is in when it is cancelled. */
  | { kind: 'subscription'; periodStart: Date; periodEnd: Date }
);

export type RefundDecision =
  | {
      eligible: true;
      amount: number;
      currency: Currency;
      /** Full refund inside the window, or the remaining days minus the deduction. */
      rule: 'full' | 'remaining_days';
      /** Subscriptions: whole days left in the period and the period's length in days. */
      remainingDays: number | null;
      periodDays: number | null;
    }
  | { eligible: false; amount: 0; currency: Currency; reason: RefundRefusal };

export function withinRefundWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

/**
 * Refund rules of spec section 9, decided from the facts alone (no clock, no database):
 * - within 7 days of payment and unused: the full amount;
 * - a subscription cancelled later (or once used): the amount the remaining whole days are worth,
 *   less 50% of it; amounts are rounded down to the currency's smallest unit;
 * - a character after 7 days or once used: nothing.
 */
export function decideRefund(request: RefundRequest): RefundDecision {
  const { currency } = request;
  const refusal = (reason: RefundRefusal): RefundDecision => ({ eligible: false, amount: 0, currency, reason });
  if (!Number.isSafeInteger(request.amountPaid) || !Number.isSafeInteger(request.amountRefunded)) {
    throw new TypeError('Refund amounts must be integer minor units');
  }
  if (request.amountPaid <= 0) return refusal('nothing_paid');
  const left = request.amountPaid - request.amountRefunded;
  if (left <= 0) return refusal('already_refunded');

  if (withinRefundWindow(request.paidAt, request.now) && !request.used) {
    const period = request.kind === 'subscription' ? periodDays(request.periodStart, request.periodEnd) : null;
    const remaining = request.kind === 'subscription' && period !== null ? remainingDays(request, period) : null;
    return { eligible: true, amount: left, currency, rule: 'full', remainingDays: remaining, periodDays: period };
  }
  if (request.kind === 'character') {
    return refusal(withinRefundWindow(request.paidAt, request.now) ? 'used' : 'window_passed');
  }

  const total = periodDays(request.periodStart, request.periodEnd);
  const remaining = remainingDays(request, total);
  const remainingValue = Math.floor((request.amountPaid * remaining) / total);
  const deduction = Math.ceil((remainingValue * CANCELLATION_DEDUCTION_PERCENT) / 100);
  if (remainingValue - deduction <= 0) return refusal('no_days_left');
  const amount = Math.min(left, remainingValue - deduction);
  return { eligible: true, amount, currency, rule: 'remaining_days', remainingDays: remaining, periodDays: total };
}

function periodDays(start: Date, end: Date): number {
  return Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
}

/** Whole days left in the period; the day in progress counts as used. */
function remainingDays(request: { now: Date; periodEnd: Date }, total: number): number {
  const left = Math.floor((request.periodEnd.getTime() - request.now.getTime()) / DAY_MS);
  return Math.min(total, Math.max(0, left));
}
