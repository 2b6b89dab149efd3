import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { authorizeThroughIdp, REDIRECT_URI } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * With GOOGLE_CLIENT_ID set, sign-in goes to an external OpenID Connect provider found by discovery
 * over the network. Another Cantara server's built-in provider plays Google here (GOOGLE_ISSUER).
 */
describe('sign-in through an external OpenID Connect provider (the Google path)', () => {
  let provider: TestApp;
  let site: TestApp;
  let issuer: string;

  beforeAll(async () => {
    const [pglite] = testDatabases();
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}/idp`;
    // The provider knows the site (localhost:8080) as a client redirect origin.
    provider = await startTestApp(pglite!, {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOWED_ORIGINS: 'http://localhost:8080',
    });
    await provider.app.listen({ host: '127.0.0.1', port });
    const clientSecret = (
      await provider.database.db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'idp_client_secret')
        .executeTakeFirstOrThrow()
    ).value;
    site = await startTestApp(pglite!, {
      GOOGLE_CLIENT_ID: 'cantara-web',
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_ISSUER: issuer,
    });
  });
  afterAll(async () => {
    await site?.close();
    await provider?.close();
  });

  it('publishes the external authorization endpoint and mounts no built-in provider', async () => {
    const config = await site.app.inject({ method: 'GET', url: '/api/auth/v2/auth/provider' });
    expect(config.json().data).toEqual({
      auth_provider: 'google',
      authorization_endpoint: `${issuer}/auth`,
      client_id: 'cantara-web',
      scope: 'openid email profile',
    });
    const idp = await site.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(idp.statusCode).toBe(404);
  });

  it('exchanges a code from the provider for a new account (201), then a returning one (200)', async () => {
    const signIn = async () => {
      const { code, verifier } = await authorizeThroughIdp(provider.app, { email: 'g@example.com', name: 'Gee' });
      return site.app.inject({
        method: 'POST',
        url: `/api/auth/v2.1/auth?${new URLSearchParams({
          auth_provider: 'google',
          code,
          app_type: 'web',
          redirect_uri: REDIRECT_URI,
          code_verifier: verifier,
        })}`,
      });
    };
    const first = await signIn();
    expect(first.statusCode).toBe(201);
    const info = await site.app.inject({
      method: 'GET',
      url: '/api/auth/v2/user',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(info.json().data).toMatchObject({ email: 'g@example.com', name: 'Gee' });
    expect((await signIn()).statusCode).toBe(200);

    const builtin = await site.app.inject({
      method: 'POST',
      url: `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'cantara', code: 'x', app_type: 'web', redirect_uri: REDIRECT_URI, code_verifier: 'v'.repeat(64) })}`,
    });
    expect(builtin.json().detail.code).toBe('LOGIN_FAILED');
  });
});
