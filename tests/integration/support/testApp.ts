import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../../server/src/app';
import { type Config, loadConfig } from '../../../server/src/config';
import { type DatabaseHandle, openDatabase } from '../../../server/src/db/database';
import type { TestDatabase } from './databases';

export type TestApp = {
  app: FastifyInstance;
  /** The app's database, for tests that look behind the API or replay what a provider sends. */
  db: DatabaseHandle['db'];
  config: Config;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** Builds the real app over a fresh database of the given kind, with optional environment overrides and deps (clock…). */
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
  const handle = await openDatabase(config.database);
  const app = await buildApp(config, { ...deps, database: handle });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
      await created.drop();
    },
  };
}
