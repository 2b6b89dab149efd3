import { expect, test } from '@playwright/test';

const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'We value your privacy' });
const analyticsTag = (page: import('@playwright/test').Page) => page.locator('script[data-analytics-tag]');

test.describe('cookie consent in a GDPR region', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });

  test('asks first, loads no analytics until Accept All, and remembers the choice', async ({ page }) => {
    await page.goto('/en/landing');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    await expect(analyticsTag(page)).toHaveCount(0);

    await dialog(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(analyticsTag(page)).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(analyticsTag(page)).toHaveCount(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? '{}')).toEqual({
      acceptAll: true,
      userHasChosen: true,
    });
  });

  test('Essentials Only keeps analytics off across reloads', async ({ page }) => {
    await page.goto('/ko/landing');
    await dialog(page)
      .waitFor({ state: 'detached' })
      .catch(() => {});
    const koDialog = page.getByRole('dialog', { name: '개인정보를 소중히 다룹니다' });
    await expect(koDialog).toBeVisible();
    await koDialog.getByRole('button', { name: '필수 쿠키만' }).click();
    await expect(koDialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(koDialog).toBeHidden();
    await expect(analyticsTag(page)).toHaveCount(0);
  });

  test('the region answer is kept in a cookie for a day', async ({ page, context }) => {
    await page.goto('/en/landing');
    await expect(dialog(page)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'isGdprRegion');
    expect(cookie?.value).toBe('true');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(23 * 3600);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 + 5);
  });
});

test.describe('cookie consent elsewhere', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

  test('grants consent automatically without a dialog', async ({ page }) => {
    await page.goto('/en/landing');
    await expect(analyticsTag(page)).toHaveCount(1);
    await expect(dialog(page)).toBeHidden();
  });

  test('shows the dialog when the region lookup fails', async ({ page }) => {
    await page.route('**/api/auth/v2/is-eu', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/en/landing');
    await expect(dialog(page)).toBeVisible();
    await expect(analyticsTag(page)).toHaveCount(0);
  });
});
