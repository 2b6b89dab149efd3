import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { VOUCHER_LOCK_HOURS } from '../../../../shared/commerce';
import {
  voucherQuerySchema,
  voucherRedeemedResponseSchema,
  voucherResponseSchema,
} from '../../../../shared/schemas/commerce';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PaymentsProvider } from '../../providers/payments/types';
import { createVoucherService } from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** GET previews a voucher (name and days, or ownership); POST redeems it. */
export function registerVoucherRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; provider: PaymentsProvider },
): void {
  const vouchers = createVoucherService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const withRetryAfter = async <T>(
    reply: { header: (name: string, value: string) => unknown },
    run: () => Promise<T>,
  ) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'GET_VOUCHER_LIMITED') {
        const hours = Number(error.extra.retry_after_hours ?? VOUCHER_LOCK_HOURS);
        reply.header('retry-after', String(hours * 3600));
      }
      throw error;
    }
  };

  api.get(
    '/api/auth/v2/voucher',
    {
      schema: {
        tags: ['vouchers'],
        security: [{ bearer: [] }],
        querystring: voucherQuerySchema,
        response: { 200: voucherResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return {
        data: await withRetryAfter(reply, () => vouchers.preview(user.uuid, request.query.voucher_code, request.ip)),
      };
    },
  );

  api.post(
    '/api/auth/v2/voucher',
    {
      schema: {
        tags: ['vouchers'],
        security: [{ bearer: [] }],
        querystring: voucherQuerySchema,
        response: { 200: voucherRedeemedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      return {
        data: await withRetryAfter(reply, () => vouchers.redeem(user.uuid, request.query.voucher_code, request.ip)),
      };
    },
  );
}
