import { describe, expect, it } from 'vitest';
import { readLatestRelease } from './latestVersion';

const BASE = 'https://cantara.example/downloads/';

describe('readLatestRelease', () => {
  it('reads the version and the installer of an electron-builder latest file', () => {
    const text =
      "version: 1.11.0\nfiles:\n  - url: Cantara-Setup-1.11.0.exe\n    sha512: abc\n    size: 10\npath: Cantara-Setup-1.11.0.exe\nreleaseDate: '2026-11-04T09:00:00.000Z'\n";
    expect(readLatestRelease(text, BASE, 'windows')).toEqual({
      version: '1.11.0',
      installerUrl: 'https://cantara.example/downloads/Cantara-Setup-1.11.0.exe',
    });
  });
  it('picks the disk image on macOS', () => {
    const text =
      'version: 2.0.0-beta.1\nfiles:\n  - url: Cantara-2.0.0-beta.1-mac.zip\n    sha512: a\n  - url: Cantara-2.0.0-beta.1.dmg\n    sha512: b\n';
    expect(readLatestRelease(text, BASE, 'macos').installerUrl).toBe(
      'https://cantara.example/downloads/Cantara-2.0.0-beta.1.dmg',
    );
  });
  it('refuses files without a proper version or installer', () => {
    expect(() => readLatestRelease('path: x.exe\n', BASE, 'windows')).toThrow();
    expect(() =>
      readLatestRelease('version: "../../evil"\nfiles:\n  - url: a.exe\n    sha512: x\n', BASE, 'windows'),
    ).toThrow();
    expect(() => readLatestRelease('<html>404</html>', BASE, 'windows')).toThrow();
    expect(() =>
      readLatestRelease('version: 1.0.0\nfiles:\n  - url: a.dmg\n    sha512: x\n', BASE, 'windows'),
    ).toThrow();
    expect(() =>
      readLatestRelease('version: 1.0.0\nfiles:\n  - url: javascript:alert(1)//.exe\n    sha512: x\n', BASE, 'windows'),
    ).toThrow();
  });
});
