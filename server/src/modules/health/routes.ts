import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../../shared/schemas/health';
import type { ApiModule } from '../context';
import { bootSummary } from './repo';

export const healthModule: ApiModule = async (app, { db, databaseKind, config }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } } },
      async (_request, reply) => {
        const { boots, firstBootAt } = await bootSummary(db);
        reply.header('cache-control', 'no-store');
        return {
          data: {
            status: 'ok' as const,
            database: databaseKind,
            version: config.version,
            boots,
            first_boot_at: (firstBootAt ?? new Date()).toISOString(),
          },
        };
      },
    );
};
