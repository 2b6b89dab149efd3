import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { MIGRATIONS } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * The embedded database serves one server's few users: PostgreSQL's default 128 MB of shared
 * buffers, which PGlite touches at start, were half of the idle server's memory.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

/** A PGlite directory value that keeps the database in memory (tests). */
export const IN_MEMORY = 'memory://';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: Config['database']['kind'];
  close: () => Promise<void>;
};

/** Opens PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set, and brings it up to date. */
export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  const db = await connect(database);
  await migrateToLatest(db);
  return { db, kind: database.kind, close: () => db.destroy() };
}

async function connect(database: Config['database']): Promise<Kysely<Database>> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) is reported here;
    // without a listener it would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.dir === IN_MEMORY)
    return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(PGLITE_OPTIONS)) });
  await fs.mkdir(database.dir, { recursive: true });
  const pglite = new PGlite(database.dir, PGLITE_OPTIONS);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
