import type { BrowserContext, Page } from '@playwright/test';
import type { SessionProblem, UpdateStatus } from '../../../shared/desktop-bridge';

export type FakeDesktopOptions = { problem?: SessionProblem | null; updates?: UpdateStatus };

/** What the test can read back from the fake shell. */
export type FakeDesktopRecord = { opened: string[]; installs: number; signOuts: number };

/**
 * Injects a stand-in for the desktop preload's `window.desktop` before the app loads. It does what
 * the main process does, against the real API: exchanges `cantara://logged-in` hand-off codes,
 * refreshes with its own refresh token (sent as X-Refresh-Token), and signs out; `openExternal`
 * only records the URL. `window.__fakeDesktop.deliver(link)` plays a `cantara://` link.
 */
export async function installFakeDesktop(page: Page, options: FakeDesktopOptions = {}): Promise<void> {
  await page.addInitScript((opts: FakeDesktopOptions) => {
    type State =
      | { status: 'signed-in'; accessToken: string }
      | { status: 'signed-out'; problem: unknown; logoutReason: string | null };
    const sessionListeners = new Set<(state: State) => void>();
    const agreementListeners = new Set<() => void>();
    const updateListeners = new Set<(status: unknown) => void>();
    const record = { opened: [] as string[], installs: 0, signOuts: 0 };
    // The keychain: kept across reloads of this tab, as the real one is across restarts.
    const keychain = {
      get: () => sessionStorage.getItem('fake-keychain'),
      set: (token: string | null) =>
        token ? sessionStorage.setItem('fake-keychain', token) : sessionStorage.removeItem('fake-keychain'),
    };
    let checked = false;
    let state: State = { status: 'signed-out', problem: opts.problem ?? null, logoutReason: null };
    const emit = (next: State) => {
      state = next;
      for (const listener of sessionListeners) listener(next);
      return next;
    };
    const signedOut = (problem: unknown = null, logoutReason: string | null = null): State => ({
      status: 'signed-out',
      problem,
      logoutReason,
    });
    const tokens = async (response: Response): Promise<State> => {
      const body = await response.json().catch(() => null);
      if (!response.ok) {
        keychain.set(null);
        return emit(signedOut({ code: body?.detail?.code ?? 'LOGIN_FAILED', message: body?.detail?.message ?? '' }));
      }
      keychain.set(body.refresh_token);
      return emit({ status: 'signed-in', accessToken: body.access_token });
    };
    const signOut = async (reason: string | null = null) => {
      record.signOuts += 1;
      const refreshToken = keychain.get();
      if (refreshToken) {
        await fetch('/api/auth/v2/auth?app_type=desktop', {
          method: 'DELETE',
          headers: { 'X-Refresh-Token': refreshToken },
        }).catch(() => undefined);
      }
      keychain.set(null);
      emit(signedOut(null, reason));
    };
    const w = window as unknown as Record<string, unknown>;
    w.__fakeDesktop = {
      record,
      deliver: async (link: string) => {
        const url = new URL(link);
        if (url.protocol !== 'cantara:') throw new Error(`not an app link: ${link}`);
        const action = url.hostname || url.pathname.replace(/^\/+/, '');
        if (action === 'logged-in') {
          const query = new URLSearchParams({
            auth_provider: 'handoff',
            code: url.searchParams.get('code') ?? '',
            app_type: 'desktop',
          });
          await tokens(await fetch(`/api/auth/v2.1/auth?${query}`, { method: 'POST' }));
        } else if (action === 'agreements-success') {
          for (const listener of agreementListeners) listener();
        } else if (action === 'logout') {
          await signOut(url.searchParams.get('reason'));
        }
      },
    };
    const refresh = async (): Promise<State> => {
      checked = true;
      const refreshToken = keychain.get();
      if (!refreshToken) return emit(signedOut(state.status === 'signed-out' ? state.problem : null));
      return tokens(
        await fetch('/api/auth/v2/auth/refresh-token/validation?app_type=desktop', {
          method: 'POST',
          headers: { 'X-Refresh-Token': refreshToken },
        }),
      );
    };
    w.desktop = {
      capabilities: { handoffSignIn: true, nativeSession: true, opensWebsiteExternally: true, selfUpdate: true },
      appVersion: async () => '1.3.0',
      openExternal: async (url: string) => {
        record.opened.push(url);
        return true;
      },
      session: {
        get: async () => (checked ? state : refresh()),
        refresh,
        signOut: () => signOut(),
        onChange: (listener: (state: State) => void) => {
          sessionListeners.add(listener);
          return () => sessionListeners.delete(listener);
        },
      },
      onAgreementsAccepted: (listener: () => void) => {
        agreementListeners.add(listener);
        return () => agreementListeners.delete(listener);
      },
      updates: {
        get: async () => opts.updates ?? { state: 'idle', currentVersion: '1.3.0' },
        install: async () => {
          record.installs += 1;
        },
        onChange: (listener: (status: unknown) => void) => {
          updateListeners.add(listener);
          return () => updateListeners.delete(listener);
        },
      },
    };
  }, options);
}

export async function fakeDesktopRecord(page: Page): Promise<FakeDesktopRecord> {
  return page.evaluate(
    () => (window as unknown as { __fakeDesktop: { record: FakeDesktopRecord } }).__fakeDesktop.record,
  );
}

/** Plays a `cantara://` link into the app, as the shell does when the browser opens one. */
export async function deliverDesktopLink(page: Page, link: string): Promise<void> {
  await page.evaluate(
    (value) =>
      (window as unknown as { __fakeDesktop: { deliver(l: string): Promise<void> } }).__fakeDesktop.deliver(value),
    link,
  );
}

/** A one-time hand-off code for the account signed in (by its refresh cookie) in this browser context. */
export async function handoffCodeFor(context: BrowserContext, baseURL: string): Promise<string> {
  const refreshed = await context.request.post('/api/auth/v2/auth/refresh-token/validation', {
    headers: { origin: baseURL },
  });
  const { access_token } = await refreshed.json();
  const created = await context.request.post('/api/auth/v2/auth/handoff', {
    headers: { authorization: `Bearer ${access_token}`, origin: baseURL },
  });
  return (await created.json()).data.code;
}
