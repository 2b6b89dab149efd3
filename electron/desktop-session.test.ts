import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../shared/desktop-bridge';
import { createAuthClient, type FetchLike } from './auth-client';
import { ACCESS_TOKEN_REFRESH_AFTER_MS, createDesktopSession } from './desktop-session';
import { createMemorySecretStore, type SecretStore, SecretStoreUnavailableError } from './secret-store';

type Call = { method: string; url: URL; headers: Record<string, string> };

/** A stand-in for the account API implementing the hand-off and refresh contract. */
function fakeApi() {
  const calls: Call[] = [];
  const codes = new Map([['handoff-code-0001', 'user-1']]);
  const refreshTokens = new Map<string, string>();
  let issued = 0;
  let nextRefreshStatus: number | null = null;
  const issue = (user: string) => {
    issued++;
    const refresh = `refresh-${issued}`;
    refreshTokens.set(refresh, user);
    return Response.json({ access_token: `access-${issued}`, refresh_token: refresh });
  };
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({ method: init.method ?? 'GET', url, headers });
    if (url.pathname === '/api/auth/v2.1/auth' && init.method === 'POST') {
      const user = codes.get(url.searchParams.get('code') ?? '');
      if (
        url.searchParams.get('auth_provider') !== 'handoff' ||
        url.searchParams.get('app_type') !== 'desktop' ||
        !user
      ) {
        return Response.json({ detail: { code: 'LOGIN_FAILED', message: 'Login failed.' } }, { status: 400 });
      }
      codes.delete(url.searchParams.get('code') ?? '');
      return issue(user);
    }
    if (url.pathname === '/api/auth/v2/auth/refresh-token/validation' && init.method === 'POST') {
      if (nextRefreshStatus) {
        const status = nextRefreshStatus;
        nextRefreshStatus = null;
        if (status === 409) return Response.json({ detail: { code: 'CONFLICTED_TOKEN', message: 'x' } }, { status });
        if (status === 403) {
          return Response.json(
            { detail: { code: 'DEACTIVATED_USER', message: 'deactivated', activation_code: 'act-1' } },
            { status },
          );
        }
        return Response.json({ detail: { code: 'AUTHENTICATION_FAILED', message: 'x' } }, { status });
      }
      const token = headers['x-refresh-token'] ?? '';
      const user = refreshTokens.get(token);
      if (!user) return Response.json({ detail: { code: 'LOGIN_REQUIRED', message: 'x' } }, { status: 401 });
      refreshTokens.delete(token);
      return issue(user);
    }
    if (url.pathname === '/api/auth/v2/auth' && init.method === 'DELETE') {
      refreshTokens.delete(headers['x-refresh-token'] ?? '');
      return new Response(null, { status: 204 });
    }
    return new Response('Not Found', { status: 404 });
  };
  return {
    fetch,
    calls,
    refreshTokens,
    failNextRefresh: (status: number) => {
      nextRefreshStatus = status;
    },
  };
}

function setup(store: SecretStore = createMemorySecretStore()) {
  const api = fakeApi();
  let clock = 1_000_000;
  const changes: SessionState[] = [];
  const sleep = vi.fn(async () => undefined);
  const session = createDesktopSession({
    store,
    client: createAuthClient({ apiOrigin: 'https://cantara.studio', fetch: api.fetch }),
    now: () => clock,
    sleep,
    onChange: (state) => changes.push(state),
  });
  return { api, session, store, changes, sleep, advance: (ms: number) => (clock += ms) };
}

function unavailableStore(): SecretStore {
  const fail = async () => {
    throw new SecretStoreUnavailableError('libsecret is not installed');
  };
  return { get: fail, set: fail, delete: fail };
}

describe('desktop session', () => {
  it('exchanges the hand-off code over the API, keeps the refresh token in the store and hands out the access token', async () => {
    const { api, session, store, changes } = setup();
    const state = await session.completeHandoff('handoff-code-0001');
    expect(state).toEqual({ status: 'signed-in', accessToken: 'access-1' });
    expect(await store.get()).toBe('refresh-1');
    expect(changes.at(-1)).toEqual(state);
    const exchange = api.calls[0] as Call;
    expect(exchange.method).toBe('POST');
    expect(exchange.url.origin).toBe('https://cantara.studio');
    expect(Object.fromEntries(exchange.url.searchParams)).toEqual({
      auth_provider: 'handoff',
      code: 'handoff-code-0001',
      app_type: 'desktop',
    });
    expect(JSON.stringify(changes)).not.toContain('refresh-1');
  });

  it('refreshes with the stored token in the X-Refresh-Token header and rotates it', async () => {
    const { api, session, store } = setup();
    await session.completeHandoff('handoff-code-0001');
    const state = await session.refresh();
    expect(state).toEqual({ status: 'signed-in', accessToken: 'access-2' });
    const call = api.calls.at(-1) as Call;
    expect(call.url.pathname).toBe('/api/auth/v2/auth/refresh-token/validation');
    expect(call.url.searchParams.get('app_type')).toBe('desktop');
    expect(call.headers['x-refresh-token']).toBe('refresh-1');
    expect(call.url.search).not.toContain('refresh-1');
    expect(await store.get()).toBe('refresh-2');
  });

  it('resumes from the keychain on start and refreshes again after 25 minutes', async () => {
    const first = setup();
    await first.session.completeHandoff('handoff-code-0001');
    const again = setup(first.store);
    again.api.refreshTokens.set('refresh-1', 'user-1');
    expect(await again.session.get()).toEqual({ status: 'signed-in', accessToken: 'access-1' });
    expect(await again.session.get()).toEqual({ status: 'signed-in', accessToken: 'access-1' });
    again.advance(ACCESS_TOKEN_REFRESH_AFTER_MS);
    expect(await again.session.get()).toEqual({ status: 'signed-in', accessToken: 'access-2' });
  });

  it('shares one refresh among concurrent callers', async () => {
    const { api, session } = setup();
    await session.completeHandoff('handoff-code-0001');
    const [a, b] = await Promise.all([session.refresh(), session.refresh()]);
    expect(a).toEqual(b);
    expect(api.calls.filter((call) => call.url.pathname.endsWith('/validation'))).toHaveLength(1);
  });

  it('retries a conflicted token once after a second', async () => {
    const { api, session, sleep } = setup();
    await session.completeHandoff('handoff-code-0001');
    api.failNextRefresh(409);
    expect(await session.refresh()).toEqual({ status: 'signed-in', accessToken: 'access-2' });
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('signs out and forgets the token when the server refuses it; a deactivated account says so', async () => {
    const { api, session, store } = setup();
    await session.completeHandoff('handoff-code-0001');
    api.failNextRefresh(401);
    expect(await session.refresh()).toEqual({ status: 'signed-out', problem: null, logoutReason: null });
    expect(await store.get()).toBeNull();

    const other = setup();
    await other.session.completeHandoff('handoff-code-0001');
    other.api.failNextRefresh(403);
    expect(await other.session.refresh()).toEqual({
      status: 'signed-out',
      problem: { code: 'DEACTIVATED_USER', message: 'deactivated', activationCode: 'act-1' },
      logoutReason: null,
    });
  });

  it('keeps the session and the token when the API cannot be reached', async () => {
    const store = createMemorySecretStore('refresh-9');
    const session = createDesktopSession({
      store,
      client: createAuthClient({
        apiOrigin: 'https://cantara.studio',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      }),
    });
    expect(await session.get()).toMatchObject({ status: 'signed-out', problem: { code: 'NETWORK_ERROR' } });
    expect(await store.get()).toBe('refresh-9');
  });

  it('reports a rejected hand-off code', async () => {
    const { session, store } = setup();
    expect(await session.completeHandoff('handoff-code-9999')).toEqual({
      status: 'signed-out',
      problem: { code: 'LOGIN_FAILED', message: 'Login failed.' },
      logoutReason: null,
    });
    expect(await store.get()).toBeNull();
  });

  it('rejects a success answer without both tokens', async () => {
    const session = createDesktopSession({
      store: createMemorySecretStore(),
      client: createAuthClient({
        apiOrigin: 'https://cantara.studio',
        fetch: async () => Response.json({ access_token: 'only-access' }),
      }),
    });
    expect(await session.completeHandoff('handoff-code-0001')).toMatchObject({
      status: 'signed-out',
      problem: { code: 'LOGIN_FAILED' },
    });
  });

  it('stays signed out with a clear problem when the keychain is unavailable, without spending the code', async () => {
    const { api, session } = setup(unavailableStore());
    expect(await session.get()).toEqual({
      status: 'signed-out',
      problem: expect.objectContaining({ code: 'KEYCHAIN_UNAVAILABLE', message: expect.stringMatching(/keychain/) }),
      logoutReason: null,
    });
    expect(await session.completeHandoff('handoff-code-0001')).toMatchObject({
      status: 'signed-out',
      problem: { code: 'KEYCHAIN_UNAVAILABLE' },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('logout forgets the token, ends it on the server and keeps the reason to show', async () => {
    const { api, session, store } = setup();
    await session.completeHandoff('handoff-code-0001');
    const state = await session.signOut('Signed in as another account in the browser');
    expect(state).toEqual({
      status: 'signed-out',
      problem: null,
      logoutReason: 'Signed in as another account in the browser',
    });
    expect(await store.get()).toBeNull();
    expect(api.refreshTokens.has('refresh-1')).toBe(false);
    expect(await session.get()).toEqual(state);
  });
});
