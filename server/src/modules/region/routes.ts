import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isEuResponseSchema } from '../../../../shared/schemas/region';
import { isConsentRegion } from './service';

export const regionRoutes =
  (options: { countryHeader: string; defaultIsEu: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/v2/is-eu',
      {
        schema: {
          tags: ['region'],
          summary: 'Whether the visitor is in a region where cookie consent must be asked first',
          response: { 200: isEuResponseSchema },
        },
      },
      async (request, reply) => {
        const header = request.headers[options.countryHeader];
        const country = Array.isArray(header) ? header[0] : header;
        reply.header('cache-control', 'private, no-store');
        return { data: isConsentRegion(country, options.defaultIsEu) };
      },
    );
  };
