import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * The built-in provider's protocol endpoints (/idp/auth, /idp/token, discovery, keys, …) share one
 * limit per address (IDP_RATE_LIMIT_PER_MINUTE); its pages have a limit each. Over a limit every
 * endpoint refuses in the shape of its other errors, with Retry-After.
 */
describe.each(testDatabases())('rate limits of the built-in identity provider on $name', (database) => {
  let t: TestApp;
  const host = 'localhost:8080';
  const from = (remoteAddress: string) => ({ remoteAddress, headers: { host } });
  const tokenRequest = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/idp/token',
      remoteAddress,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'grant_type=authorization_code&code=nothing&client_id=cantara-web',
    });

  beforeAll(async () => {
    t = await startTestApp(database, { IDP_RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the 4th protocol request of a minute from one address, in the shape of each endpoint', async () => {
    const address = '10.20.0.1';
    expect(
      (await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', ...from(address) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/idp/jwks', ...from(address) })).statusCode).toBe(200);
    expect((await tokenRequest(address)).statusCode).not.toBe(429);

    // The token endpoint answers OAuth errors in JSON.
    const token = await tokenRequest(address);
    expect(token.statusCode).toBe(429);
    expect(token.headers['content-type']).toContain('application/json');
    expect(Number(token.headers['retry-after'])).toBeGreaterThan(0);
    expect(token.json()).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.any(String) });

    // The authorization endpoint is a browser page: the provider's too-many page, in the browser's language.
    const auth = await t.app.inject({
      method: 'GET',
      url: '/idp/auth?client_id=cantara-web&response_type=code&scope=openid',
      remoteAddress: address,
      headers: { host, 'accept-language': 'ko' },
    });
    expect(auth.statusCode).toBe(429);
    expect(auth.headers['content-type']).toContain('text/html');
    expect(Number(auth.headers['retry-after'])).toBeGreaterThan(0);
    expect(auth.body).toContain('시도 횟수가 너무 많습니다');
    expect(auth.headers['content-security-policy']).toContain("script-src 'self'");

    // A forged in-process mark changes nothing; another address still has its own allowance.
    expect((await tokenRequest(address, { 'x-cantara-in-process': 'guess' })).statusCode).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/idp/jwks', ...from('10.20.0.2') })).statusCode).toBe(200);
  });

  it("does not count the server's own calls: sign-in works though the server's address is over its limit", async () => {
    // inject() comes from 127.0.0.1 like the server's own code exchange with the provider.
    for (let i = 0; i < 4; i += 1) await t.app.inject({ method: 'GET', url: '/idp/jwks', headers: { host } });
    expect((await t.app.inject({ method: 'GET', url: '/idp/jwks', headers: { host } })).statusCode).toBe(429);

    const session = await signIn(t.app, { email: 'limit-exempt@example.com', name: 'Exempt' });
    expect(session.response.statusCode).toBe(201);
    expect(session.accessToken).toEqual(expect.any(String));
  });

  it('answers a sign-in page over its limit with the too-many page', async () => {
    const address = '10.20.0.3';
    const responses = [];
    for (let i = 0; i < 6; i += 1) {
      responses.push(
        await t.app.inject({
          method: 'GET',
          url: '/idp/interaction/unknown-interaction',
          remoteAddress: address,
          headers: { host, 'accept-language': 'en' },
        }),
      );
    }
    expect(responses.slice(0, 5).map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const refused = responses[5];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['content-type']).toContain('text/html');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.body).toContain('Too many attempts');
  });
});
