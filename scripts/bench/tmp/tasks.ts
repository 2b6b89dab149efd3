import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const paths = process.argv.slice(2);
const REPS = Number(process.env.REPS ?? 1);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const p of paths) for (let rep = 0; rep < REPS; rep++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end'); await done;
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const samples: { ts: number; id: number }[] = [];
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) { ts += profile.timeDeltas[i]; samples.push({ ts, id: profile.samples[i] }); }
  const label = (id: number) => { // nearest frame with a url, plus function name
    let cur: number | undefined = id; const own = (nodes.get(id) as any).callFrame;
    while (cur !== undefined) { const cf = (nodes.get(cur) as any).callFrame; if (cf.url) return `${cf.url.split('/').pop()}${own.url ? ':' + (own.functionName || 'anon') : ' [' + own.functionName + ']'}`; cur = parent.get(cur); }
    return `[${own.functionName}]`;
  };
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const mainEv = events.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  const fcp = mainEv.find((e) => e.name === 'firstContentfulPaint');
  const t0 = mainEv.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const tasks = mainEv.filter((e) => e.name === 'RunTask' && e.dur > 40000 && (!fcp || e.ts > fcp.ts));
  let tbt = 0;
  console.log(`== ${p} fcp@${Math.round((fcp?.ts - t0) / 1000)}`);
  for (const t of tasks) {
    tbt += Math.max(0, t.dur - 50000) / 1000;
    const c = new Map<string, number>();
    for (const s of samples) if (s.ts >= t.ts && s.ts <= t.ts + t.dur) { const l = label(s.id); c.set(l, (c.get(l) ?? 0) + 1); }
    const tot = [...c.values()].reduce((a, b) => a + b, 0) || 1;
    const kids = mainEv.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.name !== 'RunTask').sort((a, b) => b.dur - a.dur)[0];
    console.log(`  @${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)}ms ${kids?.name ?? ''}: ` + [...c].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round((100 * v) / tot)}%`).join(', '));
  }
  console.log(`  TBT~${Math.round(tbt)}`);
  await ctx.close();
}
await browser.close(); await server.stop();
