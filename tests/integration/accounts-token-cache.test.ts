import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoResponseSchema } from '../../shared/schemas/user';
import { testDatabases } from './support/databases';
import { CookieJar, signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * A verified access token and the user's row are kept in memory for a few seconds (user info is the
 * call every signed-in page makes). Every request below uses its token once before the change, so
 * that the change happens while the answer is kept: ending a session must still stop its access
 * tokens at once, and a changed account must show in the very next user info.
 */
describe.each(testDatabases())('access tokens and user info right after a change on $name', (database) => {
  let t: TestApp;
  let clock = new Date('2026-03-01T10:00:00Z');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: bearer(token) });
  const refresh = (cookie: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/auth/refresh-token/validation',
      headers: { cookie: `refresh_token=${cookie}` },
    });

  beforeAll(async () => {
    t = await startTestApp(database, {}, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an access token at once after its session signs out, and keeps the other session', async () => {
    const leaving = await signIn(t.app, { email: 'cache-logout@example.com', name: 'Leaving' });
    const staying = await signIn(t.app, { email: 'cache-logout@example.com', name: 'Leaving' });
    expect((await userInfo(leaving.accessToken)).statusCode).toBe(200);
    expect((await userInfo(staying.accessToken)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v2/auth',
      headers: { cookie: `refresh_token=${leaving.refreshCookie}`, origin: 'http://localhost:8080' },
    });
    expect(out.statusCode).toBe(204);
    const refused = await userInfo(leaving.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail.code).toBe('LOGIN_REQUIRED');
    expect((await userInfo(staying.accessToken)).statusCode).toBe(200);
  });

  it('refuses the access tokens of a session revoked for reuse of a rotated refresh token', async () => {
    const session = await signIn(t.app, { email: 'cache-theft@example.com', name: 'Theft' });
    const rotated = await refresh(session.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const jar = new CookieJar();
    jar.store(rotated);
    const accessToken = rotated.json().access_token as string;
    expect((await userInfo(accessToken)).statusCode).toBe(200);
    expect((await userInfo(session.accessToken)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 11_000);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    expect((await userInfo(accessToken)).statusCode).toBe(401);
    expect((await userInfo(session.accessToken)).statusCode).toBe(401);
  });

  it('refuses every session of an account at once when it is deactivated', async () => {
    const first = await signIn(t.app, { email: 'cache-leaver@example.com', name: 'Leaver' });
    const second = await signIn(t.app, { email: 'cache-leaver@example.com', name: 'Leaver' });
    expect((await userInfo(first.accessToken)).statusCode).toBe(200);
    expect((await userInfo(second.accessToken)).statusCode).toBe(200);

    const gone = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/v2/user/deactivation',
      headers: bearer(first.accessToken),
    });
    expect(gone.statusCode).toBe(200);
    expect((await userInfo(first.accessToken)).statusCode).toBe(401);
    expect((await userInfo(second.accessToken)).statusCode).toBe(401);
  });

  it('refuses an access token once it expires, though its session check is kept', async () => {
    const session = await signIn(t.app, { email: 'cache-expiry@example.com', name: 'Expiry' });
    expect((await userInfo(session.accessToken)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 30 * 60 * 1000);
    expect((await userInfo(session.accessToken)).statusCode).toBe(401);
  });

  it('answers user info in the shape of its schema, nothing more', async () => {
    const { accessToken } = await signIn(t.app, { email: 'cache-shape@example.com', name: 'Shape' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/user?register_date=true',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveProperty('register_date');
    expect(body.data).toHaveProperty('perks');
    expect(userInfoResponseSchema.parse(body)).toEqual(body);
  });

  it('shows changed settings in the very next user info', async () => {
    const { accessToken } = await signIn(t.app, { email: 'cache-settings@example.com', name: 'Before' });
    const query = '?mailing_list=true';
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/auth/v2/user${query}`, headers: bearer(accessToken) })).json()
        .data;
    expect(await read()).toMatchObject({ name: 'Before', preferred_language: 'en', mailing_list: false });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/v2/user/info?username=After&preferred_language=ja&mailing_list=true',
      headers: bearer(accessToken),
    });
    expect(patched.statusCode).toBe(200);
    expect(await read()).toMatchObject({ name: 'After', preferred_language: 'ja', mailing_list: true });
  });
});
