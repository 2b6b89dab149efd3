import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../../server/src/app';
import { type Config, loadConfig } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { seedContent } from '../../../server/src/db/seed';
import type { TestDatabase } from './databases';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  close: () => Promise<void>;
};

/**
 * Builds the real app over a fresh, seeded database of the given kind, with optional environment
 * overrides and dependency overrides (for example `verifyAccessToken` or `now`).
 */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestApp> {
  const created = await database.create();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', RENDERER_DIR: './dist/renderer', ...env }),
    database: created.config,
  };
  const handle = await created.open();
  await seedContent(handle.db, config.catalogue.contentDir);
  const app = await buildApp(config, { ...deps, database: handle });
  await app.ready();
  return {
    app,
    config,
    database: handle,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
      await created.drop();
    },
  };
}
