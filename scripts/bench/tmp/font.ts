import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const variants: Record<string, (html: string) => string> = {
  original: (h) => h,
  shortStack: (h) => h.replaceAll(`'Inter Variable', 'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Hiragino Sans', 'Noto Sans JP', system-ui, sans-serif`, `'Inter Variable', sans-serif`),
  noJs: (h) => h.replace(/<script type="module"[^>]*><\/script>/, ''),
};
for (const p of process.argv.slice(2)) for (const [name, fix] of Object.entries(variants)) for (let rep = 0; rep < 3; rep++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  await page.route(server.url + p, async (route) => { const r = await route.fetch(); route.fulfill({ response: r, body: fix(await r.text()) }); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end'); await done;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = events.filter((e) => names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  const layouts = main.filter((e) => e.name === 'Layout').map((e) => Math.round(e.dur / 1000)).filter((d) => d > 5);
  const styles = main.filter((e) => e.name === 'UpdateLayoutTree').map((e) => Math.round(e.dur / 1000)).filter((d) => d > 5);
  console.log(`${p} ${name.padEnd(10)} layouts ${layouts.join(',')}  styles ${styles.join(',')}`);
  await ctx.close();
}
await browser.close(); await server.stop();
