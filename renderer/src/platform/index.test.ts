// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../shared/desktop-bridge';
import { selectPlatform } from './index';
import { createWebPlatform } from './index.web';

function fakeBridge(): DesktopBridge {
  return {
    capabilities: { handoffSignIn: true, nativeSession: true, opensWebsiteExternally: true, selfUpdate: true },
    appVersion: async () => '1.3.0',
    openExternal: async () => true,
    session: {
      get: async () => ({ status: 'signed-in', accessToken: 'access-1' }),
      refresh: async () => ({ status: 'signed-in', accessToken: 'access-2' }),
      signOut: async () => undefined,
      onChange: () => () => undefined,
    },
    onAgreementsAccepted: () => () => undefined,
    updates: {
      get: async () => ({ state: 'idle', currentVersion: '1.3.0' }),
      install: async () => undefined,
      onChange: () => () => undefined,
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.desktop;
});

describe('selectPlatform', () => {
  it('uses the bridge the desktop preload exposed', async () => {
    const bridge = fakeBridge();
    window.desktop = bridge;
    const platform = selectPlatform(window);
    expect(platform.capabilities.nativeSession).toBe(true);
    expect(await platform.session.get()).toEqual({ status: 'signed-in', accessToken: 'access-1' });
    expect(await platform.appVersion()).toBe('1.3.0');
  });

  it('falls back to the web implementation of the same type', async () => {
    const platform = selectPlatform(window);
    expect(platform.capabilities).toEqual({
      handoffSignIn: false,
      nativeSession: false,
      opensWebsiteExternally: false,
      selfUpdate: false,
    });
    expect(await platform.appVersion()).toBeNull();
    expect(await platform.updates.get()).toEqual({ state: 'idle', currentVersion: null });
  });
});

describe('saving a file', () => {
  const request = { kind: 'wav' as const, suggestedName: 'Morning: Light', bytes: new Uint8Array([1, 2]) };

  function captureDownloads() {
    const names: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { names, restore: () => click.mockRestore() };
  }

  it('goes through the system save dialog of a desktop shell that has one', async () => {
    const saveFile = vi.fn(async () => ({ status: 'cancelled' as const }));
    window.desktop = { ...fakeBridge(), saveFile };
    const downloads = captureDownloads();
    expect(await selectPlatform(window).saveFile(request)).toEqual({ status: 'cancelled' });
    expect(saveFile).toHaveBeenCalledWith(request);
    expect(downloads.names).toEqual([]);
    downloads.restore();
  });

  it('downloads in the browser and in a desktop shell older than the save dialog', async () => {
    const downloads = captureDownloads();
    expect(await createWebPlatform().saveFile(request)).toEqual({ status: 'saved', name: 'Morning_ Light.wav' });
    window.desktop = fakeBridge();
    expect(await selectPlatform(window).saveFile({ ...request, suggestedName: 'Mix.wav' })).toEqual({
      status: 'saved',
      name: 'Mix.wav',
    });
    expect(downloads.names).toEqual(['Morning_ Light.wav', 'Mix.wav']);
    downloads.restore();
  });
});

describe('web platform', () => {
  it('opens web links in a new tab without an opener and refuses script URLs', async () => {
    const open = vi.fn();
    const platform = createWebPlatform({ open, location: window.location });
    expect(await platform.openExternal('https://checkout.stripe.com/c/pay/1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/1', '_blank', 'noopener,noreferrer');
    expect(await platform.openExternal('javascript:alert(1)')).toBe(false);
    expect(await platform.openExternal('data:text/html,x')).toBe(false);
    expect(open).toHaveBeenCalledOnce();
  });

  it('gets the session from the refresh cookie through the refresh-token validation call', async () => {
    const fetch = vi.fn(async () => Response.json({ access_token: 'web-access' }));
    vi.stubGlobal('fetch', fetch);
    const platform = createWebPlatform();
    expect(await platform.session.refresh()).toEqual({ status: 'signed-in', accessToken: 'web-access' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/v2/auth/refresh-token/validation',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it('reports signed out when the cookie is refused', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ detail: { code: 'LOGIN_REQUIRED', message: 'Login is required to proceed.' } }, { status: 401 }),
    );
    expect(await createWebPlatform().session.get()).toEqual({
      status: 'signed-out',
      problem: null,
      logoutReason: null,
    });
  });
});
