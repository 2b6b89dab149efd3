import type { Page } from '@playwright/test';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements } from './support/commerce';
import { expect, test } from './support/fixtures';

// React's production build reports a hydration mismatch as a minified error (#418, #423, #425).
const HYDRATION_ERROR = /Minified React error #4(18|19|23|25)|hydrat/i;

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe("the header's studio button", () => {
  test('is a disabled label in the prerendered page, gone for a visitor, a link once logged in', async ({
    quietConsent: page,
    request,
  }) => {
    test.slow();
    // The server form: sign-in is not known yet, so the studio is a disabled label, not a link.
    const html = await (await request.get('/en/landing')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toContain('data-testid="studio-pending"');
    expect(header).not.toContain('href="/en/studio"');

    const errors = collectHydrationErrors(page);
    await page.goto('/en/landing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(banner.getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
    await expect(banner.getByTestId('studio-pending')).toHaveCount(0);

    await signInFromHeader(page, { email: uniqueEmail('studio-button'), name: 'Studio Visitor' });
    await acceptAgreements(page);
    await expectSignedIn(page);
    await expect(banner.getByRole('link', { name: 'Studio', exact: true })).toHaveAttribute('href', '/en/studio');

    // A returning account holder: the prerendered page hydrates without a mismatch, then shows the link.
    await page.reload();
    await expectSignedIn(page);
    await expect(banner.getByRole('link', { name: 'Studio', exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    // The plan's perk list starts with the character-count option (basic: one character).
    await page.goto('/en/my-page/plan');
    const perks = page.getByTestId('plan-perks').getByRole('listitem');
    await expect(perks.first()).toContainText('Characters');
    await expect(perks.first()).toContainText('1 character');
  });
});

test.describe('a product list that fails to load', () => {
  const cases = [
    // Pricing and the store come with their products (pages-with-data.spec.ts); with a query the server
    // sends the app, which fetches them.
    { path: '/en/pricing?ref=news', message: 'There was an issue retrieving the product list.' },
    { path: '/ja/pricing/store?ref=news', message: '商品一覧の取得中に問題が発生しました。' },
    { path: '/ko/pricing/store/cart', message: '상품 목록을 불러오는 중 문제가 발생했습니다.' },
  ];
  for (const { path, message } of cases) {
    test(`${path} raises GET_PRODUCT_ERROR with its alert`, async ({ quietConsent: page }) => {
      await page.addInitScript(() =>
        localStorage.setItem('cart', JSON.stringify([{ uuid: 'nime', lookup_key: 'character_nime' }])),
      );
      await page.route(/\/api\/auth\/v2\/products(\?|$)/, (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
      );
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 20_000 });
    });
  }
});

test.describe("the hero's scroll animation", () => {
  test('moves the main video with the scroll by at most 50 px', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    const frame = page.locator('video').locator('..');
    // The video's vertical offset after scrolling to y (scrolled again until it sticks: the page may
    // still be hydrating and restore its own scroll position).
    const offsetAt = (y: number) =>
      frame.evaluate(async (element, top) => {
        window.scrollTo({ top, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        if (Math.abs(window.scrollY - top) > 1) return Number.NaN;
        return new DOMMatrixReadOnly(getComputedStyle(element).transform).m42;
      }, y);

    await expect.poll(() => offsetAt(0), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => offsetAt(240)).toBeCloseTo(-25, 0);
    await expect.poll(() => offsetAt(1200)).toBeCloseTo(-50, 3);
    await expect.poll(() => offsetAt(2400)).toBeCloseTo(-50, 3);
  });
});

test.describe("the store's tag carousel", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('drags sideways after 5 px while a shorter press still selects a tag', async ({ quietConsent: page }) => {
    await page.goto('/en/pricing/store');
    const row = page.getByTestId('store-tags');
    const chip = row.getByText('Metal', { exact: true });
    await expect(chip).toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The row comes with the page's HTML; a mouse drags it once the app has taken it over.
    await expect
      .poll(() => row.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), {
        timeout: 15_000,
      })
      .toBe(true);
    const box = await row.boundingBox();
    if (!box) throw new Error('no tag row');
    const y = box.y + box.height / 2;
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await scrollLeft()).toBe(0);

    // A drag of 120 px to the left scrolls the row and selects nothing.
    const startX = box.x + box.width - 40;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX - 60, y, { steps: 6 });
    await page.mouse.move(startX - 120, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(row.getByRole('radio', { name: 'All' })).toBeChecked();

    // A press that wanders 4 px is still a click: it selects the tag under it.
    await chip.scrollIntoViewIfNeeded();
    const metal = await chip.boundingBox();
    if (!metal) throw new Error('no Metal chip');
    const before = await scrollLeft();
    const x = metal.x + metal.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 4, y, { steps: 2 });
    await page.mouse.up();
    expect(await scrollLeft()).toBe(before);
    await expect(row.getByRole('radio', { name: 'Metal' })).toBeChecked();
    const cards = page.getByTestId('store-grid').locator('li');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThan(12);
  });
});

test.describe('voice providers on product pages', () => {
  const cases = [
    { lang: 'en', name: 'Kyle Brennan' },
    { lang: 'ko', name: '카일 브레넌' },
    { lang: 'ja', name: 'カイル・ブレナン' },
  ];
  for (const { lang, name } of cases) {
    test(`are written as ${lang} readers write them`, async ({ quietConsent: page }) => {
      await page.goto(`/${lang}/pricing/store/product/kyle`);
      await expect(page.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
      if (lang !== 'en') await expect(page.getByText('Kyle Brennan')).toHaveCount(0);
    });
  }
});
