import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** Migrations are the files of this folder, applied in name order: keep the numeric prefix. */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
  if (database.dir === IN_MEMORY) return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  await fs.mkdir(database.dir, { recursive: true });
  const pglite = new PGlite(database.dir);
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: loadMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * Kysely's FileMigrationProvider imports from inside node_modules, where the TypeScript loader of
 * the test runner does not reach; importing here lets tsx and vitest both load the .ts files.
 */
async function loadMigrations(): Promise<Record<string, Migration>> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((file) => /^\d{4}_.+\.(ts|js)$/.test(file)).sort();
  const entries = await Promise.all(
    files.map(
      async (file) =>
        [file.replace(/\.(ts|js)$/, ''), (await import(path.join(MIGRATIONS_DIR, file))) as Migration] as const,
    ),
  );
  return Object.fromEntries(entries);
}
