import type { BrowserContext, Page } from '@playwright/test';
import { chooseIdpAccount, expectSignedIn, uniqueEmail } from './support/auth';
import { deliverDesktopLink, fakeDesktopRecord, handoffCodeFor, installFakeDesktop } from './support/fakeDesktop';
import { expect, rememberCookieChoice, test } from './support/fixtures';

const DIFFERENT_ID = 'The account logged in on this website is different from the one in the Cantara app.';

/** A browser tab (no desktop bridge) where the account signs up, optionally accepting the terms. */
async function signUpInBrowser(
  context: BrowserContext,
  account: { email: string; name: string },
  acceptTerms: boolean,
): Promise<Page> {
  const page = await context.newPage();
  await rememberCookieChoice(page);
  await page.goto('/en/login');
  await chooseIdpAccount(page, account);
  // The sign-up's code exchange can take over 7 s on a loaded CI machine ("Logging in…" at /).
  await expect(page).toHaveURL(/\/en\/agreements$/, { timeout: 20_000 });
  if (acceptTerms) {
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectSignedIn(page);
  }
  return page;
}

/** The desktop app's window: the same site with the fake shell injected. */
async function openApp(context: BrowserContext, path = '/en/studio', options = {}): Promise<Page> {
  const app = await context.newPage();
  await rememberCookieChoice(app);
  await installFakeDesktop(app, options);
  await app.goto(path);
  return app;
}

test.describe('desktop renderer mode', () => {
  test('starts at the studio, and opens marketing links on the website', async ({ context }) => {
    const app = await openApp(context, '/');
    await expect(app).toHaveURL(/\/studio$/);
    await app.goto('/ko');
    await expect(app).toHaveURL(/\/ko\/studio$/);

    // The desktop shell is a lazy chunk: a click before it has loaded is an ordinary in-app link,
    // which the shell sends back to the studio once it runs; the next click opens the browser.
    await expect(async () => {
      await app.getByRole('banner').getByRole('link', { name: '요금제' }).first().click();
      expect((await fakeDesktopRecord(app)).opened).toContainEqual(expect.stringMatching(/\/ko\/pricing$/));
    }).toPass({ timeout: 20_000 });
    await expect(app).toHaveURL(/\/ko\/studio$/);
  });

  test('signs in through the website and the hand-off code, and logs out through the shell', async ({
    context,
    baseURL,
  }) => {
    // The app, a sign-up with a password in the system browser, the hand-off and a logout: a long journey.
    test.slow();
    const account = { email: uniqueEmail('app'), name: 'App User' };
    const app = await openApp(context);

    await app.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await app.getByRole('button', { name: /Continue with/ }).click();
    await expect(app.getByText('Continue signing in in your browser.', { exact: false })).toBeVisible();
    const [signInUrl] = (await fakeDesktopRecord(app)).opened;
    expect(signInUrl).toBe(`${baseURL}/en/login?redirect=${encodeURIComponent('/en/logged-in?protocol=cantara')}`);

    // In the system browser a new account signs up, accepts the terms and comes to /logged-in.
    const browser = await context.newPage();
    await rememberCookieChoice(browser);
    await browser.goto(signInUrl!);
    await chooseIdpAccount(browser, account);
    await browser.getByRole('checkbox', { name: 'Agree to all' }).check();
    await browser.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(browser).toHaveURL(/\/en\/logged-in\?protocol=cantara$/);
    await expect(browser.getByText('Logged in as App User')).toBeVisible();
    const openAppLink = browser.getByRole('link', { name: 'Open the Cantara app' });
    await expect(openAppLink).toHaveAttribute('href', /^cantara:\/\/logged-in\?code=[\w-]+$/);
    const link = await openAppLink.getAttribute('href');

    await deliverDesktopLink(app, link!);
    await expectSignedIn(app);
    await expect(app).toHaveURL(/\/en\/studio$/);

    // My page works inside the app.
    await app.goto('/en/my-page/account');
    await expect(app.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await app.getByTestId('account-menu').click();
    await app.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(app).toHaveURL(/\/en\/studio$/);
    await expect(app.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect((await fakeDesktopRecord(app)).signOuts).toBe(1);
  });

  test('accepts the terms on the website, which answers cantara://agreements-success', async ({ context, baseURL }) => {
    test.slow(); // a sign-up in the browser, then the app
    const account = { email: uniqueEmail('terms'), name: 'Terms User' };
    const browser = await signUpInBrowser(context, account, false);
    const app = await openApp(context);
    await deliverDesktopLink(app, `cantara://logged-in?code=${await handoffCodeFor(context, baseURL!)}`);

    // The app user still has to accept the terms: the app opens them on the website.
    await expect(app.getByRole('heading', { name: 'Accept the terms in your browser' })).toBeVisible();
    await expect.poll(async () => (await fakeDesktopRecord(app)).opened.length).toBe(1);
    const [agreementsUrl] = (await fakeDesktopRecord(app)).opened;
    const url = new URL(agreementsUrl!);
    expect(url.pathname).toBe('/en/agreements');
    expect(url.searchParams.get('protocol')).toBe('cantara');
    const uuid = url.searchParams.get('uuid');
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    await browser.goto(agreementsUrl!);
    await browser.getByRole('checkbox', { name: 'Agree to all' }).check();
    const success = browser.waitForRequest((request) => request.url().startsWith('cantara:'));
    await browser.getByRole('button', { name: 'Agree and continue' }).click();
    expect((await success).url()).toBe('cantara://agreements-success');

    await deliverDesktopLink(app, 'cantara://agreements-success');
    await expect(app).toHaveURL(/\/en\/studio$/);
    await expectSignedIn(app);
  });

  test('a different account on the website logs the app out with the reason shown as text', async ({
    browser: chromium,
    context,
    baseURL,
  }) => {
    test.slow(); // two accounts sign up, in two browser contexts
    // The app is signed in as one account that still has to accept the terms…
    const appContext = await chromium.newContext({ baseURL });
    await signUpInBrowser(appContext, { email: uniqueEmail('appside'), name: 'App Side' }, false);
    const app = await openApp(appContext);
    await deliverDesktopLink(app, `cantara://logged-in?code=${await handoffCodeFor(appContext, baseURL!)}`);
    await expect.poll(async () => (await fakeDesktopRecord(app)).opened.length).toBe(1);
    const [agreementsUrl] = (await fakeDesktopRecord(app)).opened;

    // …while the system browser is signed in as another.
    const browser = await signUpInBrowser(context, { email: uniqueEmail('webside'), name: 'Web Side' }, true);
    const logout = browser.waitForRequest((request) => request.url().startsWith('cantara:'));
    await browser.goto(agreementsUrl!);
    const request = await logout;
    const sent = new URL(request.url());
    expect(`${sent.protocol}//${sent.hostname}`).toBe('cantara://logout');
    expect(sent.searchParams.get('reason')).toBe(DIFFERENT_ID);
    await expect(browser.getByText(DIFFERENT_ID)).toBeVisible();
    await expect(browser).toHaveURL(/\/en\/landing$/, { timeout: 15_000 });

    await deliverDesktopLink(app, request.url());
    await expect(app.getByText(DIFFERENT_ID)).toBeVisible();
    await expect(app.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await appContext.close();
  });

  test('explains a session problem and announces an update', async ({ context }) => {
    const app = await openApp(context, '/ja/studio', {
      problem: { code: 'KEYCHAIN_UNAVAILABLE', message: 'The system keychain is unavailable.' },
      updates: {
        state: 'available',
        currentVersion: '1.3.0',
        latestVersion: '1.4.0',
        installerUrl: null,
        installsInApp: true,
        checkedAt: '2026-03-01T00:00:00.000Z',
      },
    });
    await expect(app.getByText('システムのキーチェーンにアクセスできない', { exact: false })).toBeVisible();
    await expect(app.getByText('バージョン 1.4.0 が利用できます')).toBeVisible();
    await app.getByRole('button', { name: '今すぐ更新' }).click();
    await expect.poll(async () => (await fakeDesktopRecord(app)).installs).toBe(1);
  });
});
