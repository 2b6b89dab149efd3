import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
for (const loc of ['en-US', 'ko-KR', 'ja-JP']) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  console.log(loc, await page.evaluate((loc) => {
    const r: any = {};
    let t = performance.now(); new Intl.NumberFormat(loc, { minimumFractionDigits: 2, maximumFractionDigits: 2 }); r.first = performance.now() - t;
    t = performance.now(); new Intl.NumberFormat(loc, { minimumFractionDigits: 0, maximumFractionDigits: 0 }); r.second = performance.now() - t;
    t = performance.now(); new Intl.DateTimeFormat(loc, { dateStyle: 'long' }); r.date = performance.now() - t;
    t = performance.now(); new Intl.PluralRules(loc); r.plural = performance.now() - t;
    t = performance.now(); (1234.5).toLocaleString(loc); r.toLocale = performance.now() - t;
    return r;
  }, loc));
  await page.close();
}
await browser.close();
