import http from 'node:http';
import { expect, test } from './support/fixtures';
import { startUpCodeOf } from './support/startUpCode';

/**
 * A host page on the loopback origin the e2e server allows to frame /releases/embed: it records the
 * embed's messages and answers release_date with theme colours.
 */
async function startEmbedHost(baseURL: string): Promise<{ host: string; close: () => Promise<void> }> {
  const port = Number(process.env.E2E_EMBED_HOST_PORT);
  const html = `<!doctype html><html><body>
    <iframe id="embed" src="${baseURL}/en/releases/embed" width="420" height="600"></iframe>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => {
        window.received.push({ origin: event.origin, data: event.data });
        if (event.data && event.data.type === 'release_date') {
          document.getElementById('embed').contentWindow.postMessage(
            { type: 'theme_colors', data: { bg1: '#ffffff', bg2: '#f1f3f5', bg3: '#e9ecef', border: '#ced4da', text: '#212529' } },
            '${baseURL}',
          );
        }
      });
    </script></body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    host: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LINUX_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('a visitor browses the catalogue', () => {
  test('home → characters: sample, wrap-around, sign-in for downloads', async ({ quietConsent: page }) => {
    await page.goto('/en/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write a melody. Hear it sung.');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', '/media/home/poster.webp');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Questions, answered' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Characters', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/characters$/);
    const grid = page.getByTestId('character-grid');
    await expect(grid.getByRole('button')).toHaveCount(7);
    await expect(page.getByTestId('coming-soon')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now' })).toBeVisible();

    await grid.getByRole('button', { name: /Hodong/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Hodong' })).toBeVisible();
    await expect(dialog.getByText('March 3')).toBeVisible();

    const sample = dialog.getByTestId('sample-button');
    await sample.click();
    await expect(sample).toHaveText('Stop sample');
    await expect(sample).toHaveAttribute('aria-pressed', 'true');
    await sample.click();
    await expect(sample).toHaveText('Play sample');

    await dialog.getByRole('button', { name: 'Previous character' }).click();
    await expect(dialog.getByRole('heading', { name: 'Rena' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next character' }).click();
    await expect(dialog.getByRole('heading', { name: 'Hodong' })).toBeVisible();

    await dialog.getByRole('switch', { name: 'Background' }).click();
    await expect(dialog.getByRole('img', { name: /Hodong/ })).toHaveAttribute('src', /body\.webp$/);

    await dialog.getByRole('button', { name: 'Download full image' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('a failed sample shows the coming-soon alert', async ({ quietConsent: page }) => {
    await page.route('**/media/characters/nime/sample.mp3', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/en/characters');
    await page.getByTestId('character-grid').getByRole('button', { name: /Nime/ }).click();
    await page.getByRole('dialog').getByTestId('sample-button').click();
    await expect(page.getByText('This voice sample is coming soon.')).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('sample-button')).toHaveText('Play sample');
  });

  test('pricing: the period changes the artist price and the currency changes the VAT text', async ({
    quietConsent: page,
  }) => {
    await page.goto('/en/pricing');
    await expect(page.getByTestId('sale-banner')).toHaveCount(0);
    const price = page.getByTestId('artist-price');
    await expect(price).toContainText('$8.00');
    await page.getByText('Monthly', { exact: true }).click();
    await expect(price).toContainText('$10.00');
    await expect(page.getByTestId('vat-note')).toHaveText('Prices exclude VAT; taxes may be added at checkout.');

    await page.goto('/ko/pricing');
    await expect(page.getByTestId('artist-price')).toContainText('₩10,000');
    await expect(page.getByTestId('vat-note')).toHaveText('모든 가격은 부가세 포함입니다.');

    await page.goto('/ja/pricing');
    await expect(page.getByTestId('artist-price')).toContainText('¥1,200');
  });

  test('pricing: the period tapped before the page is live changes the price once it is', async ({
    quietConsent: page,
  }) => {
    // As on a slow connection, where the page shows long before it is live: the page's small entry
    // script runs, and the app's code is held until the prerendered period choice has been tapped.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/assets\/(?!index-|rolldown-runtime-|renderer-).*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/en/pricing', { waitUntil: 'domcontentloaded' });
    const price = page.getByTestId('artist-price');
    await expect(price).toContainText('$8.00');
    await page.getByText('Monthly', { exact: true }).click();
    releaseCode();
    await expect(price).toContainText('$10.00');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  test.describe('pricing on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the subscription tab is chosen first and the one-time tab shows the characters card, also when tapped before the page is live', async ({
      quietConsent: page,
    }) => {
      // The app's code arrives late, as on a slow phone: the tab is tapped while the plans the page came
      // with are shown but not yet live, and the tap takes effect once they are.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto('/en/pricing');
      await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('plan-button-pro')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Browse characters' })).toBeHidden();
      await page.getByRole('tab', { name: 'One-time' }).click();
      await expect(page.getByRole('button', { name: 'Browse characters' })).toBeVisible();
      await expect(page.getByTestId('plan-button-pro')).toBeHidden();
    });
  });

  test('pricing: a logged-out click on the paid plan starts login with a return path', async ({
    quietConsent: page,
  }) => {
    await page.goto('/en/pricing');
    // The login page hands over to the sign-in page at once, so its address may show too briefly for a
    // check of the address bar: every address the tab goes through is recorded instead.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByTestId('plan-button-pro').click();
    await expect.poll(() => visited).toContainEqual(expect.stringMatching(/\/en\/login\?redirect=%2Fen%2Fpricing$/));
  });

  test('pricing: the early-access banner shows before its end', async ({ quietConsent: page }) => {
    await page.clock.setFixedTime(new Date('2025-05-20T12:00:00-04:00'));
    await page.goto('/en/pricing');
    await expect(page.getByTestId('sale-banner')).toContainText('up to 25% off');
  });

  test('store → product detail: Add to Cart turns into Added to Cart and the cart count rises', async ({
    quietConsent: page,
  }) => {
    await page.goto('/en/pricing/store');
    const grid = page.getByTestId('store-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(13);
    await grid.getByRole('link', { name: /Siae/ }).click();
    await expect(page).toHaveURL(/\/en\/pricing\/store\/product\/siae$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Siae' })).toBeVisible();
    await expect(page.getByText('Studio Hanbit')).toBeVisible();
    await expect(page.getByText('VAT excluded; taxes may be added at checkout.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More characters' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    const added = page.getByRole('button', { name: 'Added to Cart' });
    await expect(added).toBeDisabled();
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('button', { name: 'Portrait' }).click();
    await expect(page.getByRole('img', { name: 'Illustration of Siae' })).toHaveAttribute('src', /thumbnail\.webp$/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeDisabled();
  });

  test('the character included free has nothing to buy: no Buy Now, only its state', async ({ quietConsent: page }) => {
    await page.goto('/en/pricing/store/product/hodo');
    await expect(page.getByRole('heading', { level: 1, name: 'Hodong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Included free' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  });

  test('Buy Now adds the character and goes to the cart', async ({ quietConsent: page }) => {
    await page.goto('/en/pricing/store/product/rena');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/en\/pricing\/store\/cart$/);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([{ uuid: expect.any(String), lookup_key: 'character_rena' }]);
  });

  test('releases: Load More appends older posts', async ({ quietConsent: page }) => {
    await page.goto('/en/releases');
    const posts = page.getByTestId('release-post');
    await expect(posts).toHaveCount(5);
    await expect(posts.first()).toContainText('2026.11.04');
    await expect(posts.first()).toContainText('v1.11.0');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(posts).toHaveCount(10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(posts).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(posts.last()).toContainText('Cantara 1.0');
  });

  test('the embed answers a host page: theme colours in, release date out', async ({ page, baseURL }) => {
    const { host, close } = await startEmbedHost(baseURL!);
    try {
      await page.goto(`${host}/`);
      const received = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
      await expect
        .poll(received)
        .toContainEqual({ origin: baseURL, data: { type: 'release_date', data: { date: '2026-11-04' } } });
      const frame = page.frameLocator('#embed');
      const embed = frame.getByTestId('release-embed');
      await expect(embed).toHaveAttribute('data-themed', 'true');
      await expect(embed).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expect(frame.getByRole('heading', { name: 'Kitane and Otis join the cast' })).toBeVisible();

      await frame.getByRole('button', { name: 'See all updates' }).click();
      await expect
        .poll(received)
        .toContainEqual({ origin: baseURL, data: { type: 'open_link', data: { url: '/releases' } } });
    } finally {
      await close();
    }
  });

  test.describe('download page on Windows', () => {
    test.use({ userAgent: WINDOWS_UA });

    test('shows the error state when the file is missing', async ({ quietConsent: page }) => {
      await page.route('**/downloads/latest.yml', (route) => route.fulfill({ status: 404, body: 'missing' }));
      await page.goto('/en/download');
      await expect(page.getByText('Failed to fetch version information')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Error' })).toBeDisabled();
    });

    test("the page comes with the code that asks for this system's release; a page for no system does not", async ({
      request,
    }) => {
      const startUpCode = async (userAgent: string) => {
        const html = await (await request.get('/en/download', { headers: { 'user-agent': userAgent } })).text();
        return startUpCodeOf(html);
      };
      const releaseReader = expect.stringMatching(/^\/assets\/latestVersion-[\w-]+\.js$/);
      expect(await startUpCode(WINDOWS_UA)).toContainEqual(releaseReader);
      expect(await startUpCode(LINUX_UA)).not.toContainEqual(releaseReader);
    });

    test('offers the desktop app on the home page when a release is published', async ({ quietConsent: page }) => {
      await page.route('**/downloads/latest.yml', (route) =>
        route.fulfill({ body: 'version: 2.0.0\nfiles:\n  - url: Cantara-Setup-2.0.0.exe\n    sha512: abc\n' }),
      );
      await page.goto('/en/landing');
      await expect(page.getByTestId('desktop-download')).toHaveText('Download for Windows');
    });
  });

  test.describe('download page on Linux', () => {
    test.use({ userAgent: LINUX_UA });

    test('says the system is not supported', async ({ quietConsent: page }) => {
      await page.goto('/en/download');
      await expect(page.getByTestId('download-unsupported')).toBeVisible();
      await page.goto('/en/landing');
      await expect(page.getByTestId('desktop-download')).toHaveCount(0);
    });
  });

  test('FAQ lists every question and legal pages show their documents', async ({ quietConsent: page }) => {
    await page.goto('/en/faq');
    await expect(page.getByRole('button', { name: /What is Cantara\?/ })).toBeVisible();
    expect(await page.locator('[data-accordion-control]').count()).toBeGreaterThanOrEqual(12);

    await page.goto('/ko/terms');
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await page.goto('/en/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('legal-document')).toHaveAttribute('lang', 'en');
  });

  test('the Japanese legal pages are in Japanese', async ({ quietConsent: page }) => {
    const documents = [
      { path: '/ja/terms', heading: '利用規約', section: '4. キャラクター画像' },
      { path: '/ja/privacy', heading: 'プライバシーポリシー', section: '3. 年齢制限' },
      { path: '/ja/refund-policy', heading: '返金ポリシー', section: '3. キャラクター所有権' },
    ];
    for (const { path, heading, section } of documents) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      const document = page.getByTestId('legal-document');
      await expect(document.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(document.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(document).toHaveAttribute('lang', 'ja');
      // Japanese prose throughout: no English sentence left in the document.
      const text = await document.innerText();
      expect(text, path).not.toMatch(/\b(the|and|of|you|we)\b/i);
      expect(text.match(/[\u3040-\u30ff\u4e00-\u9fff]/g)?.length ?? 0, path).toBeGreaterThan(300);
    }
  });
});
