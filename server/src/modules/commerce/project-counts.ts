import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { projectCountsResponseSchema } from '../../../../shared/schemas/commerce';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** How many cloud projects the user keeps (the studio fills the projects table), against the plan's quota. */
export function registerProjectCountRoute(app: FastifyInstance, db: Kysely<Database>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/v2/project-counts',
    {
      schema: {
        tags: ['commerce'],
        security: [{ bearer: [] }],
        response: { 200: projectCountsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      // The plan page answers this code by going back to /my-page (spec section 8).
      const user = await app.optionalUser(request);
      if (!user) throw new ApiError('AUTHENTICATION_FAILED');
      const row = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_uuid', '=', user.uuid)
        .executeTakeFirstOrThrow();
      return { data: Number(row.count) };
    },
  );
}
