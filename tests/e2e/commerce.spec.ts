import { chooseIdpAccount, expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements, payWith, storeCard } from './support/commerce';
import { expect, test } from './support/fixtures';

test('cart, promotion, declined and paid checkout, artist trial with portal cancel, voucher and the voucher limit', async ({
  quietConsent: page,
  context,
}) => {
  test.setTimeout(240_000);
  const account = { email: uniqueEmail('buyer'), name: 'Commerce Buyer' };

  // Logged out: two characters in the cart survive a reload.
  await page.goto('/en/pricing/store');
  await storeCard(page, 'Nime').getByRole('button', { name: 'Add to Cart' }).click();
  await storeCard(page, 'Lica').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(storeCard(page, 'Nime').getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await page.reload();
  await expect(storeCard(page, 'Lica').getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await page.goto('/en/pricing/store/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);

  // Sign up from the cart; a new account accepts the agreements first; the cart is still there.
  await signInFromHeader(page, account);
  await acceptAgreements(page);
  await expectSignedIn(page);
  await page.goto('/en/pricing/store/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$98.00');

  // A promotion limited to Nime: the input is normalised, the discount shows.
  await expect(page.getByTestId('promo-apply')).toBeDisabled();
  await page.getByTestId('promo-input').fill('duet-30!');
  await expect(page.getByTestId('promo-input')).toHaveValue('DUET30');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-applied')).toContainText('DUET30');
  await expect(page.getByTestId('cart-discount')).toHaveText('−$14.70');
  await expect(page.getByTestId('cart-total')).toHaveText('$83.30');

  // Removing Nime leaves the promotion nothing to apply to: warning, code cleared, input empty.
  await page.getByTestId('cart-item').filter({ hasText: 'Nime' }).getByTestId('cart-remove').click();
  await expect(page.getByText('The promotion code cannot be applied to any item in your cart.')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('promo-input')).toHaveValue('');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');

  // Declined card: an error on the pay page, nothing granted.
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/billing\/checkout\/cs_/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$49.00');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('card-problem')).toHaveText('Your card was declined. Please use a different card.');
  const store = await context.newPage();
  await store.goto('/en/pricing/store');
  await expect(storeCard(store, 'Lica').getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await store.close();

  // Paid: back on payment-successful, buttons wake up after 3 s.
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/en\/payment-successful\?.*session_id=cs_/);
  await expect(page.getByTestId('payment-success-title')).toHaveText('Payment successful');
  await expect(page.getByTestId('success-studio')).toBeDisabled();
  await expect(page.getByTestId('success-studio')).toBeEnabled({ timeout: 6000 });
  await expect(page.getByTestId('success-my-page')).toBeEnabled();

  // The store shows Lica as purchased, and the cart is empty.
  await page.goto('/en/pricing/store');
  await expect(storeCard(page, 'Lica').getByRole('button', { name: 'Purchased' })).toBeDisabled();
  await page.goto('/en/pricing/store/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();

  // Artist yearly starts with a trial, shown in the billing portal, and is cancelled there.
  await page.goto('/en/pricing');
  await page.getByRole('radio', { name: 'Yearly' }).check({ force: true });
  // The buttons follow the viewer's plan once the signed-in session is restored on this page load.
  await expect(page.getByTestId('plan-button-basic')).toHaveText('Your Current Plan', { timeout: 20_000 });
  await expect(page.getByTestId('plan-button-pro')).toHaveText('Upgrade Plan');
  await page.getByTestId('plan-button-pro').click();
  await page.waitForURL(/\/en\/pricing\/store\/cart$/);
  await expect(page.getByTestId('cart-item')).toContainText('7-day free trial');
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/billing\/checkout\/cs_/);
  await expect(page.getByTestId('pay-button')).toHaveText('Start trial');
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/en\/payment-successful\?/);
  // Success (and the cleared cart) only once the session is confirmed as paid.
  await expect(page.getByTestId('payment-success-title')).toBeVisible();

  await page.goto('/en/pricing');
  await expect(page.getByTestId('plan-button-pro')).toHaveText('Your Current Plan');
  await expect(page.getByTestId('plan-button-pro')).toBeDisabled();
  await expect(page.getByTestId('plan-button-basic')).toHaveText('Change Plan');

  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-name')).toHaveText('Artist');
  await expect(page.getByTestId('plan-start')).toContainText(/\d{4}\.\d{2}\.\d{2}/);
  const [portal] = await Promise.all([context.waitForEvent('page'), page.getByTestId('plan-billing').click()]);
  await portal.waitForURL(/\/billing\/portal\//);
  await expect(portal.getByTestId('portal-status')).toHaveText('Trial');
  await expect(portal.getByTestId('portal-detail')).toContainText('Your free trial ends on');
  await portal.getByTestId('portal-cancel').click();
  await portal.getByTestId('portal-cancel-confirm').click();
  await expect(portal.getByTestId('portal-status')).toHaveText('Cancels at period end');
  await expect(portal.getByTestId('portal-notice')).toContainText('Your plan will end on');
  await portal.close();

  // A character voucher: chip, confirm, success; the character appears on the plan page.
  await page.goto('/en/voucher');
  await expect(page.getByTestId('voucher-apply')).toBeDisabled();
  await page.getByTestId('voucher-input').fill('rena-gift');
  await expect(page.getByTestId('voucher-input')).toHaveValue('RENAGIFT');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-chip')).toHaveText('Rena · Ownership');
  await page.getByTestId('voucher-confirm').click();
  await expect(page.getByTestId('voucher-success')).toBeVisible();
  await expect(page.getByTestId('voucher-studio')).toBeVisible();
  await expect(page.getByTestId('voucher-home')).toBeVisible();
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-characters')).toContainText('Rena');
  await expect(page.getByTestId('plan-characters')).toContainText('Lica');

  // Six wrong voucher codes in a row end in the 429 message.
  await page.goto('/en/voucher');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByTestId('voucher-input').fill(`WRONG${attempt}`);
    await page.getByTestId('voucher-apply').click();
    await expect(page.getByText('Your code is invalid. Please try again.')).toBeVisible();
  }
  await page.getByTestId('voucher-input').fill('WRONG6');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByText('You have exceeded the number of attempts. Please try again in 1 hour.')).toBeVisible();
});

test('checkout while logged out starts login and comes back to the cart', async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  const account = { email: uniqueEmail('returning'), name: 'Returning Buyer' };
  await page.goto('/en/landing');
  await signInFromHeader(page, account);
  await acceptAgreements(page);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  await page.goto('/en/pricing/store');
  await storeCard(page, 'Siae').getByRole('button', { name: 'Add to Cart' }).click();
  // In the cart once the button says so (a busy machine may take a moment), then on to the cart.
  await expect(storeCard(page, 'Siae').getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  await page.goto('/en/pricing/store/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/idp\/interaction\//);
  await chooseIdpAccount(page, account);
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/en\/pricing\/store\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
});

test('the cart page is translated and the empty cart links to the store', async ({ quietConsent: page }) => {
  await page.goto('/ko/pricing/store/cart');
  await expect(page.getByTestId('cart-empty')).toContainText('장바구니가 비어 있습니다');
  await page.getByRole('link', { name: '스토어 둘러보기' }).click();
  await expect(page).toHaveURL(/\/ko\/pricing\/store$/);
  await page.goto('/ja/pricing/store/cart');
  await expect(page.getByTestId('cart-empty')).toContainText('カートは空です');
});

test('a stale cart refreshes the products, warns and keeps what is still sold; a broken cart is cleared', async ({
  quietConsent: page,
}) => {
  const products = await (await page.request.get('/api/auth/v2/products?get_free=true&currency=usd')).json();
  const addon = (slug: string) =>
    products.data.addon.find((item: { text_content_id: string }) => item.text_content_id === slug);
  const nime = addon('nime');
  const lica = addon('lica');
  await page.goto('/en/pricing/store/cart');
  await page.evaluate(
    (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
    [
      { uuid: nime.uuid, lookup_key: nime.price.permanent.lookup_key },
      { uuid: lica.uuid, lookup_key: 'character_lica_2019_price' },
    ],
  );
  await page.reload();
  await expect(page.getByText('The price of an item in your cart has changed.').first()).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText('Nime');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');

  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ not: 'a list' })));
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('GET_INVOICE_PREVIEW_ERROR clears the cart and alerts', async ({ quietConsent: page }) => {
  const products = await (await page.request.get('/api/auth/v2/products?get_free=true&currency=usd')).json();
  const nime = products.data.addon.find((item: { text_content_id: string }) => item.text_content_id === 'nime');
  await page.route('**/api/auth/v2/invoice-preview**', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ detail: { code: 'GET_INVOICE_PREVIEW_ERROR', message: 'preview failed' } }),
    }),
  );
  await page.goto('/en/pricing/store/cart');
  await page.evaluate(
    (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
    [{ uuid: nime.uuid, lookup_key: nime.price.permanent.lookup_key }],
  );
  await page.reload();
  await expect(page.getByText('There was an issue retrieving the cart total.')).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('the plan page marks full project storage and shows an unlimited quota as unlimited', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('quota'), name: 'Quota Watcher' });
  await acceptAgreements(page);
  await expectSignedIn(page);
  await page.route('**/api/auth/v2/project-counts', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: 10 }) }),
  );
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-name')).toHaveText('Basic');
  await expect(page.getByTestId('plan-usage')).toContainText('10 of 10 used');
  await expect(page.getByTestId('plan-storage-full')).toBeVisible();
  await expect(page.getByTestId('plan-perks')).toContainText('Up to 8 tracks');

  // An artist voucher lifts the track quota to -1, shown as unlimited.
  await page.goto('/en/voucher');
  await page.getByTestId('voucher-input').fill('ARTIST30');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-chip')).toHaveText('Artist plan · 30 days');
  await page.getByTestId('voucher-confirm').click();
  await expect(page.getByTestId('voucher-success')).toContainText('Artist plan is active until');
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-name')).toHaveText('Artist');
  await expect(page.getByTestId('plan-perks')).toContainText('Unlimited');
  await expect(page.getByTestId('plan-storage-full')).toHaveCount(0);
});
