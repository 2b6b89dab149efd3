import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const paths = process.argv.slice(2);
const REPS = Number(process.env.REPS ?? 2);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const total = new Map<string, number>();
for (const p of paths) for (let rep = 0; rep < REPS; rep++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', transferMode: 'ReportEvents' });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const mainEv = events.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  const fcp = mainEv.find((e) => e.name === 'firstContentfulPaint');
  const tasks = mainEv.filter((e) => e.name === 'RunTask' && e.dur > 50000 && (!fcp || e.ts > fcp.ts));
  const cats = new Map<string, number>();
  let tbt = 0;
  for (const t of tasks) {
    const kids = mainEv.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
    const top = kids.sort((a, b) => b.dur - a.dur)[0];
    const url = top?.args?.data?.url ?? top?.args?.data?.stackTrace?.[0]?.url ?? '';
    const fn = top?.args?.data?.functionName ?? '';
    const cat = `${top?.name ?? '?'} ${String(url).split('/').pop()} ${fn}`;
    const block = (t.dur - 50000) / 1000;
    tbt += block;
    cats.set(cat, (cats.get(cat) ?? 0) + block);
    total.set(cat, (total.get(cat) ?? 0) + block / REPS);
  }
  console.log(`== ${p} rep${rep} TBT~${Math.round(tbt)}  ` + [...cats].sort((a, b) => b[1] - a[1]).map(([c, v]) => `${c}:${Math.round(v)}`).join(' | '));
  await ctx.close();
}
console.log('== total per category (avg over reps, summed over pages)');
for (const [c, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${Math.round(v).toString().padStart(5)} ${c}`);
await browser.close();
await server.stop();
