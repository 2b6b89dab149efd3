/**
 * Loads the bundles `npm run build:desktop` writes (dist-electron/main.js and preload.cjs) with a
 * stand-in for the `electron` module, since the Electron binary cannot be installed here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'dist-electron/main.js');
const PRELOAD = path.join(ROOT, 'dist-electron/preload.cjs');
const SOURCES = [path.join(ROOT, 'electron'), path.join(ROOT, 'shared')];
const HANDOFF_CODE = 'handoff-code-0001';

function newestSourceTime(): number {
  let newest = fs.statSync(path.join(ROOT, 'vite.config.ts')).mtimeMs;
  for (const dir of SOURCES) {
    for (const name of fs.readdirSync(dir)) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        newest = Math.max(newest, fs.statSync(path.join(dir, name)).mtimeMs);
      }
    }
  }
  return newest;
}

/** Rebuilds with the default (no CANTARA_*) configuration when the bundles are missing or stale. */
function ensureBuilt(): void {
  const built = [MAIN, PRELOAD].every((file) => fs.existsSync(file));
  const fresh = built && Math.min(fs.statSync(MAIN).mtimeMs, fs.statSync(PRELOAD).mtimeMs) >= newestSourceTime();
  const defaults = built && fs.readFileSync(MAIN, 'utf8').includes('"websiteUrl":"https://cantara.studio"');
  if (fresh && defaults) return;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CANTARA_')));
  execFileSync('npm', ['run', 'build:desktop'], { cwd: ROOT, env, stdio: 'pipe', timeout: 240_000 });
}

// biome-ignore lint/suspicious/noExplicitAny: stand-ins accept whatever Electron would pass
type Listener = (...args: any[]) => any;

class Emitter {
  listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

type FakeWebContents = Emitter & {
  url: string;
  sent: { channel: string; payload: unknown }[];
  openHandler: ((details: { url: string }) => unknown) | null;
  getURL(): string;
  send(channel: string, payload: unknown): void;
  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void;
};

function fakeElectron(options: { lock?: boolean; isPackaged?: boolean; keychainBroken?: boolean } = {}) {
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const app = Object.assign(new Emitter(), {
    isPackaged: options.isPackaged ?? true,
    requestSingleInstanceLock: vi.fn(() => options.lock ?? true),
    quit: vi.fn(),
    getVersion: () => '1.3.0',
    getLocale: () => 'ko-KR',
    whenReady: vi.fn(() => readyPromise),
    setAsDefaultProtocolClient: vi.fn(() => true),
    getPath: (name: string) => `/home/mina/${name}`,
  });
  // biome-ignore lint/suspicious/noExplicitAny: window options are inspected loosely
  const windows: { options: any; webContents: FakeWebContents; loadURL: ReturnType<typeof vi.fn>; window: Emitter }[] =
    [];
  class BrowserWindow extends Emitter {
    webContents: FakeWebContents;
    loadURL: ReturnType<typeof vi.fn>;
    constructor(windowOptions: unknown) {
      super();
      const contents = Object.assign(new Emitter(), {
        url: '',
        sent: [] as { channel: string; payload: unknown }[],
        openHandler: null as FakeWebContents['openHandler'],
        getURL: () => contents.url,
        send: (channel: string, payload: unknown) => contents.sent.push({ channel, payload }),
        setWindowOpenHandler: (handler: FakeWebContents['openHandler']) => {
          contents.openHandler = handler;
        },
      });
      this.webContents = contents;
      this.loadURL = vi.fn(async (url: string) => {
        contents.url = url;
      });
      windows.push({ options: windowOptions, webContents: contents, loadURL: this.loadURL, window: this });
      app.emit('web-contents-created', {}, contents);
    }
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = () => false;
    isDestroyed = () => false;
  }
  const ipcHandlers = new Map<string, Listener>();
  const permissions: { request?: Listener; check?: Listener; headers?: Listener } = {};
  const fetchCalls: { url: URL; init: RequestInit }[] = [];
  const keychain = new Map<string, string>();
  const keytar = {
    getPassword: async (service: string, account: string) => {
      if (options.keychainBroken)
        throw new Error('The name org.freedesktop.secrets was not provided by any .service files');
      return keychain.get(`${service}/${account}`) ?? null;
    },
    setPassword: async (service: string, account: string, password: string) => {
      keychain.set(`${service}/${account}`, password);
    },
    deletePassword: async (service: string, account: string) => keychain.delete(`${service}/${account}`),
  };
  const electron = {
    app,
    BrowserWindow,
    ipcMain: { handle: (channel: string, listener: Listener) => ipcHandlers.set(channel, listener) },
    shell: { openExternal: vi.fn(async () => undefined) },
    dialog: {
      showSaveDialog: vi.fn(
        async (..._args: unknown[]): Promise<{ canceled: boolean; filePath?: string }> => ({ canceled: true }),
      ),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (listener: Listener) => (permissions.headers = listener) },
        setPermissionRequestHandler: (handler: Listener) => (permissions.request = handler),
        setPermissionCheckHandler: (handler: Listener) => (permissions.check = handler),
      },
    },
    net: {
      fetch: async (input: string, init: RequestInit = {}) => {
        const url = new URL(input);
        fetchCalls.push({ url, init });
        if (url.pathname === '/api/auth/v2.1/auth' && url.searchParams.get('code') === HANDOFF_CODE) {
          return Response.json({ access_token: 'access-1', refresh_token: 'refresh-1' });
        }
        if (url.pathname.startsWith('/downloads/latest')) {
          return new Response('version: 1.4.0\nfiles:\n  - url: Cantara-1.4.0.AppImage\n    sha512: abc\n', {
            status: 200,
          });
        }
        return new Response('Not Found', { status: 404 });
      },
    },
  };
  return { electron, keytar, keychain, app, windows, ipcHandlers, permissions, fetchCalls, markReady };
}

const stand = vi.hoisted(() => ({ current: null as null | ReturnType<typeof fakeElectron> }));

vi.mock('electron', () => ({
  get app() {
    return stand.current?.electron.app;
  },
  get dialog() {
    return stand.current?.electron.dialog;
  },
  get BrowserWindow() {
    return stand.current?.electron.BrowserWindow;
  },
  get ipcMain() {
    return stand.current?.electron.ipcMain;
  },
  get shell() {
    return stand.current?.electron.shell;
  },
  get session() {
    return stand.current?.electron.session;
  },
  get net() {
    return stand.current?.electron.net;
  },
}));

vi.mock('keytar', () => {
  // keytar is CommonJS: a dynamic import sees module.exports as the default export.
  const keytar = {
    getPassword: (...args: [string, string]) => stand.current?.keytar.getPassword(...args),
    setPassword: (...args: [string, string, string]) => stand.current?.keytar.setPassword(...args),
    deletePassword: (...args: [string, string]) => stand.current?.keytar.deletePassword(...args),
  };
  return { default: keytar, ...keytar };
});

const originalArgv = process.argv;

async function loadMain(options: Parameters<typeof fakeElectron>[0] & { argv?: string[] } = {}) {
  const fake = fakeElectron(options);
  stand.current = fake;
  process.argv = options.argv ?? [process.execPath, '--no-sandbox'];
  vi.resetModules();
  await import(/* @vite-ignore */ MAIN);
  return fake;
}

const appFrame = (url = 'https://cantara.studio/studio') => ({ senderFrame: { url, parent: null } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(ensureBuilt, 300_000);

afterEach(() => {
  process.argv = originalArgv;
  stand.current = null;
});

describe('npm run build:desktop', () => {
  it('writes the main process bundle and the sandbox-compatible preload', () => {
    expect(fs.existsSync(MAIN)).toBe(true);
    expect(fs.existsSync(PRELOAD)).toBe(true);
  });
});

describe('main process bundle', () => {
  it('quits at once when another instance holds the single-instance lock', async () => {
    const fake = await loadMain({ lock: false });
    expect(fake.app.requestSingleInstanceLock).toHaveBeenCalledOnce();
    expect(fake.app.quit).toHaveBeenCalledOnce();
    expect(fake.ipcHandlers.size).toBe(0);
    expect(fake.app.listeners.size).toBe(0);
  });

  it('registers cantara:// and its link listeners before the app is ready', async () => {
    const fake = await loadMain();
    expect(fake.app.setAsDefaultProtocolClient).toHaveBeenCalledWith('cantara');
    expect(fake.app.listeners.has('open-url')).toBe(true);
    expect(fake.app.listeners.has('second-instance')).toBe(true);
    expect(fake.windows).toHaveLength(0);
  });

  it('registers the project folder with the Electron binary in development', async () => {
    const fake = await loadMain({
      isPackaged: false,
      argv: [process.execPath, '--inspect=0', 'dist-electron/main.js', '--no-sandbox'],
    });
    expect(fake.app.setAsDefaultProtocolClient).toHaveBeenCalledWith('cantara', process.execPath, [
      path.resolve('dist-electron/main.js'),
    ]);
  });

  it('opens a sandboxed, isolated window on the studio with the preload bundle', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    expect(fake.windows).toHaveLength(1);
    const [window] = fake.windows;
    expect(window?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(window?.options.webPreferences.preload).toBe(PRELOAD);
    expect(window?.loadURL).toHaveBeenCalledWith('https://cantara.studio/studio');
  });

  it('adds the CSP to app documents and grants only the microphone-style permissions to the app origin', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    const answer = vi.fn();
    fake.permissions.headers?.(
      { url: 'https://cantara.studio/studio', resourceType: 'mainFrame', responseHeaders: {} },
      answer,
    );
    const csp = answer.mock.calls[0]?.[0].responseHeaders['Content-Security-Policy'][0];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");

    const decide = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      fake.permissions.request?.({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0]?.[0];
    };
    expect(decide('media', 'https://cantara.studio/studio')).toBe(true);
    expect(decide('geolocation', 'https://cantara.studio/studio')).toBe(false);
    expect(decide('media', 'https://www.youtube-nocookie.com/embed/x')).toBe(false);
  });

  it('shows a translated offline page with a way back when the website cannot be reached', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    const window = fake.windows[0];
    const contents = window?.webContents as FakeWebContents;
    contents.emit('did-fail-load', {}, -106, 'ERR_INTERNET_DISCONNECTED', 'https://cantara.studio/studio', true);
    const offline = window?.loadURL.mock.calls.at(-1)?.[0] as string;
    expect(offline.startsWith('data:text/html')).toBe(true);
    const html = decodeURIComponent(offline.split(',')[1] as string);
    expect(html).toContain('Cantara에 연결할 수 없습니다');
    expect(html).toContain('href="https://cantara.studio/studio"');
    expect(html).not.toContain('<script');
    contents.emit('did-fail-load', {}, -3, 'ERR_ABORTED', 'https://cantara.studio/studio', true);
    contents.emit('did-fail-load', {}, -106, 'ERR_INTERNET_DISCONNECTED', 'https://www.youtube-nocookie.com/', false);
    expect(window?.loadURL).toHaveBeenCalledTimes(2);
  });

  it('keeps the window on its origin and hands allowed links to the system browser', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    const contents = fake.windows[0]?.webContents as FakeWebContents;
    const navigate = (url: string) => {
      const event = { url, preventDefault: vi.fn() };
      contents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('https://cantara.studio/en/my-page')).toBe(false);
    expect(navigate('https://evil.example/phish')).toBe(true);
    expect(navigate('https://checkout.stripe.com/c/pay/cs_1')).toBe(true);
    expect(contents.openHandler?.({ url: 'https://billing.stripe.com/p/1' })).toEqual({ action: 'deny' });
    expect(contents.openHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    await flush();
    expect(fake.electron.shell.openExternal.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      'https://checkout.stripe.com/c/pay/cs_1',
      'https://billing.stripe.com/p/1',
    ]);
  });

  it('saves an export where the system save dialog says, the dialog attached to the window', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-save-'));
    fake.electron.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: path.join(folder, 'Take') });
    const save = fake.ipcHandlers.get('cantara:save-file')!;
    const bytes = new Uint8Array([82, 73, 70, 70]);
    expect(await save(appFrame(), { kind: 'wav', suggestedName: 'Morning/Light', bytes })).toEqual({
      status: 'saved',
      name: 'Take.wav',
    });
    expect([...fs.readFileSync(path.join(folder, 'Take.wav'))]).toEqual([...bytes]);
    const [window, options] = fake.electron.dialog.showSaveDialog.mock.calls[0]!;
    expect(window).toBe(fake.windows[0]!.window);
    expect(options).toEqual({
      defaultPath: path.join('/home/mina/music', 'Morning_Light.wav'),
      filters: [{ name: 'WAV audio', extensions: ['wav'] }],
    });
    // Cancelled: nothing written. A foreign frame: refused before any dialog.
    expect(await save(appFrame(), { kind: 'wav', suggestedName: 'x', bytes })).toEqual({ status: 'cancelled' });
    expect(() => save(appFrame('https://evil.example/'), { kind: 'wav', suggestedName: 'x', bytes })).toThrow();
    expect(fake.electron.dialog.showSaveDialog).toHaveBeenCalledTimes(2);
    fs.rmSync(folder, { recursive: true });
  });

  it('answers IPC only from the app origin, and refuses non-allow-listed URLs', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    expect([...fake.ipcHandlers.keys()].sort()).toEqual([
      'cantara:app-version',
      'cantara:open-external',
      'cantara:save-file',
      'cantara:session-get',
      'cantara:session-refresh',
      'cantara:session-sign-out',
      'cantara:updates-get',
      'cantara:updates-install',
    ]);
    for (const [channel, handler] of fake.ipcHandlers) {
      expect(() => handler(appFrame('https://evil.example/')), channel).toThrow(/not the app's own page/);
      expect(() => handler({ senderFrame: { url: 'https://cantara.studio/', parent: {} } }), channel).toThrow();
      expect(() => handler({ senderFrame: null }), channel).toThrow();
    }
    expect(await fake.ipcHandlers.get('cantara:app-version')?.(appFrame())).toBe('1.3.0');
    expect(await fake.ipcHandlers.get('cantara:open-external')?.(appFrame(), 'file:///etc/passwd')).toBe(false);
    expect(await fake.ipcHandlers.get('cantara:open-external')?.(appFrame(), 'https://cantara.studio/en/login')).toBe(
      true,
    );
    expect(fake.electron.shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('queues a macOS open-url hand-off until the window has loaded, then signs in through the keychain', async () => {
    const fake = await loadMain();
    const event = { preventDefault: vi.fn() };
    fake.app.emit('open-url', event, `cantara://logged-in?code=${HANDOFF_CODE}`);
    expect(event.preventDefault).toHaveBeenCalled();
    fake.markReady();
    await flush();
    expect(fake.fetchCalls.some((call) => call.url.pathname === '/api/auth/v2.1/auth')).toBe(false);

    const contents = fake.windows[0]?.webContents as FakeWebContents;
    contents.emit('did-finish-load');
    await vi.waitFor(() =>
      expect(contents.sent).toContainEqual({
        channel: 'cantara:session-changed',
        payload: { status: 'signed-in', accessToken: 'access-1' },
      }),
    );
    const exchange = fake.fetchCalls.find((call) => call.url.pathname === '/api/auth/v2.1/auth');
    expect(exchange?.init.method).toBe('POST');
    expect(exchange?.url.searchParams.get('auth_provider')).toBe('handoff');
    expect(exchange?.url.searchParams.get('app_type')).toBe('desktop');
    expect(fake.keychain.get('Cantara/refresh-token')).toBe('refresh-1');
    expect(JSON.stringify(contents.sent)).not.toContain('refresh-1');
    expect(await fake.ipcHandlers.get('cantara:session-get')?.(appFrame())).toEqual({
      status: 'signed-in',
      accessToken: 'access-1',
    });
  });

  it('takes the link from cold-start argv and from a second instance, wherever it sits', async () => {
    const fake = await loadMain({
      argv: ['/opt/Cantara/cantara', '--no-sandbox', 'cantara://agreements-success', '--enable-logging'],
    });
    fake.markReady();
    await flush();
    const contents = fake.windows[0]?.webContents as FakeWebContents;
    contents.emit('did-finish-load');
    await vi.waitFor(() => expect(contents.sent.map((sent) => sent.channel)).toContain('cantara:agreements-accepted'));

    fake.app.emit('second-instance', {}, [
      '/opt/Cantara/cantara',
      '--allow-file-access-from-files',
      'cantara://logout?reason=Signed%20in%20as%20another%20account',
      '--original-process-start-time=1',
    ]);
    await vi.waitFor(() =>
      expect(contents.sent).toContainEqual({
        channel: 'cantara:session-changed',
        payload: { status: 'signed-out', problem: null, logoutReason: 'Signed in as another account' },
      }),
    );
    fake.app.emit('second-instance', {}, ['/opt/Cantara/cantara', 'cantara://open?url=javascript:alert(1)']);
    await flush();
    expect(fake.electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('opens a window again for a link that arrives while macOS keeps the app running without one', async () => {
    const fake = await loadMain();
    fake.markReady();
    await flush();
    const first = fake.windows[0]?.webContents as FakeWebContents;
    first.emit('did-finish-load');
    fake.windows[0]?.window.emit('closed');
    fake.app.emit('open-url', { preventDefault: vi.fn() }, 'cantara://agreements-success');
    await vi.waitFor(() => expect(fake.windows).toHaveLength(2));
    expect(fake.windows[1]?.loadURL).toHaveBeenCalledWith('https://cantara.studio/studio');
  });

  it('stays signed out with a keychain problem when the keychain cannot be used', async () => {
    const fake = await loadMain({ keychainBroken: true, argv: ['app', `cantara://logged-in?code=${HANDOFF_CODE}`] });
    fake.markReady();
    await flush();
    const contents = fake.windows[0]?.webContents as FakeWebContents;
    contents.emit('did-finish-load');
    await vi.waitFor(async () =>
      expect(await fake.ipcHandlers.get('cantara:session-get')?.(appFrame())).toMatchObject({
        status: 'signed-out',
        problem: { code: 'KEYCHAIN_UNAVAILABLE' },
      }),
    );
    expect(fake.fetchCalls.some((call) => call.url.pathname === '/api/auth/v2.1/auth')).toBe(false);
  });

  it('checks the storage host for a newer version on start', async () => {
    const fake = await loadMain();
    fake.markReady();
    await vi.waitFor(async () =>
      expect(await fake.ipcHandlers.get('cantara:updates-get')?.(appFrame())).toMatchObject({
        state: 'available',
        currentVersion: '1.3.0',
        latestVersion: '1.4.0',
      }),
    );
    expect(fake.fetchCalls.some((call) => call.url.href.startsWith('https://cantara.studio/downloads/latest'))).toBe(
      true,
    );
  });
});

describe('preload bundle', () => {
  function runPreload() {
    // biome-ignore lint/suspicious/noExplicitAny: the exposed bridge is exercised as the page would
    const exposed = new Map<string, any>();
    const listeners = new Map<string, Listener>();
    const ipcRenderer = {
      invoke: vi.fn(async (channel: string) => ({ channel })),
      on: vi.fn((channel: string, listener: Listener) => listeners.set(channel, listener)),
      removeListener: vi.fn((channel: string) => listeners.delete(channel)),
    };
    const contextBridge = { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) };
    const required: string[] = [];
    // Sandboxed preloads get a require that knows only a few modules; the bundle must need nothing but electron.
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name === 'electron') return { contextBridge, ipcRenderer };
      throw new Error(`module not found: ${name}`);
    };
    const module = { exports: {} };
    vm.runInNewContext(`(function (require, module, exports) {${fs.readFileSync(PRELOAD, 'utf8')}\n})`, {
      console,
    })(sandboxRequire, module, module.exports);
    return { exposed, listeners, ipcRenderer, required };
  }

  it('exposes exactly one object, window.desktop, and needs only electron', () => {
    const { exposed, required } = runPreload();
    expect([...exposed.keys()]).toEqual(['desktop']);
    expect([...new Set(required)]).toEqual(['electron']);
    expect(exposed.get('desktop').capabilities).toEqual({
      handoffSignIn: true,
      nativeSession: true,
      opensWebsiteExternally: true,
      selfUpdate: true,
      nativeSaveDialog: true,
    });
  });

  it('calls the main process over named channels and passes events without the IPC event', async () => {
    const { exposed, listeners, ipcRenderer } = runPreload();
    const desktop = exposed.get('desktop');
    expect(await desktop.session.get()).toEqual({ channel: 'cantara:session-get' });
    await desktop.openExternal('https://cantara.studio/');
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith('cantara:open-external', 'https://cantara.studio/');
    const seen: unknown[] = [];
    const unsubscribe = desktop.session.onChange((state: unknown) => seen.push(state));
    listeners.get('cantara:session-changed')?.({ sender: 'ipc-renderer-handle' }, { status: 'signed-out' });
    expect(seen).toEqual([{ status: 'signed-out' }]);
    unsubscribe();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith('cantara:session-changed', expect.any(Function));
  });
});
