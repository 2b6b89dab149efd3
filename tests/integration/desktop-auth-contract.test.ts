import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, type FetchLike } from '../../electron/auth-client';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

/** The desktop main process's `fetch`, answered by the API in-process. */
function injectFetch(app: FastifyInstance): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST' | 'DELETE',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

describe.each(testDatabases())("the desktop app's auth client against the API on $name", (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exchanges a hand-off code, refreshes with the keychain token and logs out with it', async () => {
    const web = await signIn(t.app, { email: 'contract@example.com', name: 'Contract' });
    const handoff = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/handoff',
      headers: { authorization: `Bearer ${web.accessToken}` },
    });
    const client = createAuthClient({ apiOrigin: 'https://cantara.example', fetch: injectFetch(t.app) });

    const exchanged = await client.exchangeHandoffCode(handoff.json().data.code);
    if (!exchanged.ok) throw new Error(`hand-off refused: ${exchanged.problem.code}`);
    expect(decodeJwt(exchanged.tokens.accessToken).sub).toBe(decodeJwt(web.accessToken).sub);

    const refreshed = await client.refresh(exchanged.tokens.refreshToken);
    if (!refreshed.ok) throw new Error(`refresh refused: ${refreshed.problem.code}`);
    expect(refreshed.tokens.refreshToken).not.toBe(exchanged.tokens.refreshToken);

    // The best-effort logout (DELETE ?app_type=desktop with X-Refresh-Token) ends the app's session…
    await client.revoke(refreshed.tokens.refreshToken);
    const afterLogout = await client.refresh(refreshed.tokens.refreshToken);
    expect(afterLogout).toMatchObject({ ok: false, status: 401, problem: { code: 'LOGIN_REQUIRED' } });

    // …and only the app's: the browser stays signed in.
    const webRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/refresh-token/validation',
      headers: { cookie: `refresh_token=${web.refreshCookie}` },
    });
    expect(webRefresh.statusCode).toBe(200);
  });

  it('answers a spent or unknown hand-off code with LOGIN_FAILED, which the app reports', async () => {
    const client = createAuthClient({ apiOrigin: 'https://cantara.example', fetch: injectFetch(t.app) });
    expect(await client.exchangeHandoffCode('not-a-code')).toMatchObject({
      ok: false,
      status: 400,
      problem: { code: 'LOGIN_FAILED' },
    });
  });
});
