import fs from 'node:fs/promises';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import { healthResponseSchema } from '../../../../shared/schemas/health';
import { DATA_DIR_MARKER } from '../../db/data-dir';
import { IN_MEMORY } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { ApiModule } from '../context';
import { bootSummary, probeTables } from './repo';

/** The part of the server a failed health check names. */
type Part = 'database' | 'data_dir';

function unhealthy(part: Part, message: string): ApiError {
  return new ApiError('SERVICE_UNAVAILABLE', { message, extra: { part } });
}

export const healthModule: ApiModule = async (app, { db, databaseKind, config }) => {
  /**
   * DATA_DIR is still usable: with the embedded database on disk it must be writable and still hold
   * its marker and database; otherwise (PostgreSQL, in-memory tests) only an existing DATA_DIR is
   * checked for writing (it holds uploaded files).
   */
  async function checkDataDir(): Promise<void> {
    const embedded = config.database.kind === 'pglite' && config.database.dir !== IN_MEMORY;
    try {
      if (embedded) {
        await fs.access(config.dataDir, fs.constants.W_OK);
        await fs.access(path.join(config.dataDir, DATA_DIR_MARKER));
        if (config.database.kind === 'pglite') await fs.access(path.join(config.database.dir, 'PG_VERSION'));
      } else {
        const exists = await fs.stat(config.dataDir).then(
          () => true,
          () => false,
        );
        if (exists) await fs.access(config.dataDir, fs.constants.W_OK);
      }
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing files' : 'not writable';
      throw unhealthy('data_dir', `DATA_DIR ${config.dataDir} is not usable: ${reason}.`);
    }
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and data directory check',
        response: { 200: healthResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let summary: Awaited<ReturnType<typeof bootSummary>>;
      try {
        await probeTables(db);
        summary = await bootSummary(db);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw unhealthy('database', `The ${databaseKind} database does not answer: ${reason}`);
      }
      await checkDataDir();
      return {
        data: {
          status: 'ok' as const,
          database: databaseKind,
          version: config.version,
          boots: summary.boots,
          first_boot_at: (summary.firstBootAt ?? new Date()).toISOString(),
          checks: { database: 'ok' as const, data_dir: 'ok' as const },
        },
      };
    },
  );
};
