import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 400;

describe('source file sizes', () => {
  it(`keeps every source file at ${MAX_LINES} lines or fewer (tests, fixtures and type declarations aside)`, () => {
    const sources = execFileSync('git', ['ls-files', 'renderer/src', 'shared', 'server/src', 'electron', 'scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$|\/fixtures\//.test(file));
    expect(sources.length).toBeGreaterThan(500);
    const long = sources
      .map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
