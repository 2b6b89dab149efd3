import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions } from './function-sizes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 80;

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `  const v${index} = ${index};`).join('\n');

describe('function sizes', () => {
  it("measures a function's own lines: a factory's closures are measured on their own", () => {
    const factory = `export function makeThings() {\n  const a = () => {\n${lines(90)}\n  };\n  return { a };\n}\n`;
    expect(longFunctions(factory, 'factory.ts', MAX_LINES)).toEqual([{ name: 'a', line: 2, ownLines: 92 }]);
    const assembler = `export const table = {\n  first() {\n${lines(70)}\n  },\n  second: () => {\n${lines(70)}\n  },\n};\n`;
    expect(longFunctions(assembler, 'table.ts', MAX_LINES)).toEqual([]);
    const long = `function render(): void {\n${lines(60)}\n  const draw = () => 1;\n${lines(25)}\n}\n`;
    expect(longFunctions(long, 'long.tsx', MAX_LINES)).toEqual([{ name: 'render', line: 1, ownLines: 87 }]);
  });

  it(`keeps every function's own body at ${MAX_LINES} lines or fewer (tests, specs and type declarations aside)`, () => {
    const sources = execFileSync('git', ['ls-files', 'renderer/src', 'shared', 'server/src', 'electron', 'scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file));
    expect(sources.length).toBeGreaterThan(500);
    const long = sources.flatMap((file) =>
      longFunctions(fs.readFileSync(path.join(ROOT, file), 'utf8'), file, MAX_LINES).map(
        ({ name, line, ownLines }) => ({ function: name, at: `${file}:${line}`, ownLines }),
      ),
    );
    expect(long).toEqual([]);
  });
});
