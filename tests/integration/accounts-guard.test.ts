import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, newUser, ORIGIN } from './support/commerce';
import { testDatabases } from './support/databases';
import { authorizeThroughIdp, CookieJar, postForm, signIn, startInteraction, TEST_PASSWORD } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

const REFRESH = '/api/auth/v2/auth/refresh-token/validation';

describe.each(testDatabases())('guessing limits and ending sessions on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  let address = 0;
  const newAddress = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-guard-'));
    t = await startTestApp(database, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const signInForm = async (email: string, password: string, ip: string) => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar, { remoteAddress: ip });
    return postForm(t.app, jar, `${interaction}/login`, { email, password }, {}, ip);
  };
  const refresh = (cookie: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}), origin: ORIGIN },
    });
  const userInfo = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(token) });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('evaluates at most 5 of 30 parallel wrong passwords for one account, refuses the rest, then the right one', async () => {
    const email = 'burst@example.com';
    await authorizeThroughIdp(t.app, { email, name: 'Burst' });
    // Starting the sign-in requests is not part of the race: only the password posts are sent at once.
    const forms = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const jar = new CookieJar();
        const ip = newAddress();
        const { interaction } = await startInteraction(t.app, jar, { remoteAddress: ip });
        return { jar, ip, interaction, password: `wrong-password-${i}` };
      }),
    );
    const answers = await Promise.all(
      forms.map((form) =>
        postForm(t.app, form.jar, `${form.interaction}/login`, { email, password: form.password }, {}, form.ip),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(30);
    const right = await signInForm(email, TEST_PASSWORD, newAddress());
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('evaluates at most 20 parallel wrong passwords from one address over many accounts', async () => {
    const ip = newAddress();
    const forms = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const jar = new CookieJar();
        const { interaction } = await startInteraction(t.app, jar, { remoteAddress: ip });
        return { jar, interaction, email: `spray-${i}@example.com` };
      }),
    );
    const answers = await Promise.all(
      forms.map((form) =>
        postForm(t.app, form.jar, `${form.interaction}/login`, { email: form.email, password: 'Guess-2024' }, {}, ip),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(20);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(10);
  });

  it('looks up at most 5 of 20 parallel wrong voucher codes of one user', async () => {
    const user = await newUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/auth/v2/voucher?voucher_code=PARALLEL${i}`,
          headers: auth(user.token),
          remoteAddress: newAddress(),
        }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[404] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[404] ?? 0) + (counts[429] ?? 0)).toBe(20);
  });

  it('ends every session of the account when its password is reset', async () => {
    const email = 'reset-ends@example.com';
    const first = await signIn(t.app, { email, name: 'Reset' });
    const second = await signIn(t.app, { email, name: 'Reset' });
    expect((await userInfo(first.accessToken)).statusCode).toBe(200);

    const outbox = path.join(dataDir, 'outbox');
    const before = await fs.readdir(outbox).catch(() => [] as string[]);
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    expect((await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, newAddress())).statusCode).toBe(200);
    const file = (await fs.readdir(outbox)).find((name) => !before.includes(name))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(await fs.readFile(path.join(outbox, file), 'utf8'))?.[1] ?? '';
    const saved = await postForm(t.app, jar, '/idp/password-reset', {
      token,
      uid: '',
      lang: 'en',
      password: 'Brand-new-pass-2026',
    });
    expect(saved.statusCode).toBe(200);

    for (const session of [first, second]) {
      expect((await userInfo(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    }
    // The new password signs in again.
    const again = await signIn(t.app, { email, name: 'Reset', password: 'Brand-new-pass-2026' });
    expect((await userInfo(again.accessToken)).statusCode).toBe(200);
  });

  it('signs out of all devices: every session ends, this one included', async () => {
    const email = 'everywhere@example.com';
    const laptop = await signIn(t.app, { email, name: 'Everywhere' });
    const phone = await signIn(t.app, { email, name: 'Everywhere' });
    const other = await signIn(t.app, { email: 'bystander@example.com', name: 'Bystander' });
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v2/auth/sessions',
      headers: { ...auth(laptop.accessToken), origin: ORIGIN, cookie: `refresh_token=${laptop.refreshCookie}` },
    });
    expect(ended.statusCode).toBe(204);
    expect(String(ended.headers['set-cookie'])).toMatch(/refresh_token=;/);
    for (const session of [laptop, phone]) {
      expect((await userInfo(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
    }
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v2/auth/sessions',
      headers: { origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
