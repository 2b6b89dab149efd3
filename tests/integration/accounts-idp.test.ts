import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { testDatabases } from './support/databases';
import {
  authorizeThroughIdp,
  CookieJar,
  getPage,
  pkcePair,
  postForm,
  REDIRECT_URI,
  signIn,
  startInteraction,
} from './support/idp';
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
  const redeem = async ({ code, verifier }: { code: string; verifier: string }) => {
    const query = new URLSearchParams({
      auth_provider: 'cantara',
      code,
      app_type: 'web',
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    const response = await t.app.inject({ method: 'POST', url: `/api/auth/v2.1/auth?${query}` });
    expect([200, 201]).toContain(response.statusCode);
    return response.json().access_token as string;
  };
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

  it('shows a fresh browser the sign-in form and no account, then lists the account it signed in with', async () => {
    await signIn(t.app, { email: 'other@example.com', name: 'Somebody Else' });
    const jar = new CookieJar();
    const { chooserHtml } = await authorizeThroughIdp(
      t.app,
      { email: 'listed@example.com', name: 'Listed <Person>' },
      { jar },
    );
    expect(chooserHtml).toContain('<html lang="en">');
    expect(chooserHtml).toContain('<h1>Sign in</h1>');
    expect(chooserHtml).toMatch(/<label for="email">Email<\/label>\s*<input id="email" type="email" name="email"/);
    expect(chooserHtml).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" type="password" name="password"/,
    );
    expect(chooserHtml).toContain('>Sign in</button>');
    expect(chooserHtml).not.toContain('other@example.com');
    expect(chooserHtml).not.toContain('account_id');

    const { interaction } = await startInteraction(t.app, jar);
    const chooser = (await getPage(t.app, jar, interaction)).body;
    expect(chooser).toContain('Choose an account');
    expect(chooser).toContain('listed@example.com');
    expect(chooser).toContain('Use another account');
    // Names are escaped, never markup.
    expect(chooser).toContain('Listed &lt;Person&gt;');
    expect(chooser).not.toContain('other@example.com');
    expect(chooser).not.toMatch(/<script>/);
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
    expect(page.body).toContain('<h1>로그인</h1>');
    expect(page.body).toMatch(/<label for="email">이메일/);
    expect(page.body).toContain('비밀번호를 잊으셨나요?');

    const jaStart = await t.app.inject({ method: 'GET', url: `/idp/auth?${authorizeQuery()}`, headers: HOST });
    const jaJar = new CookieJar();
    jaJar.store(jaStart);
    const jaPage = await t.app.inject({
      method: 'GET',
      url: String(jaStart.headers.location),
      headers: { ...HOST, cookie: jaJar.header(), 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    expect(jaPage.body).toContain('<h1>ログイン</h1>');
    expect(jaPage.body).toContain('パスワード');
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

  it('lets a listed account be chosen again on the same browser, signing in as the same user', async () => {
    const jar = new CookieJar();
    const first = await authorizeThroughIdp(t.app, { email: 'pick@example.com', name: 'Pick' }, { jar });
    const firstSession = await redeem(first);
    const { interaction } = await startInteraction(t.app, jar);
    const chooser = (await getPage(t.app, jar, interaction)).body;
    const accountId = /name="account_id" value="([^"]+)"/.exec(chooser)?.[1];
    expect(accountId).toBeTruthy();
    const picked = await redeem(await authorizeThroughIdp(t.app, { accountId: accountId! }, { jar }));
    const me = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: { authorization: `Bearer ${token}` } })
      ).json().data.uuid;
    expect(await me(picked)).toBe(await me(firstSession));
  });

  it('re-shows the sign-up form with messages for an invalid email, empty name and weak password', async () => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const response = await postForm(t.app, jar, `${interaction}/signup`, {
      email: 'not-an-email',
      name: '',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('Enter a name of 1 to 64 characters.');
    expect(response.body).toContain('Use 10 to 200 characters.');
    expect(response.body).toContain('value="not-an-email"');
    expect(response.body).not.toContain('value="short"');
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
    // Two boots of an on-disk database (migrations, seed) on a shared 2-core machine.
  }, 120_000);
});
