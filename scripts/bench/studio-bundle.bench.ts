/**
 * Prints the gzip size of the JavaScript the studio's first load fetches: a signed-in user opening a
 * project (/en/studio/project/{id}) with an empty cache — the entry, the studio chunk and what they
 * import — without the voice engine's worker (target: at most 250 KB).
 * Usage: npx tsx scripts/bench/studio-bundle.bench.ts [baseUrl]   (SKIP_BUILD=1 to use dist/renderer)
 */
import { gzipSync } from 'node:zlib';
import { withProductionServer } from './production-server';
import { benchSong, createProject, openSignedInStudio } from './studio-session';

const TARGET_KB = 250;

async function run(baseUrl: string) {
  const session = await openSignedInStudio(baseUrl);
  try {
    const id = await createProject(session, benchSong(1, 50, 30));
    const page = await session.context.newPage();
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, Buffer>();
    // Requests a worker makes have no frame: they are counted apart.
    const fromWorker = new Set<string>();
    // Every body is read before the sizes are summed (and before the browser closes): a body read
    // after that comes back empty and the file would count as nothing.
    const bodies: Promise<void>[] = [];
    const unread: string[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        response.frame();
      } catch {
        fromWorker.add(response.url());
      }
      bodies.push(
        response.body().then(
          (body) => void scripts.set(response.url(), body),
          () => void unread.push(response.url()),
        ),
      );
    };
    page.on('response', onResponse);
    await page.goto(`/en/studio/project/${id}`, { waitUntil: 'networkidle' });
    await page.getByTestId('piano-roll').waitFor();
    // The lazy loads the first screen starts (idle prefetches included) have arrived, and their bodies are read.
    await page.waitForLoadState('networkidle');
    let read = 0;
    while (read < bodies.length) {
      read = bodies.length;
      await Promise.all(bodies);
      await page.waitForLoadState('networkidle');
    }
    page.off('response', onResponse);
    if (unread.length) console.log(`  bodies that could not be read (not counted): ${unread.join(', ')}`);
    const all = [...scripts]
      .map(([url, body]) => ({
        file: new URL(url).pathname,
        // The phoneme worker and the English dictionary only it imports are fetched for a worker.
        worker: fromWorker.has(url) || /Worker-|cmu-(pronouncing-)?dictionary/.test(url),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      }))
      .filter((file) => !/voiceWorker/i.test(file.file));
    const workerFiles = all.filter((file) => file.worker);
    for (const f of workerFiles)
      console.log(
        `  (worker) ${f.file.padEnd(43)} ${(f.raw / 1024).toFixed(1).padStart(8)} KB raw ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
      );
    const workerKb = workerFiles.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    console.log(
      `  fetched for workers other than the voice engine's: ${workerKb.toFixed(1)} KB gzip (not counted below)`,
    );
    const files = all.filter((file) => !file.worker);
    for (const f of files.sort((a, b) => b.gzip - a.gzip))
      console.log(
        `  ${f.file.padEnd(52)} ${(f.raw / 1024).toFixed(1).padStart(8)} KB raw ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip`,
      );
    const kb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const rawKb = files.reduce((sum, f) => sum + f.raw, 0) / 1024;
    console.log(
      `studio first load JS on the page (project page, signed in, cold cache, without workers): ${files.length} files, ` +
        `${rawKb.toFixed(1)} KB raw, ${kb.toFixed(1)} KB gzip (target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await session.browser.close();
  }
}

const url = process.argv[2];
if (url) await run(url);
else await withProductionServer(run);
