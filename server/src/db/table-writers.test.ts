import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SOURCE = path.resolve(import.meta.dirname, '..');
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)/g;

/** The area a source file belongs to: its module or provider folder, or the database layer itself. */
function areaOf(file: string): string {
  const [top, name, sub] = path.relative(SERVER_SOURCE, file).split(path.sep);
  if (top === 'modules') return `modules/${name!.replace(/\.ts$/, '')}`;
  if (top === 'providers') return `providers/${name}/${sub!.replace(/\.ts$/, '')}`;
  return top!.replace(/\.ts$/, '');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every table the server writes (insert, update, delete), with the areas whose files write it. */
function tableWriters(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER_SOURCE)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(WRITE)) {
      const table = match[2]!;
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(areaOf(file));
    }
  }
  return writers;
}

describe('table ownership', () => {
  it('finds the writers of the tables the server writes', () => {
    const writers = tableWriters();
    // The scan must see the tables it is meant to police, or the test below proves nothing.
    for (const table of ['users', 'projects', 'subscriptions', 'vouchers', 'checkout_sessions', 'idp_accounts']) {
      expect(writers.has(table), table).toBe(true);
    }
  });

  it('has each table written by one area only (others call its service)', () => {
    const shared = [...tableWriters()]
      .filter(([, areas]) => areas.size > 1)
      .map(([table, areas]) => `${table}: ${[...areas].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
