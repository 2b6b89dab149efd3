import { expectSignedIn, signInFromHeader, signUpByApi, uniqueEmail } from './support/auth';
import { expect, rememberCookieChoice, test } from './support/fixtures';

const TEXT = {
  en: { button: 'Sign out of all devices', done: 'You are signed out on every device.', login: 'Log in' },
  ko: { button: '모든 기기에서 로그아웃', done: '모든 기기에서 로그아웃되었습니다.', login: '로그인' },
  ja: { button: 'すべてのデバイスからログアウト', done: 'すべてのデバイスからログアウトしました。', login: 'ログイン' },
} as const;

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, (typeof TEXT)[keyof typeof TEXT]]>) {
  test(`my page signs out of all devices (${lang}): this browser and another one`, async ({
    quietConsent: page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const account = { email: uniqueEmail(`everywhere-${lang}`), name: 'Everywhere' };
    await signUpByApi(page, account);

    // A second device: its own browser, signed in through the provider's pages.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await rememberCookieChoice(phone);
    await phone.goto('/en/pricing');
    await signInFromHeader(phone, account);
    await expectSignedIn(phone);

    await page.goto(`/${lang}/my-page/account`);
    await page.getByRole('button', { name: text.button }).click();
    await expect(page.getByText(text.done)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: text.login, exact: true })).toBeVisible();

    await phone.reload();
    await expect(phone.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await other.close();
  });
}
