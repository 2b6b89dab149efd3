import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsEventSchema } from '../../../../shared/schemas/analytics';
import type { ApiModule } from '../context';

/** Receives events from the first-party analytics tag (sent only after consent) into the structured log. */
export const analyticsModule: ApiModule = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/events',
    {
      schema: { tags: ['analytics'], summary: 'Record an analytics event', body: analyticsEventSchema },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      request.log.info({ analytics: request.body }, 'analytics event');
      return reply.status(204).send();
    },
  );
};
