import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PAGES = [
  '/en/landing',
  '/en/characters',
  '/en/pricing',
  '/en/pricing/store',
  '/en/pricing/store/product/nime',
  '/en/faq',
  '/en/releases',
  '/en/releases/embed',
  '/en/download',
  '/en/privacy',
  '/en/terms',
  '/en/refund-policy',
  '/ko/pricing',
  '/ja/characters',
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Waits for the page's data to arrive: no loading placeholders left. The page is scrolled through
 * first: the home page's characters and questions load as they come near.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // A busy machine can skip the frame in which a section passed through the viewport during that quick
  // pass: any section still waiting is brought into view (where a visitor would see it load).
  const skeletons = page.locator('.mantine-Skeleton-root');
  await expect(async () => {
    const waiting = await skeletons.all();
    if (waiting.length > 0) await waiting[0]!.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(skeletons).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [1440, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ quietConsent: page }) => {
        await page.goto(path);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the character dialog has no serious or critical violations', async ({ quietConsent: page }) => {
      await page.goto('/en/characters');
      await page.getByTestId('character-grid').getByRole('button', { name: /Siae/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
