import { chromium } from '@playwright/test';
const BASE = 'http://localhost:8931';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ acceptAll: false, userHasChosen: true })));
const page = await ctx.newPage();
page.setDefaultTimeout(30000);
await page.goto(`${BASE}/en/landing`);
await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
await page.getByRole('button', { name: /Continue with/ }).click();
await page.waitForURL(/\/idp\/interaction\//);
const email = page.getByLabel('Email', { exact: true });
if (!(await email.isVisible())) await page.getByText('Use another account').click();
await email.fill(`shots-${Date.now()}@example.com`);
await page.getByLabel('Name', { exact: true }).fill('Shot Taker');
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await page.getByRole('checkbox', { name: 'Agree to all' }).check();
await page.getByRole('button', { name: 'Agree and continue' }).click();
await page.getByTestId('account-menu').waitFor();
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/pc-shots/header-signedin-en-1440.png', clip: { x: 0, y: 0, width: 1440, height: 80 } });
await page.goto(`${BASE}/en/my-page/plan`);
await page.getByTestId('plan-perks').waitFor();
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/pc-shots/plan-basic-en-1440.png', fullPage: true });
await page.goto(`${BASE}/en/voucher`);
await page.getByTestId('voucher-input').fill('ARTIST30');
await page.getByTestId('voucher-apply').click();
await page.getByTestId('voucher-confirm').click();
await page.getByTestId('voucher-success').waitFor();
for (const width of [1440, 390]) {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  for (const lang of ['en', 'ko', 'ja']) {
    await page.goto(`${BASE}/${lang}/my-page/plan`);
    await page.getByTestId('plan-voucher').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/pc-shots/plan-voucher-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${BASE}/${lang}/pricing`);
    await page.getByTestId('plan-button-pro').waitFor();
    await page.waitForTimeout(2500);
    await page.getByTestId('plan-button-pro').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/pc-shots/pricing-voucher-${lang}-${width}.png` });
  }
}
await browser.close();
