import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { DATA_DIR_MARKER, openDataDirDatabase, StartupError } from '../../server/src/db/data-dir';
import { recordBoot } from '../../server/src/modules/health/repo';

const made: string[] = [];
async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of made) {
    await fs.chmod(dir, 0o700).catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  }
});

const configFor = (dataDir: string) => loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });

/** The first DATA_DIR started once (creating a database is slow): the others are copies of it. */
let startedOnce: Promise<string> | null = null;

/** A DATA_DIR that has been started once: marker, database with one boot and one user. */
async function usedDataDir() {
  startedOnce ??= (async () => {
    const dataDir = await tempDir('cantara-used-');
    const handle = await openDataDirDatabase(configFor(dataDir));
    await recordBoot(handle.db, 'first');
    await handle.close();
    return dataDir;
  })();
  const dataDir = await tempDir('cantara-used-');
  await fs.cp(await startedOnce, dataDir, { recursive: true });
  return dataDir;
}

async function refusal(dataDir: string): Promise<string> {
  try {
    const handle = await openDataDirDatabase(configFor(dataDir));
    await handle.close();
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error(`expected ${dataDir} to be refused`);
}

describe('start-up integrity of DATA_DIR and the embedded database', () => {
  it('creates a database and its marker only where no data directory existed, and reopens it', {
    timeout: 180_000,
  }, async () => {
    const parent = await tempDir('cantara-parent-');
    const dataDir = path.join(parent, 'data');
    const first = await openDataDirDatabase(configFor(dataDir));
    await recordBoot(first.db, 'first');
    await first.close();
    expect(JSON.parse(await fs.readFile(path.join(dataDir, DATA_DIR_MARKER), 'utf8'))).toMatchObject({
      database: 'pglite',
    });
    const again = await openDataDirDatabase(configFor(dataDir));
    const boots = await again.db.selectFrom('server_boots').select('version').execute();
    expect(boots.map((row) => row.version)).toEqual(['first']);
    await again.close();
  });

  it('accepts an empty existing folder, and one that only holds published installers or upload leftovers', {
    timeout: 180_000,
  }, async () => {
    const empty = await tempDir('cantara-empty-');
    (await openDataDirDatabase(configFor(empty))).close();
    const withDownloads = await tempDir('cantara-downloads-');
    await fs.mkdir(path.join(withDownloads, 'downloads'));
    await fs.writeFile(path.join(withDownloads, 'downloads', 'latest.yml'), 'version: 1.0.0\n');
    await (await openDataDirDatabase(configFor(withDownloads))).close();
    // An app that kept its files in a bucket still streamed uploads through DATA_DIR/tmp.
    const withUploads = await tempDir('cantara-uploads-');
    await fs.mkdir(path.join(withUploads, 'tmp', 'audio-uploads'), { recursive: true });
    await (await openDataDirDatabase(configFor(withUploads))).close();
  });

  it('refuses a DATA_DIR whose PG_VERSION was deleted instead of starting on a new empty database', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await usedDataDir();
    await fs.rm(path.join(dataDir, 'db', 'PG_VERSION'));
    const message = await refusal(dataDir);
    expect(message).toContain(`DATA_DIR ${dataDir} holds Cantara data`);
    expect(message).toContain('missing or incomplete');
    // Nothing was created over it.
    await expect(fs.access(path.join(dataDir, 'db', 'PG_VERSION'))).rejects.toThrow();
  });

  it('refuses a DATA_DIR whose database folder is gone while the marker or other data remain', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await usedDataDir();
    await fs.rm(path.join(dataDir, 'db'), { recursive: true });
    expect(await refusal(dataDir)).toContain('missing or incomplete');

    const noMarker = await tempDir('cantara-files-');
    await fs.mkdir(path.join(noMarker, 'files'));
    await fs.writeFile(path.join(noMarker, 'files', 'avatar.png'), 'x');
    expect(await refusal(noMarker)).toContain(`DATA_DIR ${noMarker} holds Cantara data`);
  });

  it('refuses a database with a damaged table file, naming the table', { timeout: 180_000 }, async () => {
    const dataDir = await usedDataDir();
    const handle = await openDataDirDatabase(configFor(dataDir));
    const file = (await sql<{ p: string }>`select pg_relation_filepath('server_boots') as p`.execute(handle.db))
      .rows[0]!.p;
    await handle.close();
    const target = path.join(dataDir, 'db', file);
    const { size } = await fs.stat(target);
    await fs.writeFile(target, Buffer.alloc(Math.max(size, 8192), 0x5a));
    const message = await refusal(dataDir);
    expect(message).toContain('is damaged');
    expect(message).toContain('server_boots');
  });

  it('names the path and the cause for a missing parent, a file, and a folder it cannot write', {
    timeout: 180_000,
  }, async () => {
    const parent = await tempDir('cantara-bad-');
    const missingParent = path.join(parent, 'no', 'such', 'data');
    expect(await refusal(missingParent)).toBe(
      `DATA_DIR ${missingParent} cannot be created: its parent folder ${path.dirname(missingParent)} does not exist.`,
    );
    const file = path.join(parent, 'a-file');
    await fs.writeFile(file, 'x');
    expect(await refusal(file)).toBe(`DATA_DIR ${file} is not a folder.`);
    // /proc refuses new folders even to root: a data directory that cannot be written.
    expect(await refusal('/proc/cantara-data')).toMatch(/^DATA_DIR \/proc\/cantara-data cannot be created: /);
  });

  it('exits with one clear line and a non-zero status when started on such a DATA_DIR', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await usedDataDir();
    await fs.rm(path.join(dataDir, 'db', 'PG_VERSION'));
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk);
      });
      child.on('exit', (exitCode) => resolve({ code: exitCode, stderr }));
    });
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line.startsWith('Cantara cannot start:'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir} holds Cantara data`);
  });

  it('reports in /api/health which part failed: the database, then the data directory', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await usedDataDir();
    const config = configFor(dataDir);
    const handle = await openDataDirDatabase(config);
    const app = await buildApp(config, { database: handle });
    try {
      const healthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.json().data.checks).toEqual({ database: 'ok', data_dir: 'ok' });

      await fs.rm(path.join(dataDir, 'db', 'PG_VERSION'));
      const noDir = await app.inject({ method: 'GET', url: '/api/health' });
      expect(noDir.statusCode).toBe(503);
      expect(noDir.json().detail).toMatchObject({ code: 'SERVICE_UNAVAILABLE', part: 'data_dir' });

      await sql`drop table character_ownerships`.execute(handle.db);
      const noTable = await app.inject({ method: 'GET', url: '/api/health' });
      expect(noTable.statusCode).toBe(503);
      expect(noTable.json().detail).toMatchObject({ code: 'SERVICE_UNAVAILABLE', part: 'database' });
      expect(noTable.json().detail.message).toContain('character_ownerships');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
