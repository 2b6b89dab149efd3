/**
 * Runs every benchmark in this folder (files named *.bench.ts), one after another, and prints
 * their figures. Build the renderer first (npx vite build): page benchmarks serve dist/renderer.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n── ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, bench)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
