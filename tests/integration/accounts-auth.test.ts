import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { authorizeThroughIdp, CookieJar, REDIRECT_URI, signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

const REFRESH = '/api/auth/v2/auth/refresh-token/validation';

function signInUrl(params: Record<string, string>) {
  return `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'cantara', app_type: 'web', redirect_uri: REDIRECT_URI, ...params })}`;
}

function setCookieLines(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
}

describe.each(testDatabases())('sign-in and sessions on $name', (database) => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}), ...headers },
    });
  const userInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp(database, {}, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the renderer where to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/auth/provider' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      auth_provider: 'cantara',
      authorization_endpoint: 'http://localhost:8080/idp/auth',
      client_id: 'cantara-web',
      scope: 'openid email profile',
    });
  });

  it('registers a new visitor with 201, a 30-minute JWT and the refresh cookie', async () => {
    const { response, accessToken } = await signIn(t.app, { email: 'new@example.com', name: 'New Visitor' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(body.refresh_token).toBeUndefined();
    const claims = decodeJwt(accessToken);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1800);
    const [cookie] = setCookieLines(response).filter((line) => line.startsWith('refresh_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/v2\/auth(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
    // The page's hint that a session exists: readable, site-wide, no secret, as long-lived as the session.
    const [hint] = setCookieLines(response).filter((line) => line.startsWith('signed_in='));
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\/(;|$)/);
    expect(hint).toMatch(/Max-Age=\d+/);
    expect((await userInfo(accessToken)).json().data).toMatchObject({ email: 'new@example.com', name: 'New Visitor' });
  });

  it('answers 200 with the same account for a returning user', async () => {
    const first = await signIn(t.app, { email: 'returning@example.com', name: 'Returning' });
    const second = await signIn(t.app, { email: 'returning@example.com', name: 'Returning' });
    expect(first.response.statusCode).toBe(201);
    expect(second.response.statusCode).toBe(200);
    expect(decodeJwt(second.accessToken).sub).toBe(decodeJwt(first.accessToken).sub);
  });

  it('refuses a wrong PKCE verifier, a reused code and a foreign redirect URI with LOGIN_FAILED', async () => {
    const wrong = await authorizeThroughIdp(t.app, { email: 'pkce@example.com', name: 'Pkce' });
    const badVerifier = await t.app.inject({
      method: 'POST',
      url: signInUrl({ code: wrong.code, code_verifier: 'x'.repeat(64) }),
    });
    expect(badVerifier.statusCode).toBe(400);
    expect(badVerifier.json().detail.code).toBe('LOGIN_FAILED');

    const good = await authorizeThroughIdp(t.app, { email: 'pkce@example.com', name: 'Pkce' });
    const url = signInUrl({ code: good.code, code_verifier: good.verifier });
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(201);
    const reused = await t.app.inject({ method: 'POST', url });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail.code).toBe('LOGIN_FAILED');

    const foreign = await t.app.inject({
      method: 'POST',
      url: signInUrl({ code: 'abc', code_verifier: good.verifier, redirect_uri: 'https://evil.example/' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail.code).toBe('LOGIN_FAILED');
  });

  it('refuses a provider that is not the configured one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: signInUrl({ auth_provider: 'google', code: 'abc', code_verifier: 'v'.repeat(64) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.code).toBe('LOGIN_FAILED');
  });

  it('validates the sign-in query: the verifier is required and must be well formed', async () => {
    const missing = await t.app.inject({ method: 'POST', url: signInUrl({ code: 'abc' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail.code).toBe('VALIDATION_ERROR');
    const short = await t.app.inject({ method: 'POST', url: signInUrl({ code: 'abc', code_verifier: 'short' }) });
    expect(short.json().detail.code).toBe('VALIDATION_ERROR');
    const unknownProvider = await t.app.inject({
      method: 'POST',
      url: signInUrl({ auth_provider: 'facebook', code: 'abc', code_verifier: 'v'.repeat(64) }),
    });
    expect(unknownProvider.statusCode).toBe(400);
  });

  it('refuses a cookie-setting sign-in sent from another site (Origin check)', async () => {
    const { code, verifier } = await authorizeThroughIdp(t.app, { email: 'origin@example.com', name: 'Origin' });
    const url = signInUrl({ code, code_verifier: verifier });
    const evil = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().detail.code).toBe('FORBIDDEN_ORIGIN');
    const crossSite = await t.app.inject({ method: 'POST', url, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({ method: 'POST', url, headers: { origin: 'http://localhost:8080' } });
    expect(same.statusCode).toBe(201);
  });

  it('rotates the refresh token: a new cookie and a working access token', async () => {
    const session = await signIn(t.app, { email: 'rotate@example.com', name: 'Rotate' });
    const response = await refresh(session.refreshCookie);
    expect(response.statusCode).toBe(200);
    const jar = new CookieJar();
    jar.store(response);
    expect(jar.get('refresh_token')).toBeTruthy();
    expect(jar.get('refresh_token')).not.toBe(session.refreshCookie);
    expect((await userInfo(response.json().access_token)).statusCode).toBe(200);
  });

  it('answers 409 CONFLICTED_TOKEN to the second of two simultaneous refreshes, whose retry succeeds', async () => {
    const session = await signIn(t.app, { email: 'race@example.com', name: 'Race' });
    const [a, b] = await Promise.all([refresh(session.refreshCookie), refresh(session.refreshCookie)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().detail.code).toBe('CONFLICTED_TOKEN');
    expect(setCookieLines(loser).some((line) => line.startsWith('refresh_token='))).toBe(false);
    // One second later the losing tab retries with the cookie the winning tab stored.
    const jar = new CookieJar();
    jar.store(winner);
    const retry = await refresh(jar.get('refresh_token'));
    expect(retry.statusCode).toBe(200);
  });

  it('gives a tab whose rotation answer was lost (a reload mid-refresh) a new token when it retries with the old cookie', async () => {
    const session = await signIn(t.app, { email: 'reload@example.com', name: 'Reload' });
    const lost = await refresh(session.refreshCookie);
    expect(lost.statusCode).toBe(200);
    // The reloaded page never stored the new cookie: it sends the old one at once, gets 409, and retries a second later.
    expect((await refresh(session.refreshCookie)).json().detail.code).toBe('CONFLICTED_TOKEN');
    clock = new Date(clock.getTime() + 1_000);
    const retry = await refresh(session.refreshCookie);
    expect(retry.statusCode).toBe(200);
    const accessToken = retry.json().access_token as string;
    expect((await userInfo(accessToken)).statusCode).toBe(200);
    // The session goes on with the token the retry got.
    const jar = new CookieJar();
    jar.store(retry);
    clock = new Date(clock.getTime() + 30_000);
    expect((await refresh(jar.get('refresh_token'))).statusCode).toBe(200);
  });

  it('revokes the whole token family when a rotated token is reused after the grace window', async () => {
    const session = await signIn(t.app, { email: 'theft@example.com', name: 'Theft' });
    const rotated = await refresh(session.refreshCookie);
    const jar = new CookieJar();
    jar.store(rotated);
    const current = jar.get('refresh_token');
    const accessToken = rotated.json().access_token as string;

    clock = new Date(clock.getTime() + 11_000);
    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail.code).toBe('LOGIN_REQUIRED');
    // Everything of that session is gone: the newest refresh token and its access tokens.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await userInfo(accessToken)).statusCode).toBe(401);
  });

  it('refuses missing, unknown and expired refresh tokens with 401 and expires the cookie', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    const unknown = await refresh('not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(setCookieLines(unknown).some((line) => /^refresh_token=;/.test(line))).toBe(true);
    expect(setCookieLines(unknown).some((line) => /^signed_in=;.*Path=\/(;|$)/.test(line))).toBe(true);

    const session = await signIn(t.app, { email: 'expiry@example.com', name: 'Expiry' });
    clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await userInfo(session.accessToken)).statusCode).toBe(401);
  });

  it('logs out: 204, cookie expired, refresh token and access token no longer accepted', async () => {
    const session = await signIn(t.app, { email: 'logout@example.com', name: 'Logout' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v2/auth',
      headers: { cookie: `refresh_token=${session.refreshCookie}`, origin: 'http://localhost:8080' },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookieLines(response).some((line) => /^refresh_token=;.*Path=\/api\/auth\/v2\/auth/.test(line))).toBe(
      true,
    );
    expect(setCookieLines(response).some((line) => /^signed_in=;.*Path=\/(;|$)/.test(line))).toBe(true);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await userInfo(session.accessToken)).statusCode).toBe(401);
  });

  it('refuses a logout another site sends', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v2/auth',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('hands a session to the desktop app with a one-time code valid for 60 s', async () => {
    const session = await signIn(t.app, { email: 'desktop@example.com', name: 'Desktop' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/v2/auth/handoff' })).statusCode).toBe(401);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/handoff',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(created.statusCode).toBe(201);
    const { code, expires_in } = created.json().data;
    expect(expires_in).toBe(60);

    const exchangeUrl = `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'handoff', code, app_type: 'desktop' })}`;
    const exchanged = await t.app.inject({ method: 'POST', url: exchangeUrl });
    expect(exchanged.statusCode).toBe(200);
    const tokens = exchanged.json();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(setCookieLines(exchanged)).toEqual([]);
    expect(decodeJwt(tokens.access_token).sub).toBe(decodeJwt(session.accessToken).sub);

    const again = await t.app.inject({ method: 'POST', url: exchangeUrl });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.code).toBe('LOGIN_FAILED');

    // The desktop app refreshes with the token from its keychain, sent as a header.
    const desktopRefresh = await t.app.inject({
      method: 'POST',
      url: `${REFRESH}?app_type=desktop`,
      headers: { 'x-refresh-token': tokens.refresh_token },
    });
    expect(desktopRefresh.statusCode).toBe(200);
    expect(desktopRefresh.json().refresh_token).toEqual(expect.any(String));
    expect(desktopRefresh.json().refresh_token).not.toBe(tokens.refresh_token);
    // The header is read only for the desktop app type.
    const webWithHeader = await t.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { 'x-refresh-token': desktopRefresh.json().refresh_token },
    });
    expect(webWithHeader.statusCode).toBe(401);
  });

  it('refuses an expired hand-off code and a hand-off exchange by the web app', async () => {
    const session = await signIn(t.app, { email: 'late@example.com', name: 'Late' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/handoff',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const { code } = created.json().data;
    const web = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'handoff', code, app_type: 'web' })}`,
    });
    expect(web.statusCode).toBe(400);
    expect(web.json().detail.code).toBe('VALIDATION_ERROR');
    clock = new Date(clock.getTime() + 61_000);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'handoff', code, app_type: 'desktop' })}`,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail.code).toBe('LOGIN_FAILED');
  });
});

describe('cookies and limits', () => {
  it('marks the refresh cookie Secure when the site is not on localhost', async () => {
    const [pglite] = testDatabases();
    const t = await startTestApp(pglite!, { PUBLIC_URL: 'https://cantara.example' });
    const { code, verifier } = await authorizeThroughIdp(
      t.app,
      { email: 'secure@example.com', name: 'Secure' },
      { redirectUri: 'https://cantara.example/' },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'cantara', code, app_type: 'web', redirect_uri: 'https://cantara.example/', code_verifier: verifier })}`,
    });
    expect(response.statusCode).toBe(201);
    expect(setCookieLines(response).find((line) => line.startsWith('refresh_token='))).toMatch(/Secure/);
    await t.close();
  });

  it('rate-limits the auth calls with 429 RATE_LIMITED', async () => {
    const [pglite] = testDatabases();
    const t = await startTestApp(pglite!, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: REFRESH })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await t.app.inject({ method: 'POST', url: REFRESH });
    expect(limited.json().detail.code).toBe('RATE_LIMITED');
    await t.close();
  });
});
