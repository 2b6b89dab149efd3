import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../../server/src/config';
import { migrateToLatest, openDatabase } from '../../../server/src/db/database';
import { PGliteDialect } from '../../../server/src/db/pglite-dialect';
import type { Database } from '../../../server/src/db/schema';
import { seedContent } from '../../../server/src/db/seed';

/**
 * The integration run's migrated and seeded template databases: a PGlite data directory dumped to a
 * file, and a PostgreSQL database that CREATE DATABASE … TEMPLATE copies. The global setup below
 * builds them once per run (so every migration still runs from scratch on both databases each run)
 * and provides them to the test files.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

const contentDir = () => loadConfig({ LOG_LEVEL: 'silent' }).catalogue.contentDir;

async function pgliteTemplate(file: string): Promise<void> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedContent(db, contentDir());
  const dump = await pglite.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
}

async function postgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // openDatabase runs the migrations; its pool is closed before the template is copied.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedContent(handle.db, contentDir());
  await handle.close();
}

async function dropPostgres(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Vitest global setup of the integration project: builds both templates, removes them afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = path.join(os.tmpdir(), `cantara-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  const adminUrl = process.env.DATABASE_URL;
  const postgresName = `cantara_template_${randomBytes(6).toString('hex')}`;
  await Promise.all([pgliteTemplate(file), adminUrl ? postgresTemplate(adminUrl, postgresName) : null]);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', adminUrl ? postgresName : null);
  return async () => {
    await fs.rm(file, { force: true });
    if (adminUrl) await dropPostgres(adminUrl, postgresName);
  };
}
