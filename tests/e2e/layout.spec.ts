import { expect, test } from './support/fixtures';

test.describe('desktop header and footer', () => {
  test('header links lead to their pages in the current language', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    const header = page.getByRole('banner');
    const cases: Array<[string, RegExp, string]> = [
      ['Characters', /\/en\/characters$/, 'Characters'],
      ['Pricing', /\/en\/pricing$/, 'Pricing'],
      ["What's New", /\/en\/releases$/, "What's New"],
      ['FAQ', /\/en\/faq$/, 'FAQ'],
    ];
    // The Studio button shows once logged in (spec section 2); tests/e2e/spec-gaps.spec.ts follows it.
    await expect(header.getByRole('link', { name: 'Characters', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    for (const [name, url, heading] of cases) {
      await header.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await header.getByRole('link', { name: 'Cart, 0 items' }).click();
    await expect(page).toHaveURL(/\/en\/pricing\/store\/cart$/);
    await header.getByRole('link', { name: 'Cantara home' }).click();
    await expect(page).toHaveURL(/\/en\/landing$/);
  });

  test('the cart icon shows the number of stored items', async ({ quietConsent: page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { uuid: 'a1', lookup_key: 'char_a1' },
          { uuid: 'b2', lookup_key: 'char_b2' },
        ]),
      ),
    );
    await page.goto('/en/landing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('a damaged stored cart is cleared', async ({ quietConsent: page }) => {
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify([{ uuid: 7 }])));
    await page.goto('/en/landing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('footer has contact mail, seven social networks and the legal links', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /hello@cantara\.studio/ })).toHaveAttribute(
      'href',
      'mailto:hello@cantara.studio',
    );
    const social = footer.getByRole('navigation', { name: 'Follow Cantara' }).getByRole('link');
    await expect(social).toHaveCount(7);
    for (const name of ['YouTube', 'X (Twitter)', 'TikTok', 'Instagram', 'Threads', 'SoundCloud', 'Discord']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /Principles for Music Creation with AI/ })).toBeVisible();

    // Each legal page shows a placeholder until its document arrives, and the document then pushes the
    // footer down: the next footer link is clicked once the document is there, where a visitor sees it.
    const shown = async (title: RegExp) => {
      await expect(page).toHaveTitle(title);
      await expect(page.getByTestId('legal-document')).toBeVisible();
    };
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await shown(/^Privacy policy/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await shown(/^Terms of use/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund policy' }).click();
    await expect(page).toHaveURL(/\/en\/refund-policy$/);
  });
});

test.describe('mobile width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger menu replaces the header links and navigates', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();

    const menu = page.getByRole('dialog');
    for (const name of ['Characters', 'Pricing', "What's New", 'FAQ', 'Log in']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The studio is for account holders (spec): a visitor's menu does not offer it.
    await expect(menu.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/pricing$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('one social network is left out and the studio is marked not supported', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    const social = page.getByRole('contentinfo').getByRole('navigation', { name: 'Follow Cantara' });
    await expect(social.getByRole('link', { name: 'Threads' })).toBeHidden();
    await expect(social.getByRole('link', { name: 'Discord' })).toBeVisible();
    await expect(page.getByTestId('mobile-not-supported')).toBeVisible();
  });
});
