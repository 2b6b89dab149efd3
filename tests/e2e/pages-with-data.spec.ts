import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated, recordLayoutShifts } from './support/layoutShift';

// React's production build reports a hydration mismatch as a minified error (#418, #423, #425).
const HYDRATION_ERROR = /Minified React error #4(18|19|23|25)|hydrat/i;

type Character = { id: string; images: { body_bg: string; card: string; thumbnail: string } };

/** Records layout shifts and the page's API requests from the first byte on. */
async function watch(page: Page) {
  const apiRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      pathname.startsWith('/api/catalog/characters') ||
      pathname.startsWith('/api/catalog/faq') ||
      pathname.startsWith('/assets/docs/') ||
      pathname.startsWith('/api/notion/')
    ) {
      apiRequests.push(pathname);
    }
    if (pathname.startsWith('/api/auth/v2/products')) apiRequests.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const shifted = await recordLayoutShifts(page);
  return { apiRequests, errors, shifted };
}

test.describe('pages sent with their first screen', () => {
  test("the gallery's HTML already has the first card's art, which shows without JavaScript", async ({
    request,
    browser,
  }) => {
    const characters = (await (await request.get('/api/catalog/characters')).json()) as { data: Character[] };
    const first = characters.data[0]!;
    const html = await (await request.get('/en/characters')).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(`src="${first.images.body_bg}"`);
    expect(html).toContain('<script type="application/json" id="page-data">');

    // A phone's two columns take the card-size art, a wide window's four the full one.
    for (const [viewport, file] of [
      [{ width: 390, height: 844 }, first.images.card],
      [{ width: 1440, height: 900 }, first.images.body_bg],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto('/en/characters');
      const art = page.getByTestId('character-grid').locator('img');
      await expect(art).toHaveCount(7);
      await expect(art.first()).toHaveAttribute('src', first.images.body_bg);
      await expect
        .poll(() => art.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await art.first().evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname)).toBe(
        file,
      );
      await context.close();
    }
  });

  test("What's New loads the phone-size rendition of a note's picture on a phone and the full one on a wide screen, once each", async ({
    browser,
  }) => {
    for (const [viewport, deviceScaleFactor, file] of [
      [{ width: 390, height: 844 }, 2, '/media/releases/characters-lineup-650.webp'],
      [{ width: 1440, height: 900 }, 1, '/media/releases/characters-lineup.webp'],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      const lineups: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/characters-lineup')) lineups.push(new URL(request.url()).pathname);
      });
      await page.goto('/en/releases');
      const picture = page.locator('figure img').first();
      await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await picture.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname)).toBe(file);
      await page.waitForLoadState('networkidle');
      // The page's preload names the same candidates as the picture: one of them loads, once.
      expect(lineups).toEqual([file]);
      await context.close();
    }
  });

  test("the FAQ's HTML already has its questions in the page's language, readable without JavaScript", async ({
    request,
    browser,
  }) => {
    const faq = (await (await request.get('/api/catalog/faq?lang=ko')).json()) as { data: { q: string }[] };
    const html = await (await request.get('/ko/faq')).text();
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="page-data"'));
    for (const item of faq.data) expect(root).toContain(item.q.replaceAll('&', '&amp;'));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ko/faq');
    await expect(page.getByRole('button', { name: faq.data[0]!.q })).toBeVisible();
    await context.close();
  });

  test("pricing's HTML already has the plans' prices in the page's currency, readable without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ko/pricing');
    await expect(page.getByTestId('artist-price')).toHaveText(/^₩[\d,]+ /);
    await page.goto('/en/pricing');
    await expect(page.getByTestId('artist-price')).toHaveText(/^\$[\d,]+\.\d\d /);
    await context.close();
  });

  test('the legal pages are sent with their document, in their language, readable without JavaScript', async ({
    request,
    browser,
  }) => {
    const doc = await (await request.get('/assets/docs/privacy_ja.html')).text();
    const firstHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(doc)?.[1];
    expect(firstHeading).toBeTruthy();
    const html = await (await request.get('/ja/privacy')).text();
    const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="page-data"'));
    expect(root).toContain(firstHeading);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ja/privacy');
    await expect(page.getByTestId('legal-document').getByRole('heading', { level: 1 })).toHaveText(firstHeading!);
    await context.close();
  });

  test("What's New's HTML already has the first note, in the page's language; Help shows it too", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/en/releases', "What's New"],
      ['/ko/help', '새 소식'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const first = page.getByTestId('release-post').first();
      await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(first.locator('figure img').first()).toHaveAttribute('fetchpriority', 'high');
    }
    await context.close();
  });

  for (const [path, width] of [
    ['/en/characters', 390],
    ['/ja/pricing/store', 390],
    ['/ja/pricing/store', 1440],
    ['/ko/pricing', 390],
    ['/en/pricing', 1440],
    ['/ko/releases', 390],
    ['/ja/faq', 390],
    ['/ko/terms', 390],
  ] as const) {
    test(`${path} at ${width} px hydrates from the data it came with: no fetch of it, no mismatch, no layout shift`, async ({
      quietConsent: page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // Pictures arrive after the first paint, as on a slow network: their space must be kept meanwhile.
      await page.route(/\/media\/.*\.webp$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const watched = await watch(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(watched.apiRequests).toEqual([]);
      expect(watched.errors).toEqual([]);
      expect(await watched.shifted()).toBeLessThan(0.01);
    });
  }

  test('the store hydrates with a stored cart holding one of its characters, then shows it in the cart', async ({
    quietConsent: page,
    request,
  }) => {
    const products = (await (await request.get('/api/auth/v2/products?get_free=true&currency=jpy')).json()) as {
      data: { addon: { uuid: string; is_free: boolean; price: { permanent: { lookup_key: string } } }[] };
    };
    const addon = products.data.addon.find((item) => !item.is_free)!;
    await page.addInitScript(
      (item) => {
        if (window.top === window) localStorage.setItem('cart', JSON.stringify([item]));
      },
      { uuid: addon.uuid, lookup_key: addon.price.permanent.lookup_key },
    );
    const watched = await watch(page);
    await page.goto('/ja/pricing/store');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: /カート、1点/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watched.errors).toEqual([]);
    expect(await watched.shifted()).toBeLessThan(0.01);
  });

  test("the store's cards are balanced over their rows by CSS alone, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en/pricing/store');
    const grid = page.getByTestId('store-grid');
    const cards = await grid.locator(':scope > li').count();
    expect(cards).toBeGreaterThan(6);
    // Six columns of cards fit; the rows they need are filled evenly (13 cards: 5 + 5 + 3).
    const rows = Math.ceil(cards / 6);
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(Math.ceil(cards / rows));
    await context.close();
  });

  test('the gallery responds once hydrated: a card opens its dialog', async ({ quietConsent: page }) => {
    await page.goto('/en/characters');
    await hydrated(page);
    await page.getByTestId('character-grid').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Help becomes /releases without fetching the notes again', async ({ quietConsent: page }) => {
    const watched = await watch(page);
    await page.goto('/ja/help');
    await expect(page).toHaveURL(/\/ja\/releases$/);
    await expect(page.getByTestId('release-post').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(watched.apiRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
