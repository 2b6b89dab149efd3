import { describe, expect, it } from 'vitest';
import { channelFileName, installerUrl, isNewerVersion, parseUpdateInfo } from './update-info';

const VALID = `version: 1.4.0
files:
  - url: Cantara-Setup-1.4.0.exe
    sha512: PbT0nm7CFhVxr3dKdXcpX0QKC5Oqytm0BjwIdkc2fJFG//BGJUMyWqx2B0d/QnWawWAzSqrdicMduhFyD3m6LA==
    size: 100000
path: Cantara-Setup-1.4.0.exe
sha512: PbT0nm7CFhVxr3dKdXcpX0QKC5Oqytm0BjwIdkc2fJFG//BGJUMyWqx2B0d/QnWawWAzSqrdicMduhFyD3m6LA==
releaseDate: '2026-03-01T10:00:00.000Z'
`;

describe('parseUpdateInfo', () => {
  it('reads electron-builder update files', () => {
    const result = parseUpdateInfo(VALID);
    expect(result).toEqual({
      ok: true,
      info: expect.objectContaining({
        version: '1.4.0',
        path: 'Cantara-Setup-1.4.0.exe',
        releaseDate: '2026-03-01T10:00:00.000Z',
        files: [expect.objectContaining({ url: 'Cantara-Setup-1.4.0.exe', size: 100000 })],
      }),
    });
  });

  it('reports missing fields instead of failing later', () => {
    expect(parseUpdateInfo('files:\n  - url: a.exe\n    sha512: x\n')).toMatchObject({ ok: false, problem: /version/ });
    expect(parseUpdateInfo('version: 1.4.0\n')).toMatchObject({ ok: false, problem: /files/ });
    expect(parseUpdateInfo('version: 1.4.0\nfiles: []\n')).toMatchObject({ ok: false, problem: /files/ });
    expect(parseUpdateInfo('version: 1.4.0\nfiles:\n  - url: a.exe\n')).toMatchObject({ ok: false, problem: /sha512/ });
    expect(parseUpdateInfo('version: 1.4\nfiles:\n  - url: a.exe\n    sha512: x\n')).toMatchObject({ ok: false });
    expect(parseUpdateInfo('version: latest\nfiles:\n  - url: a.exe\n    sha512: x\n')).toMatchObject({ ok: false });
  });

  it('reports malformed YAML, empty and oversized input without throwing', () => {
    for (const malformed of [
      'version: [1.4.0',
      'version: 1.4.0\n  files: - x',
      '\t- :',
      "!!js/function 'function () { return 1 }'",
      '<html><body>Not Found</body></html>',
      '- just\n- a\n- list',
      'null',
      '',
      '   ',
      `version: 1.4.0\nnotes: "${'x'.repeat(70_000)}"`,
    ]) {
      const result = parseUpdateInfo(malformed);
      expect(result.ok, malformed.slice(0, 40)).toBe(false);
    }
    expect(parseUpdateInfo(undefined)).toMatchObject({ ok: false });
  });
});

describe('isNewerVersion', () => {
  it('orders versions as semver does, not as text', () => {
    expect(isNewerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(isNewerVersion('1.9.0', '1.10.0')).toBe(false);
    expect(isNewerVersion('2.0.0', '1.99.99')).toBe(true);
    expect(isNewerVersion('1.4.0', '1.4.0')).toBe(false);
    expect(isNewerVersion('1.4.0', '1.4.0-beta.2')).toBe(true);
    expect(isNewerVersion('1.4.0-beta.2', '1.4.0')).toBe(false);
    expect(isNewerVersion('1.4.0-beta.10', '1.4.0-beta.9')).toBe(true);
    expect(isNewerVersion('v1.5.0', '1.4.0')).toBe(true);
  });

  it('never treats an invalid version as newer', () => {
    expect(isNewerVersion('latest', '1.0.0')).toBe(false);
    expect(isNewerVersion('9999', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.5.0', 'dev')).toBe(false);
  });
});

describe('channel files and installer links', () => {
  it('names the file electron-builder writes for each system', () => {
    expect(channelFileName('win32')).toBe('latest.yml');
    expect(channelFileName('darwin', 'arm64')).toBe('latest-mac.yml');
    expect(channelFileName('linux')).toBe('latest-linux.yml');
    expect(channelFileName('linux', 'arm64')).toBe('latest-linux-arm64.yml');
  });

  it('picks the installer for the system and resolves it against the storage URL', () => {
    const mac = parseUpdateInfo(
      'version: 1.4.0\nfiles:\n  - url: Cantara-1.4.0-mac.zip\n    sha512: a\n  - url: Cantara-1.4.0.dmg\n    sha512: b\n',
    );
    if (!mac.ok) throw new Error(mac.problem);
    expect(installerUrl(mac.info, 'https://cantara.studio/downloads', 'darwin')).toBe(
      'https://cantara.studio/downloads/Cantara-1.4.0.dmg',
    );
    const win = parseUpdateInfo(VALID);
    if (!win.ok) throw new Error(win.problem);
    expect(installerUrl(win.info, 'https://cantara.studio/downloads/', 'win32')).toBe(
      'https://cantara.studio/downloads/Cantara-Setup-1.4.0.exe',
    );
    expect(installerUrl(win.info, 'https://cantara.studio/downloads/', 'darwin')).toBeNull();
  });

  it('does not turn a hostile file url into a non-web link', () => {
    const hostile = parseUpdateInfo('version: 1.4.0\nfiles:\n  - url: "javascript:alert(1)//.exe"\n    sha512: a\n');
    if (!hostile.ok) throw new Error(hostile.problem);
    expect(installerUrl(hostile.info, 'https://cantara.studio/downloads/', 'win32')).toBeNull();
  });
});
