/**
 * One user's project at the size limit must not stall everyone else. Prints, for the production
 * server on PGlite (and on PostgreSQL when DATABASE_URL is set):
 * - cold start (spawn to the first 200 of /api/health) and resident memory once idle;
 * - save and load time of a document at the limit (median of BENCH_REPEATS);
 * - /api/health latency p50/p99 while one user loops GET and PUT on that document, divided by
 *   the idle latency measured in the same run (target ≤ 2);
 * - the server's peak resident memory during ten concurrent saves.
 * Usage: npx tsx scripts/bench/projects-large.bench.ts   (BENCH_SECONDS, BENCH_REPEATS, SKIP_BUILD=1)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { signIn } from '../../tests/integration/support/idp';
import { freePort } from '../free-port';
import { httpInjector } from './http-inject';
import { documentAtLimit } from './large-document';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const PUBLIC_URL = 'http://localhost:8080';
/** The compiled server `npm start` runs; the TypeScript sources through tsx where it has not been built. */
const SERVER_ENTRY = fs.existsSync('dist/server/main.js')
  ? ['dist/server/main.js']
  : ['--import', 'tsx', 'server/src/main.ts'];

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => percentile(values, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { url: string; child: ChildProcess; coldStartMs: number; stop: () => Promise<void> };

/** The production server on a free port and a fresh data directory. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-large-'));
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_ENTRY, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited while starting');
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(25);
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    child,
    coldStartMs,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One user looping GET and PUT on the document until told to stop; answers how many calls it made. */
const HEAVY_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, token, body } = workerData;
let { version } = workerData;
let running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  let calls = 0;
  const headers = { authorization: 'Bearer ' + token, 'content-type': 'application/json' };
  while (running) {
    const save = calls % 2 === 0;
    const response = await fetch(url, save
      ? { method: 'PUT', headers: { ...headers, 'if-match': String(version) }, body }
      : { headers });
    await response.arrayBuffer();
    if (save && response.status === 200) version += 1;
    calls += 1;
  }
  parentPort.postMessage({ calls, version });
})();
`;

async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * Health latencies of calls sent every 20 ms whatever the answers do (a stalled server delays every
 * call sent meanwhile, as it does real users), until `until()` says stop.
 */
async function sampleHealth(url: string, until: () => boolean): Promise<number[]> {
  const calls: Promise<number>[] = [];
  while (!until()) {
    calls.push(timed(() => fetch(`${url}/api/health`)).then((answer) => answer.ms));
    await sleep(20);
  }
  return Promise.all(calls);
}

async function bench(label: string, databaseUrl: string): Promise<void> {
  const server = await startServer(databaseUrl);
  try {
    await sleep(3000);
    const idleRss = rssMb(server.child.pid!);
    console.log(`${label}: cold start ${server.coldStartMs.toFixed(0)} ms; idle RSS ${idleRss.toFixed(0)} MB`);

    const { accessToken } = await signIn(httpInjector(server.url), { email: 'large@example.com', name: 'Large' });
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ kind: 'import', document: documentAtLimit() });
    const saveBody = JSON.stringify({ document: documentAtLimit() });
    console.log(`${label}: document at the limit: ${(Buffer.byteLength(saveBody) / 1024 / 1024).toFixed(2)} MiB body`);
    const created = await fetch(`${server.url}/api/auth/v2/projects`, { method: 'POST', headers, body });
    if (created.status !== 201) throw new Error(`Create failed: ${created.status} ${await created.text()}`);
    const id = ((await created.json()) as { data: { id: string; version: number } }).data.id;
    let version = 1;
    const put = () =>
      fetch(`${server.url}/api/auth/v2/projects/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'if-match': String(version) },
        body: saveBody,
      });
    const get = () => fetch(`${server.url}/api/auth/v2/projects/${id}`, { headers });

    const saves: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const saved = await timed(put);
      if (saved.status === 200) version += 1;
      saves.push(saved.ms);
      loads.push((await timed(get)).ms);
    }
    console.log(
      `${label}: save of a document at the limit: median ${median(saves).toFixed(0)} ms; load: median ${median(loads).toFixed(0)} ms (${REPEATS} each)`,
    );

    const idleStop = performance.now() + 3000;
    const idle = await sampleHealth(server.url, () => performance.now() > idleStop);
    // The heavy calls come from a thread of their own, so that reading 4 MB answers does not delay this thread's health calls.
    const looper = new Worker(HEAVY_LOOP, {
      eval: true,
      workerData: { url: `${server.url}/api/auth/v2/projects/${id}`, token: accessToken, body: saveBody, version },
    });
    const stop = performance.now() + SECONDS * 1000;
    const busy = await sampleHealth(server.url, () => performance.now() > stop);
    looper.postMessage('stop');
    const loopResult = await new Promise<{ calls: number; version: number }>((resolve) =>
      looper.once('message', resolve),
    );
    await looper.terminate();
    version = loopResult.version;
    const heavyCalls = { length: loopResult.calls };
    const idleP50 = median(idle);
    const ratio = (value: number) => (value / idleP50).toFixed(2);
    console.log(
      `${label}: /api/health idle p50 ${idleP50.toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms; ` +
        `while one user loops GET/PUT (${heavyCalls.length} calls): p50 ${median(busy).toFixed(1)} ms (×${ratio(median(busy))}), ` +
        `p99 ${percentile(busy, 99).toFixed(1)} ms (×${ratio(percentile(busy, 99))}); target p50 and p99 ≤ ×2`,
    );

    let peak = rssMb(server.child.pid!);
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssMb(server.child.pid!));
        await sleep(10);
      }
    })();
    const started = performance.now();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => timed(put)))).map((answer) => answer.status);
    const tenMs = performance.now() - started;
    sampling = false;
    await sampler;
    console.log(
      `${label}: ten concurrent saves took ${tenMs.toFixed(0)} ms (statuses ${statuses.join(' ')}); peak RSS ${peak.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const name = `cantara_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.env.SKIP_BUILD !== '1') execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
console.log(
  `Server: node ${SERVER_ENTRY.join(' ')}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await bench('PGlite', '');
await withPostgresDatabase((url) => bench('PostgreSQL', url));
