import { z } from 'zod/mini';
import { CURRENCIES } from '../money';
import { dataEnvelope } from './common';

// Refunds (spec section 9): the quote for cancelling the plan now, the cancellation itself, and the
// refund of a character purchase.

export const REFUND_REFUSALS = ['already_refunded', 'nothing_paid', 'window_passed', 'used', 'no_days_left'] as const;

export const refundQuoteSchema = z.object({
  eligible: z.boolean(),
  /** Integer minor units of `currency`; 0 when nothing is refunded. */
  amount: z.int().check(z.nonnegative()),
  currency: z.enum(CURRENCIES),
  decimal_unit: z.int().check(z.positive()),
  rule: z.nullable(z.enum(['full', 'remaining_days'])),
  reason: z.nullable(z.enum(REFUND_REFUSALS)),
  remaining_days: z.nullable(z.int().check(z.nonnegative())),
  period_days: z.nullable(z.int().check(z.gte(1))),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const subscriptionRefundQuoteResponseSchema = dataEnvelope(
  z.nullable(z.object({ subscription_id: z.string(), refund: refundQuoteSchema })),
);

export const refundResultResponseSchema = dataEnvelope(
  z.object({
    refunded_amount: z.int().check(z.nonnegative()),
    currency: z.enum(CURRENCIES),
    decimal_unit: z.int().check(z.positive()),
  }),
);

export const invoiceIdSchema = z.string().check(z.regex(/^in_[a-f0-9]{24}$/, 'not an invoice id'));
export const invoiceRefundParamsSchema = z.object({ invoice_id: invoiceIdSchema });

/** 409 REFUND_NOT_ALLOWED carries why, so that a client can say it in the user's language. */
export const refundRefusedSchema = z.object({
  detail: z.object({ code: z.string(), message: z.string(), reason: z.optional(z.enum(REFUND_REFUSALS)) }),
});
