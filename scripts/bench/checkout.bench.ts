/**
 * Time to create a checkout session and to preview an invoice under concurrent load, on the built-in
 * checkout. Usage: npx tsx scripts/bench/checkout.bench.ts   (BENCH_SECONDS, BENCH_CONNECTIONS; DATABASE_URL adds PostgreSQL)
 * The server runs in this process on a fresh, seeded database with a real signed-in user; the load
 * comes from scripts/bench/load-client.ts in its own process. Every checkout asks for a new session
 * (its success URL carries a running number), so none is answered by the double-click dedupe.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { seedContent } from '../../server/src/db/seed';
import { type TestDatabase, testDatabases } from '../../tests/integration/support/databases';
import { signIn } from '../../tests/integration/support/idp';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const run = promisify(execFile);

type LoadResult = { requests: number; failures: number; perSecond: number; p50: number; p95: number; p99: number };

async function load(options: {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  seconds: number;
}) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/load-client.ts', JSON.stringify({ ...options, connections })],
    { maxBuffer: 4 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LoadResult;
}

function report(label: string, result: LoadResult) {
  console.log(
    `${label}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; ` +
      `${result.perSecond.toFixed(0)} req/s (${result.requests} ok, ${result.failures} failed; ${connections} concurrent, ${seconds} s)`,
  );
}

async function bench(database: TestDatabase) {
  const created = await database.create();
  // The per-client rate limits are lifted: the load comes from one client on purpose.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000000' }),
    database: created.config,
  };
  const handle = await openDatabase(config.database);
  await seedContent(handle.db, config.catalogue.contentDir);
  const app = await buildApp(config, { database: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  try {
    const { accessToken } = await signIn(app, { email: 'bench-checkout@example.com', name: 'Bench' });
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const keys = ['character_nime', 'character_lica', 'character_siae'];

    const previewUrl = `${base}/api/auth/v2/invoice-preview?${keys.map((k) => `price_lookup_keys=${k}`).join('&')}&promo_code=DUET30&pay_mode=payment&currency=usd`;
    await load({ url: previewUrl, method: 'GET', headers, seconds: 2 });
    report(
      `invoice preview (3 characters, promotion) on ${database.name}`,
      await load({ url: previewUrl, method: 'GET', headers, seconds }),
    );

    // The success URL must be on the site's origin (PUBLIC_URL, localhost:8080 by default).
    const checkoutUrl = `${base}/api/auth/v2/checkout-session?success_url=${encodeURIComponent('http://localhost:8080/en/payment-successful?n=')}{n}&cancel_url=${encodeURIComponent('http://localhost:8080/en/pricing/store/cart')}`;
    const body = JSON.stringify({
      price_lookup_keys: keys,
      pay_mode: 'payment',
      currency: 'usd',
      promo_code: 'WELCOME20',
    });
    report(
      `create checkout session (3 characters, promotion) on ${database.name}`,
      await load({ url: checkoutUrl, method: 'POST', headers, body, seconds }),
    );
  } finally {
    await app.close();
    await handle.close();
    await created.drop();
  }
}

for (const database of testDatabases()) await bench(database);
