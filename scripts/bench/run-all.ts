/**
 * `npm run bench`: builds the site once (`npm run build`, with the prerendered pages), then runs every benchmark in this folder (files named
 * *.bench.ts) one after another; each prints its figures.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n── ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, bench)], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_BUILD: '1' },
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
