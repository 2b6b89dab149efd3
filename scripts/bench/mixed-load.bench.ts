/**
 * The mixed read load of a visitor crowd on the production server — the landing page's HTML,
 * GET /api/auth/v2/products and GET /api/auth/v2/user with a Bearer token, in turn on every
 * connection — then user info alone, then a bare Fastify hello-world with the same connections and
 * duration in the same run. Prints req/s, p50/p99, the server's CPU time per request and the ratio
 * to bare Fastify. Targets: mixed ≥ 2,000 req/s with p99 ≤ 50 ms, user info ≥ 2,000 req/s.
 * Usage: npx tsx scripts/bench/mixed-load.bench.ts   (BENCH_SECONDS, default 60; BENCH_CONNECTIONS, default 50;
 * SKIP_BUILD=1 reuses dist/renderer; DATABASE_URL runs the server on PostgreSQL instead of PGlite;
 * LOG_LEVEL, default info as in production; BENCH_CPU_PROF=<dir> writes the server's CPU profile there)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../../tests/integration/support/databases';
import { signIn } from '../../tests/integration/support/idp';
import { freePort } from '../free-port';
import { formatThroughput, measureThroughput, type ThroughputResult } from './http-throughput';
import { withProductionServer } from './production-server';
import { cpuSeconds } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

type InjectOptions = { method: string; url: string; headers?: Record<string, string>; payload?: string };

/**
 * The part of app.inject() the sign-in helper uses, over real HTTP: the built-in identity provider
 * of the server under test hands out the access token exactly as it does to a browser.
 */
function overHttp(baseUrl: string): FastifyInstance {
  const inject = (options: InjectOptions) =>
    new Promise((resolve, reject) => {
      const target = new URL(options.url, baseUrl);
      const sent = request(target, { method: options.method, headers: options.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: response.statusCode, headers: response.headers, body, json: () => JSON.parse(body) });
        });
      });
      sent.on('error', reject);
      sent.end(options.payload);
    });
  return { inject } as unknown as FastifyInstance;
}

async function startBareFastify(): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', () => reject(new Error('The bare Fastify server did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Runs a load and reports it with the CPU time the server process spent per answered request. */
async function measured(label: string, pid: number, load: () => Promise<ThroughputResult>) {
  const cpuBefore = cpuSeconds(pid);
  const result = await load();
  const requests = result.requestsPerSecond * seconds;
  const cpuMs = requests ? ((cpuSeconds(pid) - cpuBefore) * 1000) / requests : 0;
  console.log(`${formatThroughput(label, result)}; server CPU ${cpuMs.toFixed(2)} ms/request`);
  return result;
}

const common = { connections, seconds };
// With DATABASE_URL the server gets a fresh database of its own on that PostgreSQL server, dropped afterwards.
const scratch = process.env.DATABASE_URL
  ? await testDatabases()
      .find((database) => database.name === 'postgres')
      ?.create()
  : undefined;
const databaseUrl = scratch?.config.kind === 'postgres' ? scratch.config.url : '';
console.log(
  `${connections} connections, ${seconds} s each; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ` +
    `log level ${process.env.LOG_LEVEL ?? 'info'}; load average ${(await import('node:os')).loadavg()[0]}`,
);

const measuredLoads = withProductionServer(
  async (baseUrl, server) => {
    const { accessToken } = await signIn(overHttp(baseUrl), { email: 'bench@example.com', name: 'Bench' });
    const authorization = `Bearer ${accessToken}`;
    const userPath = '/api/auth/v2/user';
    // Warm-up: every route compiled and cached before the figures are taken.
    await measureThroughput({ url: `${baseUrl}${userPath}`, headers: { authorization }, connections, seconds: 2 });
    const mixedResult = await measured('mixed (landing HTML, products, user info)', server.pid, () =>
      measureThroughput({
        url: baseUrl,
        requests: [
          { method: 'GET', path: '/en', headers: { accept: 'text/html' } },
          { method: 'GET', path: '/api/auth/v2/products' },
          { method: 'GET', path: userPath, headers: { authorization } },
        ],
        ...common,
      }),
    );
    const userResult = await measured('user info alone', server.pid, () =>
      measureThroughput({ url: `${baseUrl}${userPath}`, headers: { authorization }, ...common }),
    );
    return [mixedResult, userResult] as const;
  },
  {
    // The sign-in helper's redirect URI is on the default public URL.
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATABASE_URL: databaseUrl,
  },
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
);

const [mixed, userInfo] = await measuredLoads.finally(() => scratch?.drop());

const bare = await startBareFastify();
let bareResult: ThroughputResult;
try {
  bareResult = await measured('bare Fastify hello-world', bare.pid, () =>
    measureThroughput({ url: bare.url, ...common }),
  );
} finally {
  await bare.stop();
}
const ratio = (part: ThroughputResult) =>
  (part.requestsPerSecond / Math.max(1, bareResult.requestsPerSecond)).toFixed(3);
console.log(`ratio to bare Fastify: mixed ${ratio(mixed)}, user info ${ratio(userInfo)}`);
const target = mixed.requestsPerSecond >= 2000 && mixed.p99Ms <= 50 && userInfo.requestsPerSecond >= 2000;
console.log(`targets (mixed ≥ 2,000 req/s with p99 ≤ 50 ms, user info ≥ 2,000 req/s): ${target ? 'met' : 'not met'}`);
if (mixed.non2xx || mixed.errors || userInfo.non2xx || userInfo.errors) {
  console.error('Some requests failed: the figures do not describe a working server.');
  process.exitCode = 1;
}
