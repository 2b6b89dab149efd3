import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
import { startBenchServer } from '/work/main/scripts/bench/server';
const [prefix, ...paths] = process.argv.slice(2);
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const p of paths) for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await ctx.addCookies([{ name: 'cookie_consent', value: 'all', url: server.url }]).catch(() => {});
  const page = await ctx.newPage();
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const file = `/tmp/shots/${prefix}-${p.replaceAll('/', '_')}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await ctx.close();
}
await browser.close(); await server.stop();
