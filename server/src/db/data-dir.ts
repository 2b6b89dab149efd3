import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './database';
import type { Database } from './schema';

/** Written into DATA_DIR when its database is created: from then on a missing database is an error. */
export const DATA_DIR_MARKER = '.cantara-data-dir';
/**
 * What DATA_DIR may hold before its first start without counting as data: published installers, and
 * `tmp` (uploads being received, e.g. audio clips on their way to a bucket; never kept there).
 */
const FRESH_ENTRIES = new Set(['downloads', 'tmp']);

/** A reason the server must not start, said in one line that names the path and the cause. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is not a folder',
  ENOSPC: 'the disk is full',
};

function causeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  return (code && CAUSES[code]) ?? (error instanceof Error ? error.message : String(error));
}

async function entriesOf(dir: string): Promise<string[] | null> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StartupError(`DATA_DIR ${dir} cannot be read: ${causeOf(error)}.`);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * DATA_DIR is usable: a folder (created here when only it is missing, never its parent), readable
 * and writable. Answers whether it held nothing yet.
 */
async function checkDataDir(dataDir: string): Promise<{ entries: string[] }> {
  const stat = await fs.stat(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new StartupError(`DATA_DIR ${dataDir} cannot be used: ${causeOf(error)}.`);
  });
  if (stat && !stat.isDirectory()) throw new StartupError(`DATA_DIR ${dataDir} is not a folder.`);
  if (!stat) {
    const parent = path.dirname(dataDir);
    if (!(await exists(parent))) {
      throw new StartupError(`DATA_DIR ${dataDir} cannot be created: its parent folder ${parent} does not exist.`);
    }
    await fs.mkdir(dataDir).catch((error: unknown) => {
      throw new StartupError(`DATA_DIR ${dataDir} cannot be created: ${causeOf(error)}.`);
    });
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  await fs.writeFile(probe, '').catch((error: unknown) => {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${causeOf(error)}.`);
  });
  await fs.rm(probe, { force: true });
  return { entries: (await entriesOf(dataDir)) ?? [] };
}

/**
 * Reads every page of every table: a damaged table file fails here ("invalid page in block …")
 * instead of serving requests from a database that lost data.
 */
export async function verifyDatabase(db: Kysely<Database>, options: { fullScan: boolean }): Promise<void> {
  await sql`select 1`.execute(db);
  if (!options.fullScan) return;
  const tables = await sql<{ name: string }>`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
    from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  for (const { name } of tables.rows) {
    try {
      await sql`select count(*) from ${sql.raw(name)}`.execute(db);
    } catch (error) {
      throw new StartupError(`the table ${name} is damaged: ${causeOf(error)}`);
    }
  }
}

/**
 * Opens the server's database with its data directory checked first. The embedded database is
 * created only where DATA_DIR held no Cantara data yet (then the marker file is written); a
 * DATA_DIR with the marker or other data whose database is gone or incomplete stops the start with
 * one clear message instead of starting afresh on an empty database, and so does a damaged one.
 */
export async function openDataDirDatabase(config: Pick<Config, 'dataDir' | 'database'>): Promise<DatabaseHandle> {
  const { dataDir, database } = config;
  const { entries } = await checkDataDir(dataDir);
  const marker = path.join(dataDir, DATA_DIR_MARKER);

  if (database.kind === 'pglite') {
    const dbDir = database.dir;
    const clusterExists = await exists(path.join(dbDir, 'PG_VERSION'));
    const dbEntries = await entriesOf(dbDir);
    if (!clusterExists) {
      const hadData =
        entries.includes(DATA_DIR_MARKER) ||
        (dbEntries !== null && dbEntries.length > 0) ||
        entries.some((entry) => !FRESH_ENTRIES.has(entry) && entry !== path.basename(dbDir));
      if (hadData) {
        throw new StartupError(
          `DATA_DIR ${dataDir} holds Cantara data but its database ${dbDir} is missing or incomplete (no PG_VERSION); ` +
            'restore it from a backup, or set DATA_DIR to an empty folder to start with a new database.',
        );
      }
    }
  }

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(database);
  } catch (error) {
    const where = database.kind === 'pglite' ? database.dir : 'PostgreSQL (DATABASE_URL)';
    throw new StartupError(`The database in ${where} cannot be opened: ${causeOf(error)}.`);
  }
  try {
    await verifyDatabase(handle.db, { fullScan: database.kind === 'pglite' });
  } catch (error) {
    await handle.close().catch(() => undefined);
    const where = database.kind === 'pglite' ? database.dir : 'PostgreSQL (DATABASE_URL)';
    throw new StartupError(`The database in ${where} is damaged: ${error instanceof Error ? error.message : error}.`);
  }
  if (!(await exists(marker))) {
    await fs
      .writeFile(marker, `${JSON.stringify({ created_at: new Date().toISOString(), database: database.kind })}\n`)
      .catch((error: unknown) => {
        throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${causeOf(error)}.`);
      });
  }
  return handle;
}
