import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { testDatabases } from './support/databases';
import { authorizeThroughIdp, CookieJar, pkcePair, REDIRECT_URI, signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

const HOST = { host: 'localhost:8080' };

function authorizeQuery(extra: Record<string, string> = {}) {
  const { challenge } = pkcePair();
  return new URLSearchParams({
    client_id: 'cantara-web',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: 'abcdefghijklmnop',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
    ...extra,
  });
}

describe.each(testDatabases())('built-in identity provider on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes OpenID Connect discovery with code flow and PKCE S256 only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: HOST });
    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata).toMatchObject({
      issuer: 'http://localhost:8080/idp',
      authorization_endpoint: 'http://localhost:8080/idp/auth',
      token_endpoint: 'http://localhost:8080/idp/token',
      jwks_uri: 'http://localhost:8080/idp/jwks',
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const jwks = (await t.app.inject({ method: 'GET', url: '/idp/jwks', headers: HOST })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = authorizeQuery();
    query.delete('code_challenge');
    query.delete('code_challenge_method');
    const response = await t.app.inject({ method: 'GET', url: `/idp/auth?${query}`, headers: HOST });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows its sign-in page with Email and Name fields, a Continue button and the accounts kept there', async () => {
    await signIn(t.app, { email: 'listed@example.com', name: 'Listed <Person>' });
    const { chooserHtml } = await authorizeThroughIdp(t.app, { email: 'second@example.com', name: 'Second' });
    expect(chooserHtml).toContain('<html lang="en">');
    expect(chooserHtml).toContain('Choose an account');
    expect(chooserHtml).toContain('Use another account');
    expect(chooserHtml).toMatch(/<label>Email\s*<input type="email" name="email"/);
    expect(chooserHtml).toMatch(/<label>Name\s*<input type="text" name="name"/);
    expect(chooserHtml).toContain('>Continue</button>');
    expect(chooserHtml).toContain('listed@example.com');
    // Names are escaped, never markup.
    expect(chooserHtml).toContain('Listed &lt;Person&gt;');
    expect(chooserHtml).not.toContain('<script');
  });

  it("speaks the visitor's language (ui_locales, then Accept-Language)", async () => {
    const jar = new CookieJar();
    const start = await t.app.inject({
      method: 'GET',
      url: `/idp/auth?${authorizeQuery({ ui_locales: 'ko' })}`,
      headers: HOST,
    });
    jar.store(start);
    const page = await t.app.inject({
      method: 'GET',
      url: String(start.headers.location),
      headers: { ...HOST, cookie: jar.header() },
    });
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('다른 계정 사용');
    expect(page.body).toMatch(/<label>이메일/);

    const jaStart = await t.app.inject({ method: 'GET', url: `/idp/auth?${authorizeQuery()}`, headers: HOST });
    const jaJar = new CookieJar();
    jaJar.store(jaStart);
    const jaPage = await t.app.inject({
      method: 'GET',
      url: String(jaStart.headers.location),
      headers: { ...HOST, cookie: jaJar.header(), 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(jaPage.body).toContain('アカウントの選択');
  });

  it('honours prompt=select_account: a visitor already signed in there still chooses', async () => {
    const jar = new CookieJar();
    await authorizeThroughIdp(t.app, { email: 'chooser@example.com', name: 'Chooser' }, { jar });
    const again = await t.app.inject({
      method: 'GET',
      url: `/idp/auth?${authorizeQuery()}`,
      headers: { ...HOST, cookie: jar.header() },
    });
    expect(again.statusCode).toBe(303);
    expect(String(again.headers.location)).toMatch(/\/idp\/interaction\//);
  });

  it('lets a listed account be chosen again, signing in as the same user', async () => {
    const first = await signIn(t.app, { email: 'pick@example.com', name: 'Pick' });
    const { chooserHtml } = await authorizeThroughIdp(t.app, { email: 'pick@example.com', name: 'Pick' });
    const accountId = /name="account_id" value="([^"]+)"/.exec(
      chooserHtml.slice(chooserHtml.indexOf('pick@example.com') - 600),
    )?.[1];
    expect(accountId).toBeTruthy();
    const picked = await signIn(t.app, { accountId: accountId! });
    expect(picked.response.statusCode).toBe(200);
    const me = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: { authorization: `Bearer ${token}` } })
      ).json().data.uuid;
    expect(await me(picked.accessToken)).toBe(await me(first.accessToken));
  });

  it('re-shows the form with messages for an invalid email or empty name', async () => {
    const jar = new CookieJar();
    const start = await t.app.inject({ method: 'GET', url: `/idp/auth?${authorizeQuery()}`, headers: HOST });
    jar.store(start);
    const interaction = String(start.headers.location);
    const response = await t.app.inject({
      method: 'POST',
      url: `${interaction}/create`,
      headers: { ...HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-email&name=',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('Enter a name of 1 to 64 characters.');
    expect(response.body).toContain('value="not-an-email"');
  });

  it('shows its own error page for an expired or unknown interaction', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/idp/interaction/unknown', headers: HOST });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in could not continue');
  });

  it('serves its pages under the site CSP, with no inline script', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/idp/assets/sign-in.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const start = await t.app.inject({ method: 'GET', url: `/idp/auth?${authorizeQuery()}`, headers: HOST });
    expect(start.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('restarts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-idp-restart-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps signing keys, accounts and sessions across a restart', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const first = await openDatabase(config.database);
    const appA = await buildApp(config, { database: first });
    const session = await signIn(appA, { email: 'keep@example.com', name: 'Keep' });
    const jwksBefore = (await appA.inject({ method: 'GET', url: '/idp/jwks', headers: HOST })).json();
    await appA.close();
    await first.close();

    const second = await openDatabase(config.database);
    const appB = await buildApp(config, { database: second });
    const jwksAfter = (await appB.inject({ method: 'GET', url: '/idp/jwks', headers: HOST })).json();
    expect(jwksAfter).toEqual(jwksBefore);
    const info = await appB.inject({
      method: 'GET',
      url: '/api/auth/v2/user',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(info.statusCode).toBe(200);
    const refreshed = await appB.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/refresh-token/validation',
      headers: { cookie: `refresh_token=${session.refreshCookie}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const returning = await signIn(appB, { email: 'keep@example.com', name: 'Keep' });
    expect(returning.response.statusCode).toBe(200);
    await appB.close();
    await second.close();
  });
});
