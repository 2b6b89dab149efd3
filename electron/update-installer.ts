import type { UpdateStatus } from '../shared/desktop-bridge';
import type { DesktopOsName } from '../shared/update-info';

/** The parts of electron-updater's autoUpdater used here. */
export type AutoUpdaterLike = {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
};

/**
 * Whether electron-updater can replace this build in place: NSIS on Windows, the signed zip on
 * macOS, and AppImage on Linux (a .deb is updated by the system's package manager instead).
 */
export function installsInApp(
  platform: DesktopOsName,
  options: { isPackaged: boolean; appImagePath?: string },
): boolean {
  if (!options.isPackaged) return false;
  if (platform === 'linux') return Boolean(options.appImagePath);
  return true;
}

export type UpdateInstallerOptions = {
  storageUrl: string;
  loadUpdater: () => Promise<AutoUpdaterLike>;
  openExternal: (url: string) => Promise<boolean>;
  setStatus: (status: UpdateStatus) => void;
  report?: (message: string) => void;
};

/** Installs an available update: in the app when supported, else by opening the installer link. */
export function createUpdateInstaller(options: UpdateInstallerOptions) {
  const report = options.report ?? (() => undefined);
  const openInstaller = async (status: Extract<UpdateStatus, { state: 'available' }>) => {
    if (status.installerUrl) await options.openExternal(status.installerUrl);
  };

  return async (status: UpdateStatus): Promise<void> => {
    if (status.state !== 'available') return;
    if (!status.installsInApp) return openInstaller(status);
    options.setStatus({
      state: 'downloading',
      currentVersion: status.currentVersion,
      latestVersion: status.latestVersion,
    });
    try {
      const updater = await options.loadUpdater();
      updater.autoDownload = false;
      updater.autoInstallOnAppQuit = true;
      updater.setFeedURL({ provider: 'generic', url: options.storageUrl });
      await updater.checkForUpdates();
      await updater.downloadUpdate();
      updater.quitAndInstall();
    } catch (error) {
      report(`In-app update failed, opening the installer instead: ${(error as Error).message}`);
      options.setStatus({ ...status, installsInApp: false });
      await openInstaller(status);
    }
  };
}
