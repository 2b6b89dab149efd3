import { describe, expect, it, vi } from 'vitest';
import { resolveDesktopConfig } from './desktop-config';
import { registerIpcHandlers, UntrustedSenderError } from './ipc-handlers';
import { isTrustedSender } from './ipc-sender';
import { type GuardableContents, installNavigationGuards } from './navigation-guards';
import { isAllowedExternalUrl, isSameOrigin } from './url-policy';

const packaged = resolveDesktopConfig(
  {
    websiteUrl: 'https://cantara.studio',
    apiUrl: 'https://cantara.studio',
    storageUrl: 'https://downloads.cantara.studio/releases/',
    externalHosts: ['checkout.stripe.com', 'billing.stripe.com'],
  },
  { isPackaged: true },
);
const policy = packaged.externalUrlPolicy;

describe('isAllowedExternalUrl', () => {
  it('allows https pages of the website, storage, checkout and billing portal', () => {
    expect(isAllowedExternalUrl('https://cantara.studio/en/login?redirect=%2Flogged-in', policy)).toBe(true);
    expect(isAllowedExternalUrl('https://downloads.cantara.studio/releases/Cantara-Setup-1.2.0.exe', policy)).toBe(
      true,
    );
    expect(isAllowedExternalUrl('https://checkout.stripe.com/c/pay/cs_test_1', policy)).toBe(true);
    expect(isAllowedExternalUrl('https://BILLING.stripe.com/p/session/1', policy)).toBe(true);
  });

  it('refuses other schemes, other hosts, look-alikes, credentials and odd ports', () => {
    for (const hostile of [
      'http://cantara.studio/login',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'cantara://logout',
      'smb://cantara.studio/share',
      'https://evil.example/',
      'https://cantara.studio.evil.example/',
      'https://evilcantara.studio/',
      'https://checkout.stripe.com.evil.example/',
      'https://user:pass@cantara.studio/',
      'https://cantara.studio@evil.example/',
      'https://cantara.studio:8443/',
      'https://127.0.0.1/',
      ' https://cantara.studio/',
      '',
      `https://cantara.studio/${'a'.repeat(9000)}`,
    ]) {
      expect(isAllowedExternalUrl(hostile, policy), hostile).toBe(false);
    }
    expect(isAllowedExternalUrl(undefined, policy)).toBe(false);
    expect(isAllowedExternalUrl({ href: 'https://cantara.studio/' }, policy)).toBe(false);
  });

  it('allows plain http only on loopback and only outside packaged builds', () => {
    const dev = resolveDesktopConfig(
      {
        websiteUrl: 'https://cantara.studio',
        apiUrl: 'https://cantara.studio',
        storageUrl: 'https://cantara.studio/downloads/',
        externalHosts: [],
      },
      { isPackaged: false, devServerUrl: 'http://localhost:5173/' },
    );
    expect(dev.appOrigin).toBe('http://localhost:5173');
    expect(dev.storageUrl).toBe('http://localhost:5173/downloads/');
    expect(isAllowedExternalUrl('http://localhost:5173/login', dev.externalUrlPolicy)).toBe(true);
    expect(isAllowedExternalUrl('http://localhost:5174/login', dev.externalUrlPolicy)).toBe(false);
    expect(isAllowedExternalUrl('http://localhost:5173/login', policy)).toBe(false);
  });
});

describe('resolveDesktopConfig', () => {
  it('starts the window at the studio on the website origin', () => {
    expect(packaged.appOrigin).toBe('https://cantara.studio');
    expect(packaged.startUrl).toBe('https://cantara.studio/studio');
    expect(packaged.apiOrigin).toBe('https://cantara.studio');
    expect(packaged.isDevelopment).toBe(false);
  });

  it('refuses a packaged build pointing at plain http', () => {
    expect(() =>
      resolveDesktopConfig(
        {
          websiteUrl: 'http://cantara.studio',
          apiUrl: 'http://cantara.studio',
          storageUrl: 'http://cantara.studio/downloads/',
          externalHosts: [],
        },
        { isPackaged: true },
      ),
    ).toThrow(/https/);
  });
});

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void; url?: string }, url?: string) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardableContents = {
    on: (event, listener) => listeners.set(event, listener),
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  };
  const navigate = (event: string, url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault, url }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, navigate, open: (url: string) => openHandler?.({ url }) };
}

describe('installNavigationGuards', () => {
  it('keeps in-app navigation and stops everything else, sending allowed pages to the browser', async () => {
    const openExternal = vi.fn(async (url: string) => isAllowedExternalUrl(url, policy));
    const { contents, navigate } = fakeContents();
    installNavigationGuards(contents, { appOrigin: packaged.appOrigin, openExternal });

    expect(navigate('will-navigate', 'https://cantara.studio/ko/my-page')).toBe(false);
    expect(navigate('will-navigate', 'https://checkout.stripe.com/c/pay/1')).toBe(true);
    expect(navigate('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-navigate', 'https://cantara.studio.evil.example/')).toBe(true);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(navigate('will-redirect', 'https://cantara.studio/studio')).toBe(false);
    expect(navigate('will-attach-webview', 'https://cantara.studio/')).toBe(true);
    await Promise.resolve();
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual([
      'https://checkout.stripe.com/c/pay/1',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://cantara.studio.evil.example/',
    ]);
    // openExternal itself refuses everything off the allow-list.
    expect(await openExternal('javascript:alert(1)')).toBe(false);
  });

  it('never opens a new window', () => {
    const openExternal = vi.fn(async () => true);
    const { contents, open } = fakeContents();
    installNavigationGuards(contents, { appOrigin: packaged.appOrigin, openExternal });
    expect(open('https://cantara.studio/releases')).toEqual({ action: 'deny' });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://cantara.studio/releases');
  });
});

describe('IPC sender checks', () => {
  it('trusts only the top frame of the app origin', () => {
    const origin = packaged.appOrigin;
    expect(isTrustedSender({ senderFrame: { url: 'https://cantara.studio/studio', parent: null } }, origin)).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'https://evil.example/', parent: null } }, origin)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'https://cantara.studio/', parent: {} } }, origin)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'http://cantara.studio/', parent: null } }, origin)).toBe(false);
    expect(isTrustedSender({ senderFrame: { url: 'not a url', parent: null } }, origin)).toBe(false);
    expect(isTrustedSender({ senderFrame: null }, origin)).toBe(false);
    expect(isTrustedSender({}, origin)).toBe(false);
  });

  it('rejects the call before the handler runs', async () => {
    const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const handler = vi.fn(() => 'answer');
    registerIpcHandlers(
      { handle: (channel, listener) => handlers.set(channel, listener as never) },
      {
        appOrigin: packaged.appOrigin,
        handlers: {
          'cantara:app-version': handler,
          'cantara:open-external': handler,
          'cantara:save-file': handler,
          'cantara:session-get': handler,
          'cantara:session-refresh': handler,
          'cantara:session-sign-out': handler,
          'cantara:updates-get': handler,
          'cantara:updates-install': handler,
        },
      },
    );
    expect(handlers.size).toBe(8);
    const call = handlers.get('cantara:session-get') as (event: unknown) => unknown;
    expect(() => call({ senderFrame: { url: 'https://evil.example/', parent: null } })).toThrow(UntrustedSenderError);
    expect(handler).not.toHaveBeenCalled();
    expect(call({ senderFrame: { url: 'https://cantara.studio/studio', parent: null } })).toBe('answer');
  });
});

describe('isSameOrigin', () => {
  it('compares scheme, host and port', () => {
    expect(isSameOrigin('https://cantara.studio/x', 'https://cantara.studio')).toBe(true);
    expect(isSameOrigin('https://cantara.studio:444/x', 'https://cantara.studio')).toBe(false);
    expect(isSameOrigin('blob:https://cantara.studio/1', 'https://cantara.studio')).toBe(true);
    expect(isSameOrigin('about:blank', 'https://cantara.studio')).toBe(false);
  });
});
