import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements, checkOutCart, storeCard } from './support/commerce';
import { expect, test } from './support/fixtures';

test('a voucher artist subscribes from the plan page, ends the plan now in the portal and refunds a character', async ({
  quietConsent: page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('refunds'), name: 'Refund Buyer' });
  await acceptAgreements(page);
  await expectSignedIn(page);

  // An artist plan from a voucher is the current plan on pricing (spec: the held plan's button is
  // disabled); the plan page is where its holder starts paying for it.
  await page.goto('/en/voucher');
  await page.getByTestId('voucher-input').fill('ARTIST30');
  await page.getByTestId('voucher-apply').click();
  await page.getByTestId('voucher-confirm').click();
  await expect(page.getByTestId('voucher-success')).toBeVisible();
  await page.goto('/en/pricing');
  await expect(page.getByTestId('plan-button-pro')).toHaveText('Your Current Plan');
  await expect(page.getByTestId('plan-button-pro')).toBeDisabled();
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-voucher')).toContainText('Your Artist plan comes from a voucher');
  await page.getByTestId('plan-subscribe-year').click();
  await page.waitForURL(/\/en\/pricing\/store\/cart$/);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await checkOutCart(page);
  await page.goto('/en/pricing');
  await expect(page.getByTestId('plan-button-pro')).toHaveText('Your Current Plan');
  await expect(page.getByTestId('plan-button-pro')).toBeDisabled();
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-perks')).toContainText('All characters');
  await expect(page.getByTestId('plan-voucher')).toHaveCount(0);

  // A character bought today.
  await page.goto('/en/pricing/store');
  await storeCard(page, 'Lica').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/en/pricing/store/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');
  await checkOutCart(page);

  // The portal: end the plan now (still in its trial, so nothing to refund), then refund Lica.
  await page.goto('/en/my-page/plan');
  const [portal] = await Promise.all([context.waitForEvent('page'), page.getByTestId('plan-billing').click()]);
  await portal.waitForURL(/\/billing\/portal\//);
  await portal.getByTestId('portal-cancel-now').click();
  await expect(portal.getByTestId('portal-refund-explanation')).toHaveText(
    'Nothing has been charged yet, so there is nothing to refund.',
  );
  await portal.getByTestId('portal-cancel-now-confirm').click();
  await expect(portal.getByTestId('portal-notice')).toHaveText('Your plan has ended. No refund was due.');
  await expect(portal.getByTestId('portal-plan')).toContainText('Basic');

  await portal.getByTestId('invoice-refund').click();
  await expect(portal.getByTestId('invoice-refund-confirm-box')).toContainText('Refund Lica?');
  await portal.getByTestId('invoice-refund-confirm').click();
  await expect(portal.getByTestId('portal-notice')).toHaveText(
    '$49.00 will be refunded to your card. The characters have been removed from your account.',
  );
  await expect(portal.getByTestId('invoice-refunded')).toHaveText('Refunded $49.00');
  await portal.close();

  // Back on the site: Lica can be bought again and the artist plan is an upgrade once more.
  await page.goto('/en/pricing/store');
  await expect(storeCard(page, 'Lica').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await page.goto('/en/pricing');
  await expect(page.getByTestId('plan-button-pro')).toHaveText('Upgrade Plan');
});
