import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DECIMAL_UNITS } from '../../../../shared/money';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import {
  invoiceRefundParamsSchema,
  refundRefusedSchema,
  refundResultResponseSchema,
  subscriptionRefundQuoteResponseSchema,
} from '../../../../shared/schemas/refunds';
import { ApiError } from '../../http/api-error';
import type { RefundOutcome, RefundService } from './refunds';

const TAG = ['commerce'];
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: refundRefusedSchema };

const result = (outcome: RefundOutcome) => ({
  data: {
    refunded_amount: outcome.refundedAmount,
    currency: outcome.currency,
    decimal_unit: DECIMAL_UNITS[outcome.currency],
  },
});

/**
 * Refunds over the API (spec section 9), the same service the built-in billing portal uses: with
 * Stripe as the provider these are how a signed-in user cancels with a refund.
 */
export function registerRefundRoutes(
  app: FastifyInstance,
  deps: { refunds: RefundService; rateLimitPerMinute: number },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { refunds } = deps;
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };

  api.get(
    '/api/auth/v2/subscription/refund-quote',
    {
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        description: 'What cancelling the paid plan now would refund; null without a paid plan.',
        response: { 200: subscriptionRefundQuoteResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const quote = await refunds.subscriptionQuote(user.uuid);
      return { data: quote ? { subscription_id: quote.subscriptionId, refund: quote.refund } : null };
    },
  );

  api.post(
    '/api/auth/v2/subscription/cancellation',
    {
      config: { rateLimit },
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        description:
          'Ends the paid plan now and refunds by the refund rules. 404 when there is no paid plan (a repeated call).',
        response: { 200: refundResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const outcome = await refunds.cancelSubscriptionNow(user.uuid);
      if (!outcome) throw new ApiError('NOT_FOUND', { message: 'There is no paid plan to cancel.' });
      return result(outcome);
    },
  );

  api.post(
    '/api/auth/v2/invoices/:invoice_id/refund',
    {
      config: { rateLimit },
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        description:
          'Refunds the characters an invoice bought, in full, within 7 days of payment if unused; ownership ends.',
        params: invoiceRefundParamsSchema,
        response: { 200: refundResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return result(await refunds.refundCharacters(user.uuid, request.params.invoice_id));
    },
  );
}
