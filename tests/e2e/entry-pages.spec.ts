import type { Page } from '@playwright/test';
import { chooseIdpAccount, signUpByApi, uniqueEmail } from './support/auth';
import { storeCard } from './support/commerce';
import { expect, test } from './support/fixtures';

// React's production build reports a hydration mismatch as a minified error (#418, #423, #425).
const HYDRATION_ERROR = /Minified React error #4(18|19|23|25)|hydrat/i;

/** Everything the page logs as an error, failed requests included ("Failed to load resource: … 401"). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('first visits', () => {
  for (const path of ['/en/landing', '/ko/pricing/store', '/ja/pricing/store/cart']) {
    test(`a signed-out visitor's ${path} logs no error (no session refresh that can only fail)`, async ({
      quietConsent: page,
    }) => {
      const errors = consoleErrors(page);
      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/refresh-token/validation')) refreshes.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(refreshes).toEqual([]);
    });
  }

  test('a signed-in visitor still gets a session at start-up, and none once signed out', async ({
    quietConsent: page,
  }) => {
    await signUpByApi(page, { email: uniqueEmail('hint'), name: 'Hint Keeper' });
    await page.goto('/en/privacy');
    await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 15_000 });
    // Logging out clears the hint with the session: the next page load asks for none.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const errors = consoleErrors(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test.describe('sign-in started by the server', () => {
  test('/login answers a signed-out visitor with the redirect to the provider, never to another site', async ({
    request,
  }) => {
    const response = await request.get(`/en/login?redirect=${encodeURIComponent('https://evil.example/')}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = new URL(response.headers().location ?? '');
    expect(location.pathname).toBe('/idp/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = /^login_request_[^=]+=([^;]*)/.exec(response.headers()['set-cookie'] ?? '')?.[1] ?? '';
    expect(new URLSearchParams(decodeURIComponent(cookie)).get('target')).toBe('/en/landing');
  });

  test('a voucher link opened signed out signs in and comes back to the voucher page with its code', async ({
    quietConsent: page,
  }) => {
    const account = { email: uniqueEmail('voucher-entry'), name: 'Voucher Entry' };
    // An account that has accepted the agreements, signed out in this browser.
    await signUpByApi(page, account);
    await page.context().clearCookies();
    await page.goto('/ja/voucher?voucher_code=SPRING');
    await chooseIdpAccount(page, account, 'ja');
    await expect(page).toHaveURL(/\/ja\/voucher\?voucher_code=SPRING$/);
    await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 15_000 });
    // The request's cookie is gone once the callback has read it.
    expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('login_request_'))).toEqual([]);
  });
});

test.describe('the cart page', () => {
  test("is sent as a first visitor's empty cart, in each language", async ({ request }) => {
    for (const [lang, text] of [
      ['en', 'Your cart is empty'],
      ['ko', '장바구니가 비어 있습니다'],
      ['ja', 'カートは空です'],
    ] as const) {
      const html = await (await request.get(`/${lang}/pricing/store/cart`)).text();
      expect(html).toContain(text);
    }
    // A visitor with a saved cart gets the app, which shows the cart from the browser's storage.
    const saved = await request.get('/en/pricing/store/cart', { headers: { cookie: 'saved_cart=1' } });
    expect(saved.status()).toBe(200);
    expect(await saved.text()).not.toContain('Your cart is empty');
  });

  test('shows a saved cart without a hydration error, also one saved before the cookie existed', async ({
    quietConsent: page,
    context,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/en/pricing/store');
    await storeCard(page, 'Nime').getByRole('button', { name: 'Add to Cart' }).click();
    expect((await context.cookies()).find((cookie) => cookie.name === 'saved_cart')?.value).toBe('1');
    await page.goto('/en/pricing/store/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);

    // A cart stored without the cookie: the page is the prerendered empty cart, then the stored one.
    await context.clearCookies({ name: 'saved_cart' });
    await page.goto('/en/pricing/store/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    expect((await context.cookies()).find((cookie) => cookie.name === 'saved_cart')?.value).toBe('1');
    await page.getByTestId('cart-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'saved_cart')).toBeUndefined();
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
  });
});
