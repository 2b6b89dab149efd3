import { expect, test } from './support/fixtures';
import { recordLayoutShifts } from './support/layoutShift';
import { startUpCodeOf } from './support/startUpCode';

// React's production build reports a hydration mismatch as a minified error (#418, #423, #425).
const HYDRATION_ERROR = /Minified React error #4(18|19|23|25)|hydrat/i;

test.describe('prerendered marketing pages', () => {
  test('the server sends the page itself, in its language, with its title', async ({ request }) => {
    const response = await request.get('/ko/landing');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ko"');
    expect(html).toContain('<title>브라우저에서 무엇이든 노래하게 | Cantara</title>');
    expect(html).toContain('멜로디를 쓰면, 노래가 됩니다.');

    const pricing = await (await request.get('/ja/pricing/')).text();
    expect(pricing).toContain('料金プラン');
  });

  test("each page tells search engines what it is about, in the page's language", async ({ request }) => {
    const descriptionOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    };
    expect(await descriptionOf('/ko/landing')).toContain('가사를 입력하고 음표를 그리거나');
    expect(await descriptionOf('/ja/pricing/store')).toContain('一度の購入でキャラクターをずっと所有できます');
    expect(await descriptionOf('/ja/terms')).toContain('規約');
    expect(await descriptionOf('/en/faq')).toBe('Everything about Cantara, plans, characters and your account.');
    // A product page, sent with its character: the description names it.
    const characters = (await (await request.get('/api/catalog/characters')).json()) as {
      data: { id: string; text_content: { ko: { name: string } } }[];
    };
    const first = characters.data[0]!;
    expect(await descriptionOf(`/ko/pricing/store/product/${first.id}`)).toContain(first.text_content.ko.name);
  });

  test('the description follows the visitor to the next page', async ({ quietConsent: page }) => {
    await page.goto('/en/pricing');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Start free with one character/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal information/);
  });

  test('the icons a page names are PNG images that the server has (no SVG, which Chromium decodes on the page)', async ({
    request,
  }) => {
    const html = await (await request.get('/ja/pricing/store')).text();
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of icons) {
      const response = await request.get(icon!);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()['content-type'], icon).toBe('image/png');
    }
  });

  test("the home page's characters and questions load as the visitor scrolls to them", async ({
    quietConsent: page,
  }) => {
    const catalogue: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/catalog\/(characters|faq)/.test(new URL(request.url()).pathname)) catalogue.push(request.url());
    });
    await page.goto('/en/landing');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeAttached();
    expect(catalogue).toEqual([]);

    await page.getByRole('heading', { name: 'Pick the voice for your song' }).scrollIntoViewIfNeeded();
    await expect(page.locator('main').getByText('Hodong', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View all questions' }).scrollIntoViewIfNeeded();
    const question = page.getByRole('button', { name: 'What is Cantara?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('the page reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test("a page lists its own code and strings for after its first paint; the gallery announces its first row's art (its list comes with it)", async ({
    request,
  }) => {
    const html = await (await request.get('/ja/releases')).text();
    const code = startUpCodeOf(html);
    expect(code).toContainEqual(expect.stringMatching(/^\/assets\/ReleasesPage-[\w-]+\.js$/));
    expect(code).toContainEqual(expect.stringMatching(/^\/assets\/releases-[\w-]+\.js$/));
    // Before the first paint only the entry script and its own imports are fetched.
    expect(html.match(/<link rel="modulepreload"/g)?.length ?? 0).toBeLessThanOrEqual(3);

    const gallery = await request.get('/en/characters');
    const link = gallery.headers().link ?? '';
    // The page comes with the character list (pages-with-data.spec.ts): it is not fetched, so not announced.
    expect(link).not.toContain('/api/catalog/characters');
    const characters = (await (await request.get('/api/catalog/characters')).json()) as {
      data: { id: string; images: { body_bg: string; card: string } }[];
    };
    for (const { images } of characters.data.slice(0, 2)) {
      // The same candidates as the cards' srcset, so that a phone preloads the card-size art it shows.
      expect(link).toContain(
        `<${images.body_bg}>; rel=preload; as=image; imagesrcset="${images.card} 360w, ${images.body_bg} 600w"; imagesizes="`,
      );
    }
    expect(link).not.toContain(characters.data[2]!.images.body_bg);

    // A product page comes with the list and its language's prices (entry-pages.spec.ts): only its main picture.
    const first = characters.data[0]!;
    const product = (await request.get(`/ja/pricing/store/product/${first.id}`)).headers().link ?? '';
    expect(product).toBe(`<${first.images.body_bg}>; rel=preload; as=image; fetchpriority=high`);
  });

  for (const path of ['/en/faq', '/ja/terms']) {
    test(`${path} keeps its layout while the app takes over (the layout's styles come with the page)`, async ({
      quietConsent: page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const shifted = await recordLayoutShifts(page);
      await page.goto(path);
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /Cantara/ })
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifted()).toBeLessThan(0.05);
    });
  }

  test("taking over a prerendered page leaves <html>'s scheme and language as the server sent them", async ({
    quietConsent: page,
  }) => {
    // Each change of these attributes restyles the whole page; a passing "light" would also flash it.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { htmlChanges: string[] }).htmlChanges = changes;
      // The document is watched, not its element: the parser has not made <html> yet when this runs.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target !== document.documentElement) continue;
          const name = record.attributeName ?? '';
          changes.push(`${name}=${document.documentElement.getAttribute(name)}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mantine-color-scheme', 'lang'] });
    });
    await page.goto('/ja/pricing');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Live once the period switch answers (a tap before then is held until it is).
    await page.getByText('月払い', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '月払い' })).toBeChecked();
    const changes = await page.evaluate(() => (window as unknown as { htmlChanges: string[] }).htmlChanges);
    expect(changes.filter((change) => change !== 'data-mantine-color-scheme=dark')).toEqual([]);
  });

  test("a Korean page with prices loads only the interface font's Latin part (₩ is set in the Korean font)", async ({
    quietConsent: page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ko/pricing/store');
    await expect(page.getByText(/₩[\d,]+/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
  });

  test('the first screen of the gallery loads its art at once, the rest as it scrolls near', async ({
    quietConsent: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/characters');
    const art = page.getByTestId('character-grid').locator('img');
    await expect(art).toHaveCount(7);
    expect(await art.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    await expect(art.first()).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => art.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Two columns on a phone: the card-size art, not the full one.
    expect(await art.first().evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/\/card\.webp$/);
  });

  for (const path of [
    '/en/landing',
    '/ko/pricing',
    '/ja/pricing/store',
    '/en/characters',
    '/en/faq',
    '/en/releases',
    '/ja/terms',
    '/ko/download',
  ]) {
    test(`${path} hydrates without mismatches, with a stored cart, and responds to clicks`, async ({
      quietConsent: page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The page's own window only: a release note's video frame has no storage of its own.
      await page.addInitScript(() => {
        if (window.top === window)
          localStorage.setItem('cart', JSON.stringify([{ uuid: 'a1', lookup_key: 'char_a1' }]));
      });
      await page.goto(path);
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Cart, 1 item|カート、1点|장바구니, 1개 상품/ }),
      ).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /FAQ|よくある質問|자주 묻는 질문/ })
        .click();
      await expect(page).toHaveURL(/\/faq$/);
      expect(errors).toEqual([]);
    });
  }
});
