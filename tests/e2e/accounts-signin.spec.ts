import { chooseIdpAccount, expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';

const LANGUAGES = {
  en: {
    login: 'Log in',
    continueWith: /Continue with Cantara ID/,
    title: 'Before you start',
    all: 'Agree to all',
    terms: /I agree to the Terms of Use/,
    over14: 'I am 14 years of age or older.',
    adMailing: /Send me news/,
    submit: 'Agree and continue',
    logout: 'Log out',
    menu: 'Account menu',
  },
  ko: {
    login: '로그인',
    continueWith: /Cantara ID로 계속하기/,
    title: '시작하기 전에',
    all: '전체 동의',
    terms: /이용약관/,
    over14: '만 14세 이상입니다.',
    adMailing: /이벤트 및 혜택/,
    submit: '동의하고 계속하기',
    logout: '로그아웃',
    menu: '계정 메뉴',
  },
} as const;

for (const [lang, text] of Object.entries(LANGUAGES) as Array<[keyof typeof LANGUAGES, (typeof LANGUAGES)['en']]>) {
  test.describe(`sign-in journey (${lang})`, () => {
    test('a new visitor signs up, accepts the agreements, stays signed in across reloads and tabs, and logs out everywhere', async ({
      quietConsent: page,
    }) => {
      // Sign-up, agreements, reloads, a second tab and logout everywhere: a long journey on a 2-core machine.
      test.slow();
      const account = { email: uniqueEmail(`new-${lang}`), name: lang === 'ko' ? '김하늘' : 'Sky Kim' };
      await page.goto(`/${lang}/landing`);
      await signInFromHeader(page, account, lang, { login: text.login, continueWith: text.continueWith });

      // Back on the site: a new account must accept the agreements first.
      await expect(page).toHaveURL(new RegExp(`/${lang}/agreements$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      const submit = page.getByRole('button', { name: text.submit });
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: text.terms }).check();
      await expect(submit).toBeDisabled();
      await page.getByRole('checkbox', { name: text.over14 }).check();
      await expect(submit).toBeEnabled();
      await expect(page.getByRole('checkbox', { name: text.all })).not.toBeChecked();
      await page.getByRole('checkbox', { name: text.adMailing }).check();
      await expect(page.getByRole('checkbox', { name: text.all })).toBeChecked();
      await submit.click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/landing$`));
      await expectSignedIn(page);

      // Reloading keeps the session (the refresh cookie).
      await page.reload();
      await expectSignedIn(page);
      await page.getByRole('button', { name: text.menu }).click();
      await expect(page.getByTestId('account-name')).toHaveText(account.name);
      await page.keyboard.press('Escape');

      // Two tabs refresh with the same cookie at the same moment: both stay signed in.
      const second = await page.context().newPage();
      await second.goto(`/${lang}/landing`);
      await expectSignedIn(second);
      await Promise.all([page.reload(), second.reload()]);
      await expectSignedIn(page);
      await expectSignedIn(second);

      // Logging out in one tab signs the other out too, and it stays so after a reload.
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByRole('menuitem', { name: text.logout }).click();
      const login = (p: typeof page) => p.getByRole('banner').getByRole('button', { name: text.login, exact: true });
      await expect(login(page)).toBeVisible();
      await expect(login(second)).toBeVisible();
      await second.reload();
      await expect(login(second)).toBeVisible();
      await page.reload();
      await expect(login(page)).toBeVisible();
    });
  });
}

test.describe('login entry points', () => {
  test('a logged-out visit to the root starts login and returns to the studio', async ({ quietConsent: page }) => {
    // Sign-up with a password, agreements, logout and a second sign-in in one journey.
    test.slow();
    const account = { email: uniqueEmail('root'), name: 'Root Visitor' };
    await page.goto('/en/landing');
    await signInFromHeader(page, account);
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectSignedIn(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

    await page.goto('/en');
    await chooseIdpAccount(page, account);
    await expect(page).toHaveURL(/\/en\/studio$/);
    await expectSignedIn(page);

    // Signed in, the root goes straight to the studio.
    await page.goto('/en');
    await expect(page).toHaveURL(/\/en\/studio$/);
  });

  test('/login?redirect= never leaves the site', async ({ quietConsent: page, baseURL }) => {
    const account = { email: uniqueEmail('redirect'), name: 'Redirect Tester' };
    for (const hostile of ['https://evil.example/x', '//evil.example']) {
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
      await chooseIdpAccount(page, account);
      await expectSignedIn(page);
      const url = new URL(page.url());
      expect(url.origin).toBe(baseURL);
      expect(url.pathname).toMatch(/^\/(landing|agreements)$/);
      await page.context().clearCookies();
    }
  });

  test('/login returns to a same-origin redirect', async ({ quietConsent: page }) => {
    const account = { email: uniqueEmail('return'), name: 'Return Tester' };
    await page.goto(`/ko/login?redirect=${encodeURIComponent('/ko/privacy')}`);
    await chooseIdpAccount(page, account, 'ko');
    // The privacy page is a legal page: no agreements redirect there.
    await expect(page).toHaveURL(/\/ko\/privacy$/);
    await expectSignedIn(page);
  });

  test('a login-required page sends a signed-out visitor to login and back', async ({ quietConsent: page }) => {
    const account = { email: uniqueEmail('required'), name: 'Required Page' };
    await page.goto('/en/my-page/account');
    await chooseIdpAccount(page, account);
    // A new account accepts the agreements first, then continues to the page it asked for.
    await expect(page).toHaveURL(/\/en\/agreements\?redirect=%2Fen%2Fmy-page%2Faccount$/);
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/en\/my-page\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My page');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('the mobile menu offers login, then profile and logout', async ({ quietConsent: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = { email: uniqueEmail('mobile'), name: 'Mobile User' };
    await page.goto('/en/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
    await chooseIdpAccount(page, account);
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(account.name)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My page' })).toBeVisible();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('desktop hand-off pages', () => {
  test('/logged-in with the app protocol offers a button that opens the app with a one-time code', async ({
    quietConsent: page,
  }) => {
    const account = { email: uniqueEmail('desk'), name: 'Desk User' };
    await page.goto(`/en/login?redirect=${encodeURIComponent('/en/logged-in?protocol=cantara')}`);
    await chooseIdpAccount(page, account);
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await page.goto('/en/logged-in?protocol=cantara');
    await expect(page.getByText('Logged in as Desk User')).toBeVisible();
    const openApp = page.getByRole('link', { name: 'Open the Cantara app' });
    await expect(openApp).toHaveAttribute('href', /^cantara:\/\/logged-in\?code=/);
    // The code the app receives signs the desktop app in once, with its own refresh token.
    const code = new URL((await openApp.getAttribute('href')) ?? '').searchParams.get('code') ?? '';
    const exchange = await page.request.post(
      `/api/auth/v2.1/auth?${new URLSearchParams({ auth_provider: 'handoff', code, app_type: 'desktop' })}`,
    );
    expect(exchange.status()).toBe(200);
    expect((await exchange.json()).refresh_token).toEqual(expect.any(String));
  });

  test('/logged-in ignores protocols other than the app', async ({ quietConsent: page }) => {
    const account = { email: uniqueEmail('proto'), name: 'Proto User' };
    await page.goto(`/en/login?redirect=${encodeURIComponent('/en/logged-in?protocol=javascript')}`);
    await chooseIdpAccount(page, account);
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectSignedIn(page);
    await page.goto('/en/logged-in?protocol=javascript');
    await expect(page.getByText('Logged in as Proto User')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Cantara app' })).toHaveCount(0);
  });

  test('/agreements for another app user alerts, goes home and asks the app to log out', async ({
    quietConsent: page,
  }) => {
    const account = { email: uniqueEmail('mismatch'), name: 'Mismatch User' };
    await page.goto('/en/login');
    await chooseIdpAccount(page, account);
    await page.getByRole('checkbox', { name: 'Agree to all' }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectSignedIn(page);
    await page.goto('/en/agreements?protocol=cantara&uuid=00000000-0000-0000-0000-000000000000');
    await expect(
      page.getByText('The account logged in on this website is different from the one in the Cantara app.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/landing$/);
  });
});
