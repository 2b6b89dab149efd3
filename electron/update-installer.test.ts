import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../shared/desktop-bridge';
import { type AutoUpdaterLike, createUpdateInstaller, installsInApp } from './update-installer';

const available = (inApp: boolean): UpdateStatus => ({
  state: 'available',
  currentVersion: '1.3.0',
  latestVersion: '1.4.0',
  installerUrl: 'https://cantara.studio/downloads/Cantara-Setup-1.4.0.exe',
  installsInApp: inApp,
  checkedAt: '2026-03-02T00:00:00.000Z',
});

function fakeUpdater(fail = false): AutoUpdaterLike & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    autoDownload: true,
    autoInstallOnAppQuit: false,
    setFeedURL: (options) => void calls.push(`feed ${options.provider} ${options.url}`),
    checkForUpdates: async () => void calls.push('check'),
    downloadUpdate: async () => {
      if (fail) throw new Error('signature mismatch');
      calls.push('download');
    },
    quitAndInstall: () => void calls.push('install'),
  };
}

describe('update installer', () => {
  it('knows where electron-updater can replace the app', () => {
    expect(installsInApp('win32', { isPackaged: true })).toBe(true);
    expect(installsInApp('darwin', { isPackaged: true })).toBe(true);
    expect(installsInApp('linux', { isPackaged: true })).toBe(false);
    expect(installsInApp('linux', { isPackaged: true, appImagePath: '/home/a/Cantara.AppImage' })).toBe(true);
    expect(installsInApp('win32', { isPackaged: false })).toBe(false);
  });

  it('updates in the app through the generic provider on the storage host', async () => {
    const updater = fakeUpdater();
    const statuses: UpdateStatus[] = [];
    const openExternal = vi.fn(async () => true);
    const install = createUpdateInstaller({
      storageUrl: 'https://cantara.studio/downloads/',
      loadUpdater: async () => updater,
      openExternal,
      setStatus: (status) => statuses.push(status),
    });
    await install(available(true));
    expect(updater.calls).toEqual(['feed generic https://cantara.studio/downloads/', 'check', 'download', 'install']);
    expect(updater.autoDownload).toBe(false);
    expect(statuses[0]).toMatchObject({ state: 'downloading', latestVersion: '1.4.0' });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('opens the installer link where the app cannot update itself, or when updating fails', async () => {
    const openExternal = vi.fn(async () => true);
    const loadUpdater = vi.fn(async () => fakeUpdater(true));
    const install = createUpdateInstaller({
      storageUrl: 'https://cantara.studio/downloads/',
      loadUpdater,
      openExternal,
      setStatus: vi.fn(),
    });
    await install(available(false));
    expect(loadUpdater).not.toHaveBeenCalled();
    expect(openExternal).toHaveBeenLastCalledWith('https://cantara.studio/downloads/Cantara-Setup-1.4.0.exe');
    await install(available(true));
    expect(openExternal).toHaveBeenCalledTimes(2);
    await install({ state: 'idle', currentVersion: '1.3.0' });
    expect(openExternal).toHaveBeenCalledTimes(2);
  });
});
