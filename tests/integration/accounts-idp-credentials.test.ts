import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ACCOUNTS_COOKIE } from '../../server/src/providers/identity/builtin/known-accounts';
import { testDatabases } from './support/databases';
import { authorizeThroughIdp, CookieJar, getPage, postForm, startInteraction, TEST_PASSWORD } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

/** A sign-in request that was completed: redirected on to the authorization endpoint, not shown a page again. */
function issuedCode(response: LightMyRequestResponse): boolean {
  return response.statusCode === 303 && !String(response.headers.location).includes('/idp/interaction/');
}

describe.each(testDatabases())('built-in identity provider credentials on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  let clock: Date | null = null;
  let address = 0;
  /** Each test signs in from addresses of its own, so that the per-address limits of one do not reach another. */
  const newAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-idp-credentials-'));
    t = await startTestApp(database, { DATA_DIR: dataDir }, { now: () => clock ?? new Date() });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const signInForm = async (jar: CookieJar, email: string, password: string, ip: string, extra = {}) => {
    const { interaction } = await startInteraction(t.app, jar, { extra });
    return postForm(t.app, jar, `${interaction}/login`, { email, password }, {}, ip);
  };

  /** Posts the form of a password-reset link. */
  const postNewPassword = (jar: CookieJar, token: string, password: string, lang: string) =>
    postForm(t.app, jar, '/idp/password-reset', { token, uid: '', lang, password });

  const outboxFiles = async () => {
    try {
      return (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    } catch {
      return [];
    }
  };

  it('signs up with email, name and password, then signs in on a fresh browser only with that password', async () => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const created = await postForm(t.app, jar, `${interaction}/signup`, {
      email: 'Singer@Example.com',
      name: 'Singer',
      password: 'blue-Moon-river-7',
    });
    expect(issuedCode(created)).toBe(true);

    const ip = newAddress();
    const fresh = new CookieJar();
    const page = await getPage(t.app, fresh, (await startInteraction(t.app, fresh)).interaction);
    expect(page.body).not.toContain('singer@example.com');
    expect(issuedCode(await signInForm(new CookieJar(), 'singer@example.com', 'blue-Moon-river-8', ip))).toBe(false);
    const right = await signInForm(fresh, 'SINGER@example.com', 'blue-Moon-river-7', ip);
    expect(right.statusCode).toBe(303);
  });

  it('refuses weak passwords with the rule that failed', async () => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const attempt = (password: string, email = 'weak@example.com') =>
      postForm(t.app, jar, `${interaction}/signup`, { email, name: 'Weak', password });
    const cases: [string, string, string?][] = [
      ['Sh0rt!', 'Use 10 to 200 characters.'],
      ['onlylowercaseletters', 'Mix letters with digits or symbols'],
      ['12345678901234', 'Mix letters with digits or symbols'],
      ['melody.maker#2024', 'Do not use your email address', 'melody.maker@example.com'],
      ['Password123', 'This password is too common.'],
      ['qwerty12345', 'This password is too common.'],
    ];
    for (const [password, message, email] of cases) {
      const response = await attempt(password, email);
      expect(response.statusCode, password).toBe(400);
      expect(response.body, password).toContain(message);
    }
    const accepted = await attempt('Seven-Lyrical-Tunes');
    expect(accepted.statusCode).toBe(303);
  });

  it('refuses a sign-up with an email that already has an account, and leaves that account alone', async () => {
    await authorizeThroughIdp(t.app, { email: 'taken@example.com', name: 'Original' });
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const again = await postForm(t.app, jar, `${interaction}/signup`, {
      email: 'taken@example.com',
      name: 'Impostor',
      password: 'Another-password-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('An account with this email already exists.');
    const ip = newAddress();
    expect(issuedCode(await signInForm(new CookieJar(), 'taken@example.com', 'Another-password-1', ip))).toBe(false);
    expect(issuedCode(await signInForm(new CookieJar(), 'taken@example.com', TEST_PASSWORD, ip))).toBe(true);
  });

  it('refuses a wrong password with a message in the page language, and issues no code', async () => {
    await authorizeThroughIdp(t.app, { email: 'wrong@example.com', name: 'Wrong' });
    const ip = newAddress();
    const en = await signInForm(new CookieJar(), 'wrong@example.com', 'not-the-password-1', ip);
    expect(en.statusCode).toBe(401);
    expect(en.body).toContain('Wrong email or password.');
    expect(en.body).toContain('value="wrong@example.com"');
    const ko = await signInForm(new CookieJar(), 'wrong@example.com', 'not-the-password-1', ip, { ui_locales: 'ko' });
    expect(ko.statusCode).toBe(401);
    expect(ko.body).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
    const ja = await signInForm(new CookieJar(), 'nobody@example.com', 'not-the-password-1', ip, { ui_locales: 'ja' });
    expect(ja.statusCode).toBe(401);
    expect(ja.body).toContain('メールアドレスまたはパスワードが正しくありません。');
    const empty = await signInForm(new CookieJar(), 'wrong@example.com', '', ip);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter your password.');
  });

  it('locks an account after 5 wrong passwords (even the right one is refused) with a localized 429', async () => {
    await authorizeThroughIdp(t.app, { email: 'locked@example.com', name: 'Locked' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signInForm(new CookieJar(), 'locked@example.com', `wrong-password-${i}`, newAddress());
      expect(wrong.statusCode).toBe(401);
    }
    const right = await signInForm(new CookieJar(), 'locked@example.com', TEST_PASSWORD, newAddress());
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.body).toContain('Too many attempts');
    const ko = await signInForm(new CookieJar(), 'locked@example.com', TEST_PASSWORD, newAddress(), {
      ui_locales: 'ko',
    });
    expect(ko.statusCode).toBe(429);
    expect(ko.body).toContain('시도 횟수가 너무 많습니다');
    // Other accounts are not affected.
    await authorizeThroughIdp(t.app, { email: 'unlocked@example.com', name: 'Unlocked' });
    expect(issuedCode(await signInForm(new CookieJar(), 'unlocked@example.com', TEST_PASSWORD, newAddress()))).toBe(
      true,
    );
  });

  it('locks an address after 20 wrong passwords over any accounts, while other addresses still sign in', async () => {
    await authorizeThroughIdp(t.app, { email: 'victim@example.com', name: 'Victim' });
    const attacker = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const wrong = await signInForm(new CookieJar(), `sprayed-${i}@example.com`, 'Summer-2024-pass', attacker);
      expect(wrong.statusCode).toBe(401);
    }
    const fromAttacker = await signInForm(new CookieJar(), 'victim@example.com', TEST_PASSWORD, attacker);
    expect(fromAttacker.statusCode).toBe(429);
    const elsewhere = await signInForm(new CookieJar(), 'victim@example.com', TEST_PASSWORD, newAddress());
    expect(issuedCode(elsewhere)).toBe(true);
  });

  it('answers NUL bytes and other control characters in the forms with 400 and the form, never 500', async () => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const signUp = await postForm(t.app, jar, `${interaction}/signup`, {
      email: 'nul\u0000@example.com',
      name: 'Nul\u0000Name',
      password: 'Valid-password-\u0000',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.body).toContain('Enter a valid email address.');
    expect(signUp.body).toContain('Enter a name of 1 to 64 characters.');
    const signIn = await postForm(t.app, jar, `${interaction}/login`, { email: '\u0000', password: '\u0000' });
    expect(signIn.statusCode).toBe(400);
    const forgot = await postForm(t.app, jar, `${interaction}/forgot`, { email: 'a@b.c\u0000' });
    expect(forgot.statusCode).toBe(400);
    const reset = await postForm(t.app, jar, '/idp/password-reset', {
      token: '\u0000',
      uid: '\u0000',
      lang: '\u0000',
      password: 'x',
    });
    expect(reset.statusCode).toBe(400);
    const page = await getPage(t.app, jar, `${interaction}/login?email=%00`);
    expect(page.statusCode).toBe(200);
  });

  it('lets one address create 10 accounts an hour (SIGN_UPS_PER_ADDRESS_PER_HOUR), then answers 429', async () => {
    const ip = newAddress();
    const signUp = async (n: number) => {
      const jar = new CookieJar();
      const { interaction } = await startInteraction(t.app, jar);
      const form = { email: `many-${n}@example.com`, name: `Many ${n}`, password: TEST_PASSWORD };
      return postForm(t.app, jar, `${interaction}/signup`, form, {}, ip);
    };
    for (let n = 0; n < 10; n += 1) expect(issuedCode(await signUp(n))).toBe(true);
    const eleventh = await signUp(10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeTruthy();
  });

  it('lists in the chooser only the accounts that signed in on this browser; a forged list shows none', async () => {
    const browserA = new CookieJar();
    const browserB = new CookieJar();
    await authorizeThroughIdp(t.app, { email: 'alice@example.com', name: 'Alice' }, { jar: browserA });
    await authorizeThroughIdp(t.app, { email: 'bob@example.com', name: 'Bob' }, { jar: browserB });

    const chooserOf = async (jar: CookieJar) => {
      const { interaction } = await startInteraction(t.app, jar);
      return { interaction, html: (await getPage(t.app, jar, interaction)).body };
    };
    const a = await chooserOf(browserA);
    expect(a.html).toContain('alice@example.com');
    expect(a.html).not.toContain('bob@example.com');
    const bobId = /name="account_id" value="([^"]+)"/.exec((await chooserOf(browserB)).html)?.[1] ?? '';
    expect(bobId).not.toBe('');

    // Browser A cannot choose Bob: his id is not in A's signed list.
    const stolen = await postForm(t.app, browserA, `${a.interaction}/select`, { account_id: bobId });
    expect(issuedCode(stolen)).toBe(false);
    expect(stolen.statusCode).toBe(400);

    // A list edited to name Bob fails its signature: no account is shown.
    const [, signature] = String(browserA.get(KNOWN_ACCOUNTS_COOKIE)).split('.');
    const forged = new CookieJar();
    forged.set(KNOWN_ACCOUNTS_COOKIE, `${Buffer.from(JSON.stringify([bobId])).toString('base64url')}.${signature}`);
    const forgedPage = await chooserOf(forged);
    expect(forgedPage.html).not.toContain('bob@example.com');
    expect(forgedPage.html).toContain('<h1>Sign in</h1>');
  });

  it('signs a listed account straight in while its session is alive, and asks for the password once it is gone', async () => {
    const browser = new CookieJar();
    await authorizeThroughIdp(t.app, { email: 'carol@example.com', name: 'Carol' }, { jar: browser });
    const { interaction } = await startInteraction(t.app, browser);
    const chooser = (await getPage(t.app, browser, interaction)).body;
    const carolId = /name="account_id" value="([^"]+)"/.exec(chooser)?.[1] ?? '';
    // The provider's session is alive: no password asked.
    expect(issuedCode(await postForm(t.app, browser, `${interaction}/select`, { account_id: carolId }))).toBe(true);

    // The same browser after its provider session ended: only the list of accounts is left.
    const later = new CookieJar();
    later.set(KNOWN_ACCOUNTS_COOKIE, String(browser.get(KNOWN_ACCOUNTS_COOKIE)));
    const next = await startInteraction(t.app, later);
    const listed = (await getPage(t.app, later, next.interaction)).body;
    expect(listed).toContain('carol@example.com');
    const chosen = await postForm(t.app, later, `${next.interaction}/select`, { account_id: carolId });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toMatch(/<input id="password" type="password" name="password"/);
    expect(chosen.body).toContain('carol@example.com');
    const wrong = await postForm(
      t.app,
      later,
      `${next.interaction}/login`,
      { email: 'carol@example.com', password: 'x' },
      {},
      newAddress(),
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('gives an account without a password one through a reset link from the outbox', async () => {
    const email = 'legacy@example.com';
    await t.db
      .insertInto('idp_accounts')
      .values({
        id: randomUUID(),
        email,
        name: 'Legacy',
        created_at: new Date(),
        password_hash: null,
        password_changed_at: null,
      })
      .execute();
    const ip = newAddress();
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const noPassword = await postForm(
      t.app,
      jar,
      `${interaction}/login`,
      { email, password: 'anything-at-all-1' },
      {},
      ip,
    );
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.body).toContain('created before Cantara ID had passwords');
    expect(noPassword.body).toContain(`${interaction}/forgot?email=legacy%40example.com`);

    const before = await outboxFiles();
    const sent = await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Check your email');
    const added = (await outboxFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/legacy@example\.com\.eml$/);
    const mail = await fs.readFile(path.join(dataDir, 'outbox', added[0]!), 'utf8');
    expect(mail).toMatch(/^To: legacy@example\.com$/m);
    const link = /http:\/\/localhost:8080\/idp\/password-reset\?[^\s]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    const token = url.searchParams.get('token') ?? '';

    const form = await getPage(t.app, jar, url.pathname + url.search);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Choose a new password');
    expect(form.body).toContain(email);
    const weak = await postNewPassword(jar, token, 'password123', 'en');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('This password is too common.');
    const saved = await postNewPassword(jar, token, 'Fresh-start-2025', 'en');
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Your password is saved');

    // The link works once.
    const reused = await postNewPassword(jar, token, 'Second-try-2025', 'en');
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This link no longer works');
    expect((await getPage(t.app, jar, url.pathname + url.search)).statusCode).toBe(400);

    expect(issuedCode(await signInForm(new CookieJar(), email, 'Fresh-start-2025', ip))).toBe(true);
    expect(issuedCode(await signInForm(new CookieJar(), email, 'Second-try-2025', ip))).toBe(false);
  });

  it('answers a reset request for an unknown email the same way and writes nothing', async () => {
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const before = await outboxFiles();
    const sent = await postForm(
      t.app,
      jar,
      `${interaction}/forgot`,
      { email: 'nobody-here@example.com' },
      {},
      newAddress(),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Check your email');
    expect(await outboxFiles()).toEqual(before);
  });

  it('expires reset links after an hour and limits reset requests per account', async () => {
    const email = 'expiry-reset@example.com';
    await authorizeThroughIdp(t.app, { email, name: 'Expiry' });
    const jar = new CookieJar();
    const { interaction } = await startInteraction(t.app, jar);
    const before = await outboxFiles();
    expect((await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, newAddress())).statusCode).toBe(200);
    const file = (await outboxFiles()).find((name) => !before.includes(name))!;
    const mail = await fs.readFile(path.join(dataDir, 'outbox', file), 'utf8');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    clock = new Date(Date.now() + 61 * 60 * 1000);
    try {
      const late = await postNewPassword(jar, token, 'Too-late-2025!', 'ko');
      expect(late.statusCode).toBe(400);
      expect(late.body).toContain('더 이상 쓸 수 없는 링크입니다');
    } finally {
      clock = null;
    }
    expect((await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, newAddress())).statusCode).toBe(200);
    expect((await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, newAddress())).statusCode).toBe(200);
    const fourth = await postForm(t.app, jar, `${interaction}/forgot`, { email }, {}, newAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain('Too many attempts');
  });
});
