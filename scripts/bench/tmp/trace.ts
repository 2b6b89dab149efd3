import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const paths = process.argv.slice(2);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  const main = events.filter((e) => e.name === 'RunTask' && e.dur > 30000);
  // main thread: find the renderer main thread by CrRendererMain
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const nav = events.find((e) => e.name === 'navigationStart' || e.name==='NavigationStartToEnd');
  const t0 = Math.min(...events.filter((e)=>e.ts>0 && threadNames.get(`${e.pid}:${e.tid}`)==='CrRendererMain').map((e)=>e.ts));
  console.log(`== ${p}`);
  for (const t of main) {
    if (threadNames.get(`${t.pid}:${t.tid}`) !== 'CrRendererMain') continue;
    const kids = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.ph === 'X' && e.name !== 'RunTask' && (e.dur ?? 0) > 3000);
    const desc = kids.slice(0, 14).map((k) => `${k.name}${k.args?.data?.url ? '(' + String(k.args.data.url).split('/').pop() + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''}${k.args?.data?.stackTrace?'{'+k.args.data.stackTrace[0]?.url?.split('/').pop()+'}':''}${k.name==='v8.evaluateModule'?JSON.stringify(k.args).slice(0,120):''}:${Math.round(k.dur / 1000)}`).join(' ');
    console.log(`  @${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)}ms  ${desc}`);
  }
  await ctx.close();
}
await browser.close();
await server.stop();
