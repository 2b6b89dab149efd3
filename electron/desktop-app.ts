import type { SessionState, UpdateStatus } from '../shared/desktop-bridge';
import type { DesktopOsName } from '../shared/update-info';
import { createAuthClient, type FetchLike } from './auth-client';
import { desktopContentSecurityPolicy, withContentSecurityPolicy } from './content-security-policy';
import type { DeepLink } from './deep-link';
import { findDeepLinkArgument } from './deep-link';
import { createDeepLinkRouter } from './deep-link-router';
import type { DesktopConfig } from './desktop-config';
import { ACCESS_TOKEN_REFRESH_AFTER_MS, createDesktopSession } from './desktop-session';
import { IPC, IPC_EVENTS } from './ipc-channels';
import { type IpcMainLike, registerIpcHandlers } from './ipc-handlers';
import { type GuardableContents, installNavigationGuards } from './navigation-guards';
import { offlinePageUrl } from './offline-page';
import { type ProtocolApp, registerProtocolClient } from './protocol-client';
import { createSaveFileHandler, type SaveDialogOptions } from './save-file';
import type { SecretStore } from './secret-store';
import { createUpdateChecker } from './update-check';
import { type AutoUpdaterLike, createUpdateInstaller, installsInApp } from './update-installer';
import { allowedExternalUrl, isSameOrigin } from './url-policy';
import { ALLOWED_PERMISSIONS, mainWindowOptions } from './window-options';

type Listener = (...args: never[]) => unknown;

/** The parts of Electron's `app` the desktop app uses. */
export type AppLike = ProtocolApp & {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  getVersion(): string;
  getLocale(): string;
  whenReady(): Promise<unknown>;
  on(event: string, listener: Listener): unknown;
};

export type WebContentsLike = GuardableContents & {
  on(event: string, listener: Listener): unknown;
  getURL(): string;
  send(channel: string, ...args: unknown[]): void;
};

export type WindowLike = {
  webContents: WebContentsLike;
  loadURL(url: string): Promise<unknown>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
};

type HeadersDetails = { url: string; resourceType?: string; responseHeaders?: Record<string, string[] | string> };
type PermissionHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl?: string },
) => void;

export type SessionLike = {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: HeadersDetails,
        callback: (response: { responseHeaders?: Record<string, string[] | string> }) => void,
      ) => void,
    ): void;
  };
  setPermissionRequestHandler(handler: PermissionHandler): void;
  setPermissionCheckHandler(
    handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean,
  ): void;
};

export type DesktopAppDeps = {
  app: AppLike;
  createWindow: (options: ReturnType<typeof mainWindowOptions>) => WindowLike;
  ipcMain: IpcMainLike;
  shell: { openExternal(url: string): Promise<void> };
  defaultSession: () => SessionLike;
  process: { platform: string; arch: string; argv: readonly string[]; execPath: string; appImagePath?: string };
  config: DesktopConfig;
  preloadPath: string;
  secretStore: SecretStore;
  fetch: FetchLike;
  loadUpdater: () => Promise<AutoUpdaterLike>;
  /** The system save dialog, attached to `window` when there is one. */
  showSaveDialog: (
    window: WindowLike | null,
    options: SaveDialogOptions,
  ) => Promise<{ canceled: boolean; filePath?: string }>;
  writeFile: (filePath: string, bytes: Uint8Array) => Promise<void>;
  /** Where the save dialog starts (the user's music folder). */
  saveDirectory: () => string;
  log?: (message: string) => void;
};

function osName(platform: string): DesktopOsName {
  return platform === 'darwin' || platform === 'win32' ? platform : 'linux';
}

/**
 * Wires the desktop app: single instance, `cantara://` links from every entry point, the guarded
 * window, IPC for the bridge, the keychain session and the update check. Electron itself is
 * passed in, so this runs in tests with stand-ins.
 */
export function startDesktopApp(deps: DesktopAppDeps): { started: boolean } {
  const { app, config } = deps;
  const log = deps.log ?? (() => undefined);

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return { started: false };
  }

  let window: WindowLike | null = null;
  let ready = false;
  const liveWindow = () => (window && !window.isDestroyed() ? window : null);

  /** Pushes to the window only while it shows the app's own origin: tokens never reach another page. */
  const push = (channel: string, payload?: unknown) => {
    const target = liveWindow();
    if (target && isSameOrigin(target.webContents.getURL(), config.appOrigin))
      target.webContents.send(channel, payload);
  };

  const bringToFront = () => {
    const target = liveWindow();
    if (!target) return;
    if (target.isMinimized()) target.restore();
    target.focus();
  };

  const openExternal = async (url: unknown): Promise<boolean> => {
    const allowed = allowedExternalUrl(url, config.externalUrlPolicy);
    if (!allowed) {
      log(`Refused to open ${String(url).slice(0, 200)} outside the app.`);
      return false;
    }
    await deps.shell.openExternal(allowed);
    return true;
  };

  const session = createDesktopSession({
    store: deps.secretStore,
    client: createAuthClient({ apiOrigin: config.apiOrigin, fetch: deps.fetch }),
    onChange: (state: SessionState) => push(IPC_EVENTS.sessionChanged, state),
  });

  const platform = osName(deps.process.platform);
  const updateChecker = createUpdateChecker({
    storageUrl: config.storageUrl,
    currentVersion: app.getVersion(),
    platform,
    arch: deps.process.arch,
    installsInApp: installsInApp(platform, { isPackaged: app.isPackaged, appImagePath: deps.process.appImagePath }),
    fetch: deps.fetch,
    onChange: (status: UpdateStatus) => push(IPC_EVENTS.updatesChanged, status),
    report: log,
  });
  const installUpdate = createUpdateInstaller({
    storageUrl: config.storageUrl,
    loadUpdater: deps.loadUpdater,
    openExternal,
    setStatus: (status) => push(IPC_EVENTS.updatesChanged, status),
    report: log,
  });

  const saveFile = createSaveFileHandler({
    showSaveDialog: (options) => deps.showSaveDialog(liveWindow(), options),
    writeFile: deps.writeFile,
    directory: deps.saveDirectory,
  });

  const handleDeepLink = async (link: DeepLink) => {
    // macOS keeps the app running without windows; a link then brings one back.
    if (ready && !liveWindow()) openWindow();
    bringToFront();
    switch (link.action) {
      case 'logged-in':
        await session.completeHandoff(link.code);
        return;
      case 'agreements-success':
        push(IPC_EVENTS.agreementsAccepted);
        return;
      case 'logout':
        await session.signOut(link.reason);
        return;
    }
  };
  const router = createDeepLinkRouter({ handle: handleDeepLink, report: log });

  // macOS delivers links through open-url, possibly before the app is ready: register now, queue until the window is.
  app.on('open-url', (event: { preventDefault(): void }, url: string) => {
    event.preventDefault();
    router.receive(url);
  });
  // Windows and Linux start a second instance with the link somewhere in its argv.
  app.on('second-instance', (_event: unknown, argv: string[]) => {
    const link = findDeepLinkArgument(argv);
    if (link) router.receive(link);
    bringToFront();
  });
  const coldStartLink = findDeepLinkArgument(deps.process.argv);
  if (coldStartLink) router.receive(coldStartLink);

  registerProtocolClient(app, deps.process);

  app.on('web-contents-created', (_event: unknown, contents: GuardableContents) => {
    installNavigationGuards(contents, { appOrigin: config.appOrigin, openExternal });
  });

  registerIpcHandlers(deps.ipcMain, {
    appOrigin: config.appOrigin,
    report: log,
    handlers: {
      [IPC.appVersion]: () => app.getVersion(),
      [IPC.openExternal]: (url) => openExternal(url),
      [IPC.saveFile]: (request) => saveFile(request),
      [IPC.sessionGet]: () => session.get(),
      [IPC.sessionRefresh]: () => session.refresh(),
      [IPC.sessionSignOut]: async () => {
        await session.signOut();
      },
      [IPC.updatesGet]: () => updateChecker.status(),
      [IPC.updatesInstall]: () => installUpdate(updateChecker.status()),
    },
  });

  const securePermissions = (webSession: SessionLike) => {
    webSession.setPermissionRequestHandler((_contents, permission, callback, details) => {
      callback(ALLOWED_PERMISSIONS.has(permission) && isSameOrigin(details.requestingUrl, config.appOrigin));
    });
    webSession.setPermissionCheckHandler(
      (_contents, permission, requestingOrigin) =>
        ALLOWED_PERMISSIONS.has(permission) && requestingOrigin === config.appOrigin,
    );
  };

  const enforceContentSecurityPolicy = (webSession: SessionLike) => {
    // The Vite dev server needs its inline refresh preamble, so the policy applies to real builds only.
    if (config.isDevelopment) return;
    const policy = desktopContentSecurityPolicy(config.appOrigin, config.apiOrigin);
    webSession.webRequest.onHeadersReceived((details, callback) => {
      const isAppDocument = isSameOrigin(details.url, config.appOrigin) && details.resourceType === 'mainFrame';
      callback({
        responseHeaders: isAppDocument
          ? withContentSecurityPolicy(details.responseHeaders, policy)
          : details.responseHeaders,
      });
    });
  };

  const openWindow = () => {
    const created = deps.createWindow(mainWindowOptions(deps.preloadPath));
    window = created;
    created.once('ready-to-show', () => created.show());
    created.on('closed', () => {
      if (window === created) window = null;
    });
    created.webContents.on('did-finish-load', () => {
      if (!isSameOrigin(created.webContents.getURL(), config.appOrigin)) return;
      router.markReady();
      push(IPC_EVENTS.sessionChanged, session.current());
      push(IPC_EVENTS.updatesChanged, updateChecker.status());
    });
    // Error -3 is an aborted load (a redirect or a newer navigation), not a failure.
    created.webContents.on(
      'did-fail-load',
      (_event: unknown, errorCode: number, _description: string, url: string, isMainFrame: boolean) => {
        if (!isMainFrame || errorCode === -3 || !isSameOrigin(url, config.appOrigin)) return;
        void created.loadURL(offlinePageUrl(app.getLocale(), config.startUrl)).catch(() => undefined);
      },
    );
    created.loadURL(config.startUrl).catch((error: unknown) => log(`Could not load ${config.startUrl}: ${error}`));
  };

  app.on('window-all-closed', () => {
    if (platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (ready && !liveWindow()) openWindow();
  });

  app
    .whenReady()
    .then(() => {
      ready = true;
      const webSession = deps.defaultSession();
      securePermissions(webSession);
      enforceContentSecurityPolicy(webSession);
      openWindow();
      void session.get();
      updateChecker.start();
      // Spec: the access token is re-validated every 25 minutes; the new one is pushed to the window.
      const refreshTimer = setInterval(() => {
        if (session.current().status === 'signed-in') void session.refresh();
      }, ACCESS_TOKEN_REFRESH_AFTER_MS);
      refreshTimer.unref?.();
    })
    .catch((error: unknown) => log(`Start-up failed: ${error}`));

  return { started: true };
}
