import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('file names', () => {
  it('has no two paths that differ only in case (one would overwrite the other on macOS and Windows)', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(500);
    const byFolded = new Map<string, string[]>();
    for (const file of files) {
      const folded = file.toLowerCase();
      byFolded.set(folded, [...(byFolded.get(folded) ?? []), file]);
    }
    expect([...byFolded.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
