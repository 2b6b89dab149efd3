/**
 * Lighthouse performance and accessibility (mobile emulation, simulated slow 4G and 4× CPU, Debian's
 * Chromium, cold cache) of the catalogue's main pages. Target: ≥ 95 each.
 * Usage: npm run build && npx tsx scripts/bench/catalogue-lighthouse.bench.ts  (LIGHTHOUSE_RUNS=n, default 3)
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { startBenchServer } from './server';

const PAGES = ['/en/landing', '/en/pricing', '/en/pricing/store'];
/** Each page is measured this many times and the median run (by performance score) is reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const DEBUG_PORT = 9000 + Math.floor(Math.random() * 500);

type Run = { performance: number; accessibility: number; lcp: string; tbt: string; cls: string; fcp: string };

async function measure(url: string): Promise<Run> {
  // Lighthouse clears the origin's cache and storage first: every run is a first visit. Outside the
  // EU (the server's default region) consent is granted without a dialog.
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`No Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
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

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  console.log(`Lighthouse (mobile emulation, simulated slow 4G and 4× CPU, cold cache), median of ${RUNS} runs`);
  console.log('page                 performance  accessibility  FCP     LCP     TBT       CLS    (all runs)');
  for (const pagePath of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(`${server.url}${pagePath}`));
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)] as Run;
    console.log(
      `${pagePath.padEnd(21)}${String(median.performance).padEnd(13)}${String(median.accessibility).padEnd(15)}${median.fcp.padEnd(8)}${median.lcp.padEnd(8)}${median.tbt.padEnd(10)}${median.cls.padEnd(7)}(${runs.map((run) => run.performance).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
