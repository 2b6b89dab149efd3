import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { healthResponseSchema } from '../../../../shared/schemas/health';
import type { Database } from '../../db/schema';
import { bootSummary } from './repo';

export const healthRoutes =
  (options: { db: Kysely<Database>; databaseKind: 'pglite' | 'postgres'; version: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } } },
      async (_request, reply) => {
        const { boots, firstBootAt } = await bootSummary(options.db);
        reply.header('cache-control', 'no-store');
        return {
          data: {
            status: 'ok' as const,
            database: options.databaseKind,
            version: options.version,
            boots,
            first_boot_at: (firstBootAt ?? new Date()).toISOString(),
          },
        };
      },
    );
  };
