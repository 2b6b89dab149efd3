import type { Locator, Page } from '@playwright/test';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements, storeCard } from './support/commerce';
import { readContrast } from './support/contrast';
import { expect, test } from './support/fixtures';

const decoration = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).textDecorationLine);

/** Every checkbox on the page beside its label: the label starts right of the box and spans its middle. */
function checkboxRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('main input[type="checkbox"]')].map((input) => {
      const box = input.getBoundingClientRect();
      const label = input.labels?.[0]?.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      return {
        label: input.labels?.[0]?.textContent?.trim().slice(0, 30),
        besideBox: !!label && label.left >= box.right - 1 && label.top <= middle && label.bottom >= middle,
      };
    }),
  );
}

/** The colour a disabled button is painted in, and the colour of the surface it sits on. */
function buttonAndSurface(button: Locator) {
  return button.evaluate((element) => {
    let surface = element.parentElement;
    const transparent = (color: string) => color === 'rgba(0, 0, 0, 0)' || color === 'transparent';
    while (surface && transparent(getComputedStyle(surface).backgroundColor)) surface = surface.parentElement;
    return {
      button: getComputedStyle(element).backgroundColor,
      surface: surface ? getComputedStyle(surface).backgroundColor : '',
    };
  });
}

const BUTTONS_AND_BADGES = '.mantine-Button-root, .mantine-Badge-root';

async function expectReadableButtons(page: Page, selector = BUTTONS_AND_BADGES) {
  const readings = await readContrast(page, selector);
  expect(readings.length).toBeGreaterThan(0);
  expect(readings.filter((reading) => reading.ratio < 4.5)).toEqual([]);
}

test('old prices are struck through on the store, the product page and in the cart, which has no empty discount line', async ({
  quietConsent: page,
}) => {
  await page.goto('/en/pricing/store');
  const card = storeCard(page, 'Nime');
  // The store's cards arrive after hydration, which a busy machine can hold up for a while.
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByLabel('Regular price')).toHaveText('$65.00');
  await expect.poll(() => decoration(card.getByLabel('Regular price'))).toBe('line-through');

  await card.getByRole('link').click();
  await page.waitForURL(/\/en\/pricing\/store\/product\//);
  const productRegular = page.getByRole('main').getByLabel('Regular price').first();
  await expect(productRegular).toHaveText('$65.00');
  await expect.poll(() => decoration(productRegular)).toBe('line-through');

  await page.goto('/en/pricing/store');
  await storeCard(page, 'Nime').getByRole('button', { name: 'Add to Cart' }).click();
  // A tap made before the page is live takes effect once it is: the cart has the item when the header says so.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/en/pricing/store/cart');
  const cartRegular = page.getByTestId('cart-item').getByLabel('Regular price');
  await expect(cartRegular).toHaveText('$65.00');
  await expect.poll(() => decoration(cartRegular)).toBe('line-through');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
  await expect(page.getByText('Discount', { exact: true })).toHaveCount(0);
  // The header's cart count is a badge too.
  await expect(page.getByTestId('cart-count').first()).toContainText('1');
  await expectReadableButtons(page, `${BUTTONS_AND_BADGES}, .mantine-Indicator-indicator`);
});

/** Where the text of an element starts: its left edge plus its left padding. */
const textStart = (locator: Locator) =>
  locator.evaluate(
    (element) => element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft),
  );

for (const path of ['/en/faq', '/en/landing']) {
  test(`FAQ questions start where their answers start (${path})`, async ({ quietConsent: page }) => {
    await page.goto(path);
    // The home page's questions load as the visitor scrolls towards them, once the page is live.
    if (path === '/en/landing') {
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'View all questions' }).scrollIntoViewIfNeeded();
    }
    const item = page.locator('.mantine-Accordion-item').first();
    await item.locator('.mantine-Accordion-control').click();
    await expect(item.locator('.mantine-Accordion-content')).toBeVisible();
    const itemLeft = await item.evaluate((element) => element.getBoundingClientRect().left);
    const question = await textStart(item.locator('.mantine-Accordion-label'));
    const answer = await textStart(item.locator('.mantine-Accordion-content'));
    expect(question - itemLeft).toBeGreaterThan(8);
    expect(Math.abs(question - answer)).toBeLessThanOrEqual(2);
  });
}

test('buttons and badges read at 4.5:1 on home, pricing and store; agreements rows and its disabled button; my page', async ({
  quietConsent: page,
}) => {
  test.slow();
  for (const path of ['/en/landing', '/en/pricing', '/en/pricing/store']) {
    await page.goto(path);
    await page.locator('main .mantine-Button-root').first().waitFor();
    await expectReadableButtons(page);
  }

  // A new account lands on the agreements: each box beside its label, on desktop and on a phone.
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('polish'), name: 'Polish Check' });
  await expect(page).toHaveURL(/\/en\/agreements$/);
  const submit = page.getByRole('button', { name: 'Agree and continue' });
  await expect(submit).toBeDisabled();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const rows = await checkboxRows(page);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => !row.besideBox)).toEqual([]);
    // Disabled, the button is still a shape of its own, not grey text on the card.
    const colours = await buttonAndSurface(submit);
    expect(colours.button).not.toBe(colours.surface);
    expect(colours.button).not.toBe('rgba(0, 0, 0, 0)');
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectReadableButtons(page);

  await acceptAgreements(page);
  await expectSignedIn(page);
  await page.goto('/en/my-page');
  await page.locator('main .mantine-Button-root').first().waitFor();
  await expectReadableButtons(page);
});

/** The lines a block of text is laid out in, as the visitor sees them (characters grouped by their top). */
function renderedLines(block: Locator) {
  return block.evaluate((element) => {
    const lines: string[] = [];
    let line = '';
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (top !== null && rect.top > top + 4) {
          lines.push(line);
          line = '';
        }
        top = rect.top;
        line += text[index];
      }
    }
    lines.push(line);
    return lines.map((text) => text.trim());
  });
}

for (const width of [1440, 390]) {
  test(`Japanese lines never start with a small kana, a prolonged sound mark or closing punctuation (pricing, ${width} px)`, async ({
    quietConsent: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ja/pricing');
    const lead = page.getByText('キャラクター1人と無料で始めましょう。');
    const lines = await renderedLines(lead);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).filter((line) => /^[ぁぃぅぇぉっゃゅょァィゥェォッャュョー、。）」]/.test(line))).toEqual([]);
  });
}
