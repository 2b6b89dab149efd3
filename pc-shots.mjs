import { chromium } from '@playwright/test';
const BASE = 'http://localhost:8931';
const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const only = process.argv[2];
const pages = [
  ['landing', '/landing'],
  ['download', '/download'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['refund', '/refund-policy'],
  ['store', '/pricing/store'],
  ['product', '/pricing/store/product/kyle'],
];
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ userAgent: WIN, viewport: { width, height: width > 500 ? 900 : 844 } });
  await ctx.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ acceptAll: false, userHasChosen: true })));
  const page = await ctx.newPage();
  for (const lang of ['en', 'ko', 'ja']) {
    for (const [name, path] of pages) {
      if (only && !only.split(',').includes(name)) continue;
      await page.goto(`${BASE}/${lang}${path}`);
      await page.waitForTimeout(name === 'landing' || name === 'download' ? 6000 : 4000);
      await page.screenshot({ path: `/tmp/pc-shots/${name}-${lang}-${width}.png`, fullPage: name !== 'landing' && name !== 'store' && name !== 'product' });
    }
  }
  await ctx.close();
}
await browser.close();
