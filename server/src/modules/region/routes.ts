import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isEuResponseSchema } from '../../../../shared/schemas/region';
import type { ApiModule } from '../context';
import { isConsentRegion } from './service';

export const regionModule: ApiModule = async (app, { config }) => {
  const { countryHeader, defaultIsEu } = config.region;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/v2/is-eu',
    {
      schema: {
        tags: ['region'],
        summary: 'Whether the visitor is in a region where cookie consent must be asked first',
        response: { 200: isEuResponseSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers[countryHeader];
      const country = Array.isArray(header) ? header[0] : header;
      reply.header('cache-control', 'private, no-store');
      return { data: isConsentRegion(country, defaultIsEu) };
    },
  );
};
