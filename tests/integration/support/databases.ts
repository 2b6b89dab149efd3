import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../../../server/src/config';
import { IN_MEMORY } from '../../../server/src/db/database';

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  create: () => Promise<{ config: Config['database']; drop: () => Promise<void> }>;
};

/**
 * The databases integration tests run on: PGlite always, and PostgreSQL too when DATABASE_URL is
 * set. Each test app gets a database of its own, dropped afterwards.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', create: async () => ({ config: { kind: 'pglite', dir: IN_MEMORY }, drop: async () => {} }) },
  ];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      create: async () => {
        const name = `cantara_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return {
          config: { kind: 'postgres', url: url.toString() },
          drop: async () => {
            const client = new pg.Client({ connectionString: adminUrl });
            await client.connect();
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await client.end();
          },
        };
      },
    });
  }
  return list;
}
