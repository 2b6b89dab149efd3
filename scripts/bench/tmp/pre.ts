import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.route('**/assets/renderer-*.js', (r) => r.abort());
await page.goto(server.url + '/en/pricing');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
console.log(await page.evaluate(() => {
  const files = JSON.parse(document.getElementById('start-up-code')!.textContent!);
  const t0 = performance.now();
  for (const f of files) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = f; document.head.append(l); }
  const t1 = performance.now();
  return { n: files.length, ms: t1 - t0 };
}));
await browser.close(); await server.stop();
