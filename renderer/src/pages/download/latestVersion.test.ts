import { describe, expect, it } from 'vitest';
import { readLatestYaml } from './latestVersion';

describe('readLatestYaml', () => {
  it('reads the version of an electron-builder latest file', () => {
    expect(
      readLatestYaml(
        "version: 1.11.0\nfiles:\n  - url: Cantara-Setup-1.11.0.exe\npath: Cantara-Setup-1.11.0.exe\nreleaseDate: '2026-11-04T09:00:00.000Z'\n",
      ),
    ).toBe('1.11.0');
    expect(readLatestYaml('version: 2.0.0-beta.1\n')).toBe('2.0.0-beta.1');
  });
  it('refuses files without a proper version', () => {
    expect(() => readLatestYaml('path: x.exe\n')).toThrow();
    expect(() => readLatestYaml('version: "../../evil"\n')).toThrow();
    expect(() => readLatestYaml('<html>404</html>')).toThrow();
  });
});
