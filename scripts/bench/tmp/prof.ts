import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
import fs from 'node:fs';
const paths = process.argv.slice(2);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  fs.writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  // attribute self time to url (file) and to function
  const byFile = new Map<string, number>(), byFn = new Map<string, number>();
  for (const [id, t] of self) {
    const n: any = byId.get(id); const cf = n.callFrame;
    const file = cf.url ? cf.url.split('/').pop() : `(${cf.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + t);
    const fn = `${file}:${cf.functionName}:${cf.lineNumber}:${cf.columnNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
  }
  console.log(`== ${p}`);
  for (const [f, t] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(t / 1000).toFixed(0).padStart(6)} ms  ${f}`);
  console.log('  -- functions');
  for (const [f, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(t / 1000).toFixed(0).padStart(6)} ms  ${f}`);
  await ctx.close();
}
await browser.close();
await server.stop();
