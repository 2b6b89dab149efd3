import { CONVERSION_FALLBACK, type PayMode } from '../../../shared/commerce';
import { decimalsOf } from '../../../shared/money';
import type { CheckoutSessionView } from '../../../shared/schemas/commerce';

type AnalyticsWindow = Window & { gtag?: (...args: unknown[]) => void };

export type Conversion = { transaction_id: string; value: number; currency: string };

/**
 * The conversion of a checkout (spec section 7): a one-time payment is worth what was paid; a
 * subscription counts a fixed 8 USD. Without the session, the fallback of its pay mode applies.
 */
export function conversionOf(sessionId: string, session: CheckoutSessionView | null, mode: PayMode): Conversion {
  if (session?.mode === 'payment' && session.amount > 0) {
    return {
      transaction_id: sessionId,
      value: session.amount / 10 ** decimalsOf(session.decimal_unit),
      currency: session.currency.toUpperCase(),
    };
  }
  const fallback = CONVERSION_FALLBACK[session?.mode ?? mode];
  return { transaction_id: sessionId, value: fallback.value, currency: fallback.currency };
}

/** Sends the purchase to the analytics tag, which is on the page only with consent. */
export function reportConversion(conversion: Conversion, win: AnalyticsWindow = window): void {
  win.gtag?.('event', 'purchase', conversion);
}
