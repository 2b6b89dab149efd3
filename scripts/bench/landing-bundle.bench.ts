/**
 * Prints the gzip size of the JavaScript that /en/landing loads in Chromium (target: under 180 KB).
 * Usage: tsx scripts/bench/landing-bundle.ts [baseUrl]  — starts the production server itself when no URL is given.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { withProductionServer } from './production-server';

const TARGET_KB = 180;

export async function measureLandingJs(baseUrl: string, pagePath = '/en/landing') {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await browser.close();
  const files = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return {
    files,
    totalGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    totalRaw: files.reduce((sum, f) => sum + f.raw, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = async (baseUrl: string) => {
    const { files, totalGzip, totalRaw } = await measureLandingJs(baseUrl);
    for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${f.file.padEnd(52)} ${(f.raw / 1024).toFixed(1).padStart(8)} KB raw ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
      );
    }
    const kb = totalGzip / 1024;
    console.log(
      `landing JS: ${files.length} files, ${(totalRaw / 1024).toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzip (target < ${TARGET_KB} KB: ${kb < TARGET_KB ? 'met' : 'NOT met'})`,
    );
  };
  const url = process.argv[2];
  if (url) await run(url);
  else await withProductionServer(run);
}
