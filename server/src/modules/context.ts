import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** What every API module gets: configuration, the database and the clock. */
export type ModuleContext = {
  config: Config;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  now: () => Date;
};

export type ApiModule = (app: FastifyInstance, context: ModuleContext) => Promise<void>;
