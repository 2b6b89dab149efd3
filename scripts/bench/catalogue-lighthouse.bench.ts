/**
 * Lighthouse (mobile emulation, simulated slow 4G and 4× CPU, Debian's Chromium, cold cache) of every
 * page a signed-out visitor can open, in ko, en and ja, against the production build served by the
 * real server. Prints performance, accessibility, best-practices and SEO scores with FCP, LCP, TBT,
 * CLS and the LCP element of each page. Target: performance ≥ 95 everywhere.
 *
 * Usage: npm run build && npx tsx scripts/bench/catalogue-lighthouse.bench.ts [filter…] [--lang=en,ja]
 *   filter: page names or paths to measure (substring match: `characters releases /pricing/store`);
 *   LIGHTHOUSE_RUNS=n measures each page n times and reports the median run (default 1);
 *   LIGHTHOUSE_JSON=dir writes each median run's full report there (network requests, long tasks, trace
 *   summaries), to see what delays a page;
 *   LIGHTHOUSE_CPU=calibrated sets the CPU slowdown from this machine's benchmark index the way
 *   Lighthouse's throttling guide does (docs/throttling.md, "Calibrating the CPU slowdown"), instead
 *   of the default 4×, which assumes a high-end desktop host; LIGHTHOUSE_CPU=n sets it to n.
 * Each row shows the host's benchmark index (BI) of its median run: below about 1500, 4× emulates a
 * slower phone than Lighthouse's mid-tier target, and scores come out lower.
 */
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { LANGUAGES, type Language } from '../../shared/languages';
import { PAGE_ROUTES, withLanguage } from '../../shared/routes';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { startBenchServer } from './server';

/**
 * The public pages, as routes.tsx names them. `help` shows the releases; `login` and `voucher` take a
 * signed-out visitor to the sign-in page (the root starts a sign-in too, the landing is the home); pages that need an account (my page, agreements, activation) and the
 * payment and hand-off pages that only a journey reaches are not in this list.
 */
const PAGES: { name: string; route: string }[] = [
  { name: 'landing', route: PAGE_ROUTES.landing },
  { name: 'characters', route: PAGE_ROUTES.characters },
  { name: 'pricing', route: PAGE_ROUTES.pricing },
  { name: 'store', route: PAGE_ROUTES.store },
  { name: 'product', route: PAGE_ROUTES.product },
  { name: 'cart', route: PAGE_ROUTES.cart },
  { name: 'faq', route: PAGE_ROUTES.faq },
  { name: 'releases', route: PAGE_ROUTES.releases },
  { name: 'help', route: PAGE_ROUTES.help },
  { name: 'download', route: PAGE_ROUTES.download },
  { name: 'login', route: PAGE_ROUTES.login },
  { name: 'voucher', route: PAGE_ROUTES.voucher },
  { name: 'terms', route: PAGE_ROUTES.terms },
  { name: 'privacy', route: PAGE_ROUTES.privacy },
  { name: 'refund-policy', route: PAGE_ROUTES.refundPolicy },
];

const args = process.argv.slice(2);
const languageArg = args.find((arg) => arg.startsWith('--lang='));
const languages = languageArg
  ? (languageArg.slice('--lang='.length).split(',') as Language[]).filter((lang) => LANGUAGES.includes(lang))
  : [...LANGUAGES];
const filters = args.filter((arg) => !arg.startsWith('--'));
const pages = filters.length
  ? PAGES.filter((page) => filters.some((filter) => page.name === filter || page.route.includes(filter)))
  : PAGES;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone, from its benchmark index:
 * the formula of Lighthouse's CPU throttling calculator, linked from its throttling guide
 * (800 → 2×, 1300 → 3×, 1533 → 4×, 233 index points per × above that).
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/** Each page is measured this many times and the median run (by performance score) is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const DEBUG_PORT = 9000 + Math.floor(Math.random() * 500);

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  failing: string[];
  benchmarkIndex: number;
  report: unknown;
};

/** Lighthouse's default CPU slowdown; LIGHTHOUSE_CPU changes it (see the usage above). */
let cpuSlowdownMultiplier = 4;

async function measure(url: string): Promise<Run> {
  // Lighthouse clears the origin's cache and storage first: every run is a first visit. Outside the
  // EU (the server's default region) consent is granted without a dialog.
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    throttling: { cpuSlowdownMultiplier },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`No Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
    ?.items;
  const lcpNode = (lcpItems?.[0] as { items?: { node?: { selector?: string; nodeLabel?: string } }[] } | undefined)
    ?.items?.[0]?.node;
  // Audits below full marks outside performance: what to look at when a score is not 100.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : '-',
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report: lhr,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, twice at most. */
async function measureWithRetry(url: string, attemptsLeft = 3): Promise<Run> {
  try {
    return await measure(url);
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    console.log(`  (${url}: ${(error as Error).message}; measuring again)`);
    return measureWithRetry(url, attemptsLeft - 1);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cell = (text: string | number, width: number) => String(text).padEnd(width);

const server = await startBenchServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
});
const below: string[] = [];
try {
  // A product page needs a product: the first character of the catalogue.
  const characters = (await (await fetch(`${server.url}/api/catalog/characters`)).json()) as {
    data: { id: string }[];
  };
  const productId = characters.data[0]?.id ?? 'unknown';
  const cpuSetting = process.env.LIGHTHOUSE_CPU;
  if (cpuSetting === 'calibrated') {
    // The host's benchmark index, as Lighthouse measures it before each run: the median of three.
    const indices: number[] = [];
    for (let i = 0; i < 3; i++) indices.push((await measureWithRetry(`${server.url}/en/terms`)).benchmarkIndex);
    const benchmarkIndex = [...indices].sort((a, b) => a - b)[1] as number;
    cpuSlowdownMultiplier = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
    console.log(`Benchmark index ${indices.join(', ')} → calibrated CPU slowdown ${cpuSlowdownMultiplier}×`);
  } else if (cpuSetting) {
    cpuSlowdownMultiplier = Number(cpuSetting);
    if (!(cpuSlowdownMultiplier > 0)) throw new Error(`LIGHTHOUSE_CPU must be a positive number or "calibrated"`);
  }
  const load = (await import('node:os')).loadavg().map((n) => n.toFixed(2));
  console.log(
    `Lighthouse (mobile emulation, simulated slow 4G and ${cpuSlowdownMultiplier}× CPU, cold cache), median of ${RUNS} run(s); load average ${load.join(' ')}`,
  );
  console.log(
    `${cell('page', 34)}${cell('perf', 6)}${cell('a11y', 6)}${cell('bp', 5)}${cell('seo', 5)}${cell('FCP', 8)}${cell('LCP', 8)}${cell('TBT', 8)}${cell('CLS', 7)}${cell('BI', 6)}${cell('(runs)', 14)}LCP element`,
  );
  for (const language of languages) {
    for (const page of pages) {
      const pagePath = withLanguage(language, page.route.replace(':id', productId));
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(`${server.url}${pagePath}`));
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)] as Run;
      if (median.performance < 95) below.push(pagePath);
      const jsonDir = process.env.LIGHTHOUSE_JSON;
      if (jsonDir) {
        fs.mkdirSync(jsonDir, { recursive: true });
        fs.writeFileSync(path.join(jsonDir, `${language}-${page.name}.json`), JSON.stringify(median.report));
      }
      const label = page.route.includes(':id') ? withLanguage(language, '/pricing/store/product/…') : pagePath;
      console.log(
        `${cell(label, 34)}${cell(median.performance, 6)}${cell(median.accessibility, 6)}${cell(median.bestPractices, 5)}${cell(median.seo, 5)}${cell(seconds(median.fcp), 8)}${cell(seconds(median.lcp), 8)}${cell(`${Math.round(median.tbt)} ms`, 8)}${cell(median.cls.toFixed(3), 7)}${cell(Math.round(median.benchmarkIndex), 6)}${cell(`(${runs.map((run) => run.performance).join(',')})`, 14)}${median.lcpElement}${median.failing.length ? `  [${median.failing.join(', ')}]` : ''}`,
      );
    }
  }
  console.log(below.length ? `Below 95: ${below.join(' ')}` : 'Every page measured scores ≥ 95.');
} finally {
  await browser.close();
  await server.stop();
}
