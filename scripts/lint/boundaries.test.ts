import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules/@biomejs/biome/bin/biome');

/**
 * Each boundary the lint configuration promises, proven by a file that crosses it: the repository's
 * biome.json is run over a scratch tree laid out like the repository, so a rule that stops matching
 * (a renamed folder, a typo in a glob) fails here instead of silently allowing the import.
 */
const CROSSINGS: Array<{ file: string; source: string; rule: RegExp }> = [
  { file: 'shared/plans-probe.ts', source: "import '../renderer/src/app/App';", rule: /noRestrictedImports/ },
  { file: 'shared/studio/probe.ts', source: "import '../../server/src/app';", rule: /noRestrictedImports/ },
  { file: 'shared/money-probe.ts', source: "import '../scripts/voice/fixtures';", rule: /noRestrictedImports/ },
  { file: 'renderer/src/pages/probe.ts', source: "import '../../../server/src/app';", rule: /noRestrictedImports/ },
  { file: 'renderer/src/pages/probe2.ts', source: "import '../../../electron/main';", rule: /noRestrictedImports/ },
  { file: 'server/src/probe.ts', source: "import '../../renderer/src/app/App';", rule: /noRestrictedImports/ },
  { file: 'electron/probe.ts', source: "import '../renderer/src/app/App';", rule: /noRestrictedImports/ },
  {
    file: 'server/src/providers/payments/probe.ts',
    source: "import '../../modules/commerce/fulfilment';",
    rule: /noRestrictedImports/,
  },
  { file: 'renderer/src/pages/bridge-probe.ts', source: 'export const bridge = window.desktop;', rule: /plugin/ },
];

/** Files that stay inside their boundary: the same configuration must let them through. */
const ALLOWED: Array<{ file: string; source: string }> = [
  { file: 'shared/studio/voice/allowed.test.ts', source: "import '../../../scripts/voice/fixtures';" },
  { file: 'renderer/src/pages/allowed.ts', source: "import '../../../shared/plans';" },
  { file: 'renderer/src/platform/allowed.ts', source: 'export const bridge = window.desktop;' },
  { file: 'server/src/modules/allowed.ts', source: "import '../providers/payments/types';" },
];

let scratch: string;

async function lint(file: string): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [BIOME, 'lint', '--colors=off', file], {
      cwd: scratch,
    });
    return stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  }
}

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-boundaries-'));
  const config = JSON.parse(await fs.readFile(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  await fs.writeFile(path.join(scratch, 'biome.json'), JSON.stringify(config));
  await fs.cp(path.join(ROOT, 'scripts/lint'), path.join(scratch, 'scripts/lint'), { recursive: true });
  for (const { file, source } of [...CROSSINGS, ...ALLOWED]) {
    await fs.mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await fs.writeFile(path.join(scratch, file), `${source}\n`);
  }
});

afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it.each(CROSSINGS)('refuses $file: $source', async ({ file, rule }) => {
    const output = await lint(file);
    expect(output).toMatch(rule);
    expect(output).toMatch(/Found \d+ error/);
  });

  it.each(ALLOWED)('allows $file: $source', async ({ file }) => {
    const output = await lint(file);
    expect(output).not.toMatch(/noRestrictedImports|plugin/);
  });
});
