import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Labels of the built-in identity provider's sign-in page, per language. */
export const IDP_LABELS = {
  en: { another: 'Use another account', email: 'Email', name: 'Name', continue: 'Continue' },
  ko: { another: '다른 계정 사용', email: '이메일', name: '이름', continue: '계속' },
  ja: { another: '別のアカウントを使用', email: 'メールアドレス', name: '名前', continue: '続行' },
} as const;

/** On the built-in provider's page: choose the listed account with this email, or create it. */
export async function chooseIdpAccount(
  page: Page,
  account: { email: string; name: string },
  language: keyof typeof IDP_LABELS = 'en',
): Promise<void> {
  await page.waitForURL(/\/idp\/interaction\//);
  const labels = IDP_LABELS[language];
  const listed = page.getByRole('button', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  if (await listed.count()) {
    await listed.click();
    return;
  }
  const email = page.getByLabel(labels.email, { exact: true });
  if (!(await email.isVisible())) await page.getByText(labels.another).click();
  await email.fill(account.email);
  await page.getByLabel(labels.name, { exact: true }).fill(account.name);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
}

/** The header shows the account menu once signed in. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 15_000 });
}

/** From a signed-out page: header login popover, the provider button, then the provider's page. */
export async function signInFromHeader(
  page: Page,
  account: { email: string; name: string },
  language: keyof typeof IDP_LABELS = 'en',
  labels: { login: string; continueWith: RegExp } = { login: 'Log in', continueWith: /Continue with/ },
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: labels.login, exact: true }).click();
  await page.getByRole('button', { name: labels.continueWith }).click();
  await chooseIdpAccount(page, account, language);
}
