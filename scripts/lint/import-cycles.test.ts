import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('imports', () => {
  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads the repository: files whose imports it resolves', () => {
    const graph = importGraph(ROOT);
    expect(graph.get('server/src/main.ts')).toContain('server/src/app.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('has no import cycle in any runtime', () => {
    expect(importCycles(importGraph(ROOT))).toEqual([]);
  });
});
