import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '/work/main/scripts/chromium';
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const script = `(() => { const r = {}; const loc = LOC;
  let t = performance.now(); Intl.getCanonicalLocales(loc); r.canon = performance.now() - t;
  t = performance.now(); new Intl.PluralRules(loc, { type: 'cardinal' }).select(3); r.plural = performance.now() - t;
  t = performance.now(); new Intl.Locale(loc); r.locale = performance.now() - t;
  t = performance.now(); new Intl.NumberFormat(loc).format(1000); r.number = performance.now() - t;
  t = performance.now(); new Intl.DateTimeFormat(loc).format(0); r.date = performance.now() - t;
  return JSON.stringify(r); })()`;
for (const loc of ['en', 'ko', 'ja']) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  console.log(loc, await page.evaluate(script.replace('LOC', JSON.stringify(loc))));
  await page.close();
}
await browser.close();
