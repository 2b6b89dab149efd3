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

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** Type-checks one probe file with a runtime's compiler settings; returns the compiler's complaints. */
async function typecheckAs(runtime: 'shared' | 'server' | 'renderer', source: string): Promise<string> {
  // Inside the repository's node_modules, so that the configs' `types` (node, vite/client) resolve.
  const cache = path.join(ROOT, 'node_modules/.cache');
  await fs.mkdir(cache, { recursive: true });
  const dir = await fs.mkdtemp(path.join(cache, `types-probe-${runtime}-`));
  try {
    await fs.writeFile(path.join(dir, 'probe.ts'), source);
    await fs.writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(ROOT, runtime, 'tsconfig.json'),
        compilerOptions: { composite: false, noEmit: true },
        include: ['probe.ts', ...(runtime === 'shared' ? [path.join(ROOT, 'shared/platform-globals.d.ts')] : [])],
      }),
    );
    await execFileAsync(process.execPath, [TSC, '-p', dir]);
    return '';
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('runtime types', () => {
  it('gives shared/ neither DOM nor Node', async () => {
    const output = await typecheckAs(
      'shared',
      'export const a = document.title;\nexport const b = Buffer.from("x");\n',
    );
    expect(output).toMatch(/probe\.ts\(1,\d+\).*'document'/);
    expect(output).toMatch(/probe\.ts\(2,\d+\).*'Buffer'/);
  });

  it('gives shared/ the web-platform globals every runtime has', async () => {
    expect(await typecheckAs('shared', 'export const u = new URL("https://example.com").origin;\n')).toBe('');
  });

  it('gives the server Node but no DOM, and the renderer DOM but no Node', async () => {
    expect(await typecheckAs('server', 'export const a = document.title;\n')).toMatch(/'document'/);
    expect(await typecheckAs('server', 'export const b = Buffer.from("x");\n')).toBe('');
    expect(await typecheckAs('renderer', 'export const b = Buffer.from("x");\n')).toMatch(/'Buffer'/);
    expect(await typecheckAs('renderer', 'export const a = document.title;\n')).toBe('');
  });
});
