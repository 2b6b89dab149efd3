import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, session, shell } from 'electron';
import { startDesktopApp } from './desktop-app';
import { type DesktopBuildConfig, resolveDesktopConfig } from './desktop-config';
import { createKeychainSecretStore, type KeytarModule } from './secret-store';
import type { AutoUpdaterLike } from './update-installer';

declare const __DESKTOP_BUILD_CONFIG__: DesktopBuildConfig;

// Electron's entry point: hands the real Electron objects to the app, which holds all the logic.
startDesktopApp({
  app,
  createWindow: (options) => new BrowserWindow(options),
  ipcMain,
  shell,
  defaultSession: () => session.defaultSession,
  process: {
    platform: process.platform,
    arch: process.arch,
    argv: process.argv,
    execPath: process.execPath,
    appImagePath: process.env.APPIMAGE,
  },
  config: resolveDesktopConfig(__DESKTOP_BUILD_CONFIG__, {
    devServerUrl: process.env.VITE_DEV_SERVER_URL,
    isPackaged: app.isPackaged,
  }),
  preloadPath: fileURLToPath(new URL('./preload.cjs', import.meta.url)),
  secretStore: createKeychainSecretStore({
    service: 'Cantara',
    account: 'refresh-token',
    loadKeytar: async () => (await import('keytar')) as unknown as KeytarModule,
  }),
  fetch: (input, init) => net.fetch(input, init),
  loadUpdater: async () => (await import('electron-updater')).default.autoUpdater as unknown as AutoUpdaterLike,
  showSaveDialog: (window, options) =>
    window ? dialog.showSaveDialog(window as BrowserWindow, options) : dialog.showSaveDialog(options),
  writeFile: (filePath, bytes) => writeFile(filePath, bytes),
  saveDirectory: () => app.getPath('music'),
  log: (message) => console.warn(`[cantara] ${message}`),
});
