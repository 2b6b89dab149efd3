import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chooseIdpAccount, E2E_PASSWORD, expectSignedIn, submitIdpSignIn, uniqueEmail } from './support/auth';
import { expect, rememberCookieChoice, test } from './support/fixtures';

/** A browser of its own (no cookies of another test), with the cookie choice already made. */
async function freshBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await rememberCookieChoice(page);
  return page;
}

/** Signs up through /login and accepts the agreements, in a browser that is then closed. */
async function createAccount(browser: Browser, account: { email: string; name: string }): Promise<void> {
  const page = await freshBrowser(browser);
  await page.goto('/en/login');
  await chooseIdpAccount(page, account);
  await page.getByRole('checkbox', { name: 'Agree to all' }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await expectSignedIn(page);
  await page.context().close();
}

/** The message the server wrote to DATA_DIR/outbox for this address. */
async function outboxMessage(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  await expect
    .poll(async () => {
      files = (await fs.readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(`-${email}.eml`));
      return files.length;
    })
    .toBeGreaterThan(0);
  return fs.readFile(path.join(dir, files.sort().at(-1) ?? ''), 'utf8');
}

test.describe('built-in sign-in with credentials', () => {
  // Each journey signs up or in more than once (scrypt on the server, several pages): long on a 2-core machine.
  test.beforeEach(() => {
    test.slow();
  });

  test('a fresh browser sees no account, only the sign-in form', async ({ browser }) => {
    await createAccount(browser, { email: uniqueEmail('someone'), name: 'Someone Else' });
    const page = await freshBrowser(browser);
    await page.goto('/en/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose an account')).toHaveCount(0);
    await expect(page.getByText(/@example\.com/)).toHaveCount(0);
    await page.context().close();
  });

  test('a new visitor signs up with email, name and password; a weak password is refused first', async ({
    quietConsent: page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/en/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Cantara ID');
    await page.getByLabel('Name', { exact: true }).fill('Nova Singer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('This password is too common.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    // Back on the site the code is exchanged first, which a loaded machine can make slow.
    await expect(page).toHaveURL(/\/en\/agreements$/, { timeout: 20_000 });
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectSignedIn(page);
  });

  test('signing in needs the password: a wrong one is refused with a localized message', async ({ browser }) => {
    const account = { email: uniqueEmail('password'), name: 'Pass Word' };
    await createAccount(browser, account);

    const page = await freshBrowser(browser);
    await page.goto('/ko/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await submitIdpSignIn(page, { ...account, password: 'Not-the-password-1' }, 'ko');
    await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
    await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(account.email);

    await page.goto('/ja/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await submitIdpSignIn(page, { ...account, password: 'Not-the-password-2' }, 'ja');
    await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません。');

    await page.goto('/en/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await submitIdpSignIn(page, { ...account, password: 'Not-the-password-3' });
    await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
    await submitIdpSignIn(page, account);
    await expectSignedIn(page);
    await page.context().close();
  });

  test('a forgotten password is reset through the link in the outbox', async ({ browser }) => {
    const account = { email: uniqueEmail('reset'), name: 'Re Set' };
    await createAccount(browser, account);

    const page = await freshBrowser(browser);
    await page.goto('/en/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');

    const mail = await outboxMessage(account.email);
    expect(mail).toContain('Choose a new password for your Cantara ID');
    const link = /http:\/\/\S+\/idp\/password-reset\?\S+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await expect(page.getByText(`for ${account.email}`)).toBeVisible();
    const fresh = 'Brand-new-melody-42';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password is saved');

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works');

    await page.goto('/en/login');
    await page.waitForURL(/\/idp\/interaction\//);
    await submitIdpSignIn(page, { ...account, password: E2E_PASSWORD });
    await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
    await submitIdpSignIn(page, { ...account, password: fresh });
    await expectSignedIn(page);
    await page.context().close();
  });

  test("the chooser lists only this browser's accounts", async ({ browser }) => {
    const alice = { email: uniqueEmail('alice'), name: 'Alice Aria' };
    const bob = { email: uniqueEmail('bob'), name: 'Bob Ballad' };
    const first = await freshBrowser(browser);
    await first.goto('/en/login');
    await chooseIdpAccount(first, alice);
    await expect(first).toHaveURL(/\/en\/agreements$/, { timeout: 20_000 });
    await createAccount(browser, bob);

    // Signed out of the site, this browser's chooser shows Alice, and never Bob.
    await first.context().clearCookies({ name: 'refresh_token' });
    await first.goto('/en/login');
    await first.waitForURL(/\/idp\/interaction\//);
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Choose an account');
    await expect(first.getByRole('button', { name: new RegExp(alice.email) })).toBeVisible();
    await expect(first.getByText(bob.email)).toHaveCount(0);

    // "Use another account" with Bob's email needs Bob's password.
    await first.getByRole('link', { name: 'Use another account' }).click();
    await submitIdpSignIn(first, { ...bob, password: 'Guessing-his-pass-1' });
    await expect(first.getByRole('alert')).toContainText('Wrong email or password.');
    await first.context().close();
  });
});
