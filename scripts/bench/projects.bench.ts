/**
 * Cloud projects: the latency of a save of a 2,000-note project (target p50 ≤ 20 ms) and of the
 * list call for a user with 1,000 projects (target p50 ≤ 30 ms), on PGlite and, when DATABASE_URL
 * is set, on PostgreSQL.
 * Usage: npx tsx scripts/bench/projects.bench.ts   (BENCH_SAVES, BENCH_LISTS)
 * The server runs in this process on a fresh database and is called through inject() one request at
 * a time (routing, validation, the database and serialisation; no network). The user holds an
 * unlimited plan so that 1,000 projects fit. Besides wall-clock latency it prints this process's CPU
 * time per call: on PGlite (in this process) that is the work of the call itself, which stays
 * meaningful on a machine busy with other work; on PostgreSQL the database's own work is not in it.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { seedContent } from '../../server/src/db/seed';
import { Entitlements } from '../../server/src/modules/entitlements';
import { CHARACTER_IDS } from '../../shared/studio/characters';
import { type TestDatabase, testDatabases } from '../../tests/integration/support/databases';
import { signIn } from '../../tests/integration/support/idp';
import { song, track } from '../../tests/integration/support/projects';

const saves = Number(process.env.BENCH_SAVES ?? 200);
const lists = Number(process.env.BENCH_LISTS ?? 200);
const PROJECTS = 1_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

type Sample = { wall: number; cpu: number };

/** Times one call: wall clock and this process's CPU time. */
async function timed<T>(call: () => Promise<T>): Promise<{ result: T; sample: Sample }> {
  const cpu = cpuMs();
  const started = performance.now();
  const result = await call();
  return { result, sample: { wall: performance.now() - started, cpu: cpuMs() - cpu } };
}

function report(label: string, samples: Sample[], target: number) {
  const wall = samples.map((sample) => sample.wall).sort((a, b) => a - b);
  const cpu = samples.map((sample) => sample.cpu).sort((a, b) => a - b);
  const p50 = percentile(wall, 50);
  console.log(
    `${label}: p50 ${p50.toFixed(1)} ms, p90 ${percentile(wall, 90).toFixed(1)} ms, ` +
      `p99 ${percentile(wall, 99).toFixed(1)} ms over ${samples.length} calls ` +
      `(target p50 ≤ ${target} ms: ${p50 <= target ? 'met' : 'MISSED'}); ` +
      `CPU time of this process p50 ${percentile(cpu, 50).toFixed(1)} ms`,
  );
  return p50 <= target;
}

async function bench(database: TestDatabase): Promise<boolean> {
  const created = await database.create();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', PROJECT_SAVE_RATE_LIMIT_PER_MINUTE: '100000' }),
    database: created.config,
  };
  const handle = await openDatabase(config.database);
  await seedContent(handle.db, config.catalogue.contentDir);
  const entitlements = new Entitlements();
  entitlements.provide({
    activePlan: async () => ({ plan: 'business', uuid: 'bench', startDate: new Date(), paid: true }),
    ownedAddons: async () => [],
    availableInstruments: async () => [...CHARACTER_IDS],
    hasActivePaidSubscription: async () => true,
  });
  const app = await buildApp(config, { database: handle, entitlements });
  await app.ready();
  const { accessToken } = await signIn(app, { email: 'bench@example.com', name: 'Bench' });
  const headers = { authorization: `Bearer ${accessToken}` };

  // A 2,000-note song: four tracks of 500 notes with lyrics, vibrato on every fourth note.
  const document = song(
    'Bench song',
    ['hodo', 'theo', 'nime', 'rena'].map((character, index) => {
      const item = track(`t${index}`, character as 'hodo', 500);
      for (const [n, note] of item.notes.entries())
        if (n % 4 === 0) note.vibrato = { depth: 40, rate: 5.5, delay: 200 };
      return item;
    }),
  );
  const createdProject = await app.inject({
    method: 'POST',
    url: '/api/auth/v2/projects',
    headers,
    payload: { kind: 'import', document },
  });
  if (createdProject.statusCode !== 201) throw new Error(`create failed: ${createdProject.body}`);
  const id = createdProject.json().data.id as string;
  const payload = JSON.stringify({ document });
  let version = 1;
  const saveTimes: Sample[] = [];
  for (let index = 0; index < saves + 20; index += 1) {
    const { result: response, sample } = await timed(() =>
      app.inject({
        method: 'PUT',
        url: `/api/auth/v2/projects/${id}`,
        headers: { ...headers, 'content-type': 'application/json', 'if-match': String(version) },
        payload,
      }),
    );
    if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
    version = response.json().data.version;
    if (index >= 20) saveTimes.push(sample);
  }
  const saveMet = report(
    `PUT /projects/{id} (2,000 notes, ${(payload.length / 1024).toFixed(0)} KB) on ${database.name}`,
    saveTimes,
    20,
  );

  for (let index = 1; index < PROJECTS; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/projects',
      headers,
      payload: { kind: 'blank', title: `Song ${index}`, character_id: CHARACTER_IDS[index % CHARACTER_IDS.length] },
    });
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  }
  const listTimes: Sample[] = [];
  for (let index = 0; index < lists + 20; index += 1) {
    const page = 1 + (index % 5);
    const { result: response, sample } = await timed(() =>
      app.inject({ method: 'GET', url: `/api/auth/v2/projects?page=${page}`, headers }),
    );
    if (response.statusCode !== 200 || response.json().data.total !== PROJECTS) throw new Error('list failed');
    if (index >= 20) listTimes.push(sample);
  }
  const listMet = report(`GET /projects (1,000 projects, pages of 24) on ${database.name}`, listTimes, 30);

  await app.close();
  await handle.close();
  await created.drop();
  return saveMet && listMet;
}

let allMet = true;
for (const database of testDatabases()) allMet = (await bench(database)) && allMet;
if (!allMet) process.exitCode = 1;
