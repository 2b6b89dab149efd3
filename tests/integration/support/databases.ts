import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../../../server/src/config';
import { type DatabaseHandle, IN_MEMORY, migrateToLatest, openDatabase } from '../../../server/src/db/database';
import { PGliteDialect } from '../../../server/src/db/pglite-dialect';
import type { Database } from '../../../server/src/db/schema';
import './templates';

export type CreatedDatabase = {
  config: Config['database'];
  /** Opens it as the server does (migrations included): a copy of the run's migrated, seeded template. */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  create: () => Promise<CreatedDatabase>;
};

/** The PGlite template's data directory, read once per test file. */
let pgliteTemplate: Promise<Blob> | null = null;

/** An in-memory PGlite loaded from the template, then brought up to date as openDatabase does (nothing to do). */
async function openPgliteCopy(): Promise<DatabaseHandle> {
  pgliteTemplate ??= fs.readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite({ loadDataDir: await pgliteTemplate })) });
  await migrateToLatest(db);
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * The databases integration tests run on: PGlite always, and PostgreSQL too when DATABASE_URL is
 * set. Each test app gets a database of its own, a copy of the run's template (tests/integration/
 * support/templates.ts), dropped afterwards.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      create: async () => ({ config: { kind: 'pglite', dir: IN_MEMORY }, open: openPgliteCopy, drop: async () => {} }),
    },
  ];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      create: async () => {
        const name = `cantara_test_${randomBytes(6).toString('hex')}`;
        const template = inject('postgresTemplate');
        await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const config: Config['database'] = { kind: 'postgres', url: url.toString() };
        return {
          config,
          open: () => openDatabase(config),
          drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        };
      },
    });
  }
  return list;
}
