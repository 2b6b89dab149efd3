import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const paths = process.argv.slice(2);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const p of paths) for (let rep = 0; rep < 2; rep++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking,loading', transferMode: 'ReportEvents' });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const mainEv = events.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').sort((a,b)=>a.ts-b.ts);
  const t0 = mainEv.find((e) => e.name === 'navigationStart')?.ts ?? mainEv[0].ts;
  const fcp = mainEv.find((e) => e.name === 'firstContentfulPaint');
  console.log(`== ${p} fcp@${Math.round((fcp?.ts - t0)/1000)}`);
  let last = t0;
  for (const e of mainEv) {
    if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.dur > 8000) {
      const inv = mainEv.filter((x) => x.ts > last && x.ts < e.ts && /Invalidat|ScheduleStyle|ResourceFinish|FontLoad/.test(x.name));
      const reasons = new Map<string, number>();
      for (const x of inv) { const k = `${x.name}:${x.args?.data?.reason ?? ''}:${x.args?.data?.nodeName ?? ''}:${x.args?.data?.url ? String(x.args.data.url).split('/').pop() : ''}`; reasons.set(k, (reasons.get(k) ?? 0) + 1); }
      console.log(`  @${Math.round((e.ts - t0)/1000)} ${e.name} ${Math.round(e.dur/1000)}ms dirty=${e.args?.beginData?.dirtyObjects ?? ''}/${e.args?.beginData?.totalObjects ?? ''} ${e.args?.beginData?.stackTrace ? 'FORCED '+JSON.stringify(e.args.beginData.stackTrace[0]).slice(0,100) : ''}`);
      console.log('     ' + [...reasons].sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k}×${v}`).join(' | '));
      last = e.ts + e.dur;
    }
  }
  await ctx.close();
}
await browser.close(); await server.stop();
