import { expect, type Page } from '@playwright/test';

/** Fills and submits the built-in pay page's card form. */
export async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Commerce Buyer');
  await page.getByTestId('pay-button').click();
}

/** From the cart: checkout, the built-in pay page paid with `card`, and the success page once the payment is confirmed. */
export async function checkOutCart(page: Page, card = '4242 4242 4242 4242') {
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(/\/billing\/checkout\/cs_/);
  await payWith(page, card);
  await page.waitForURL(/\/en\/payment-successful\?/);
  await expect(page.getByTestId('payment-success-title')).toBeVisible();
}

export async function acceptAgreements(page: Page) {
  await page.getByRole('checkbox', { name: 'Agree to all' }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
}

/** A character's card on the store grid. */
export const storeCard = (page: Page, name: string) =>
  page
    .getByTestId('store-grid')
    .locator('li')
    .filter({ has: page.getByText(name, { exact: true }) });
