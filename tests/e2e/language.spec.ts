import { expect, test } from './support/fixtures';

test.describe('language routing', () => {
  test('a language prefix decides the chrome language, html lang and title', async ({ quietConsent: page }) => {
    await page.goto('/ko/pricing');
    await expect(page.getByRole('link', { name: '요금제' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('요금제 | Cantara');

    await page.goto('/ja/pricing');
    await expect(page.getByRole('link', { name: '料金プラン' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('料金プラン');
  });

  test('without a prefix the browser language is used', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくある質問');
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    await context.close();
  });

  test('the language switcher keeps the current route', async ({ quietConsent: page }) => {
    await page.goto('/en/pricing?period=year');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/ko\/pricing\?period=year$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('요금제');

    await page.getByRole('button', { name: '언어' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/pricing\?period=year$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('/help redirects to /releases, keeping the language', async ({ quietConsent: page }) => {
    await page.goto('/help');
    await expect(page).toHaveURL(/\/releases$/);
    await page.goto('/ko/help');
    await expect(page).toHaveURL(/\/ko\/releases$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('새 소식');
  });

  test('an unknown path shows the localized 404 page with a 404 status', async ({ quietConsent: page }) => {
    const response = await page.goto('/ko/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/ko\/landing$/);
  });

  test('a prefix that is not a language names no page, even before a real page', async ({ quietConsent: page }) => {
    for (const path of ['/xx/pricing', '/de']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });
});
