/**
 * Throughput of GET /api/auth/v2/user with a valid access token: the call every signed-in page makes.
 * Usage: npx tsx scripts/bench/user-info.ts   (BENCH_SECONDS, BENCH_CONNECTIONS; DATABASE_URL adds PostgreSQL)
 * The server runs in this process on a fresh database; the token comes from a real sign-in through the
 * built-in identity provider; autocannon runs in its own process so that it does not share the event loop.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { type TestDatabase, testDatabases } from '../../tests/integration/support/databases';
import { signIn } from '../../tests/integration/support/idp';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

type Histogram = { average: number; p50: number; p99: number; total: number };
type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number };

async function autocannon(url: string, token: string, duration: number): Promise<Result> {
  const args = [
    autocannonCli,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-H',
    `authorization=Bearer ${token}`,
    url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

async function bench(database: TestDatabase) {
  const created = await database.create();
  // PUBLIC_URL stays the default (localhost:8080): the sign-in helper's redirect URI is on it.
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), database: created.config };
  const handle = await openDatabase(config.database);
  const app = await buildApp(config, { database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { accessToken } = await signIn(app, { email: 'bench@example.com', name: 'Bench' });

  const query =
    'mailing_list=true&active_products=true&available_instruments=true&available_perks=true&check_terms=true&register_date=false';
  const url = `http://127.0.0.1:${port}/api/auth/v2/user?${query}`;
  await autocannon(url, accessToken, 2);
  const result = await autocannon(url, accessToken, seconds);
  console.log(
    `GET /api/auth/v2/user on ${database.name}: ${result.requests.average.toFixed(0)} requests/s ` +
      `(latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${result.requests.total} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors; ${connections} connections, ${seconds} s)`,
  );
  await app.close();
  await handle.close();
  await created.drop();
}

for (const database of testDatabases()) await bench(database);
