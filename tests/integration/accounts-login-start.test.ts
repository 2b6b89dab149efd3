import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

const ORIGIN = 'http://localhost:8080';

/** The login-request cookie of a redirect: its name's state and its verifier and return path. */
function loginRequest(response: { headers: Record<string, unknown> }) {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
  const line = lines.find((l) => l.startsWith('login_request_'));
  if (!line) throw new Error(`No login request cookie in ${lines.join(' | ')}`);
  const [pair = ''] = line.split(';');
  const index = pair.indexOf('=');
  const fields = new URLSearchParams(decodeURIComponent(pair.slice(index + 1)));
  return {
    line,
    state: pair.slice('login_request_'.length, index),
    verifier: fields.get('verifier') ?? '',
    target: fields.get('target'),
  };
}

describe.each(testDatabases())('a signed-out visitor opening the sign-in pages on $name', (database) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR,ko;q=0.9', ...headers } });

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is redirected from /login to the provider with PKCE S256, the state and its language', async () => {
    const response = await get('/ja/login?redirect=%2Fja%2Fpricing%3Fperiod%3Dyear');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/idp/auth`);
    const request = loginRequest(response);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cantara-web',
      redirect_uri: `${ORIGIN}/`,
      scope: 'openid email profile',
      state: request.state,
      code_challenge: createHash('sha256').update(request.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'select_account',
      ui_locales: 'ja',
    });
    expect(request.state).toMatch(/^[A-Za-z0-9._~-]{16}$/);
    expect(request.verifier).toMatch(/^[A-Za-z0-9._~-]{64}$/);
    expect(request.target).toBe('/ja/pricing?period=year');
    expect(request.line).toMatch(/Path=\/(;|$)/);
    expect(request.line).toMatch(/Max-Age=600/);
    expect(request.line).toMatch(/SameSite=Lax/);
    expect(request.line).not.toMatch(/HttpOnly/i);

    // The provider takes the request: it answers with its sign-in page's interaction.
    const provider = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    expect(provider.statusCode).toBeGreaterThanOrEqual(300);
    expect(provider.statusCode).toBeLessThan(400);
    expect(String(provider.headers.location)).toContain('/idp/interaction/');
  });

  it('returns only to a path of this site: another origin, a scheme-relative or a backslash path goes home', async () => {
    for (const redirect of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await get(`/en/login?${new URLSearchParams({ redirect })}`);
      expect(response.statusCode).toBe(302);
      expect(loginRequest(response).target).toBe('/en/landing');
    }
    // Without a language in the path: home without one, the provider in the visitor's language.
    const bare = await get('/login');
    expect(loginRequest(bare).target).toBe('/landing');
    expect(new URL(String(bare.headers.location)).searchParams.get('ui_locales')).toBe('ko');
  });

  it('starts a fresh request each time (a new state and verifier)', async () => {
    const first = loginRequest(await get('/en/login'));
    const second = loginRequest(await get('/en/login'));
    expect(second.state).not.toBe(first.state);
    expect(second.verifier).not.toBe(first.verifier);
  });

  it('is redirected from a login-required page and comes back to it with its query', async () => {
    const voucher = await get('/ko/voucher?voucher_code=ABC-123');
    expect(voucher.statusCode).toBe(302);
    expect(loginRequest(voucher).target).toBe('/ko/voucher?voucher_code=ABC-123');
    expect(loginRequest(await get('/my-page/account/')).target).toBe('/my-page/account/');
  });

  it('gets the page itself with a session hint, in the desktop app, and on every other page', async () => {
    const notRedirected = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      expect(response.statusCode, url).not.toBe(302);
      expect(String(response.headers['set-cookie'] ?? ''), url).not.toContain('login_request_');
    };
    await notRedirected('/en/login', { cookie: 'consent=1; signed_in=1' });
    await notRedirected('/en/voucher', { cookie: 'signed_in=1' });
    await notRedirected('/en/login', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 cantara/0.1.0 Chrome/130.0 Electron/33.0.0',
    });
    await notRedirected('/en/pricing');
    await notRedirected('/en/login-help');
    await notRedirected('/');
    const api = await t.app.inject({ method: 'POST', url: '/en/login' });
    expect(api.statusCode).not.toBe(302);
  });
});
