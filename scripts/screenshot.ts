/**
 * Takes Chromium screenshots of pages at desktop (1440 px) and mobile (390 px) widths.
 * Usage: tsx scripts/screenshot.ts http://localhost:8080 /en/landing /ko/pricing …  (PNG files go to .tmp/screens)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';

const [base = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const outDir = path.resolve('.tmp/screens');
await fs.mkdir(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  for (const pagePath of paths.length ? paths : ['/en/landing']) {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    const file = path.join(
      outDir,
      `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`,
    );
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
