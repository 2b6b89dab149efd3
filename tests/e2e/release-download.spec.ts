import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, rememberCookieChoice, test } from './support/fixtures';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** The e2e server's storage: what scripts/release publishes by default (DATA_DIR/downloads). */
function downloadsDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dataDir, 'downloads');
}

async function pageFor(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await rememberCookieChoice(page);
  return page;
}

/** Every link on the page that points into the download storage or at an installer. */
async function downloadLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => /\/downloads\/|\.(exe|msi|dmg|zip|appimage|deb)$/i.test(href)),
    );
}

/** Each download link answers 200; returns how many there were. */
async function expectLinksAnswer(page: Page): Promise<number> {
  const links = await downloadLinks(page);
  for (const link of links) {
    const response = await page.request.get(link);
    expect(response.status(), link).toBe(200);
  }
  return links.length;
}

// One storage for the whole e2e server: these run in order, before and after publishing.
test.describe.configure({ mode: 'serial' });

test.describe('the download page as the server sends it', () => {
  test("is already the visitor's system's page before any script runs, and hydrates into the same", async ({
    browser,
    request,
  }) => {
    const cases = [
      { userAgent: WINDOWS_UA, text: 'The Cantara studio as an app for Windows 10 and 11.' },
      { userAgent: MAC_UA, text: 'The Cantara studio as an app for macOS 12 or later' },
      { userAgent: PHONE_UA, text: 'The desktop app is available for Windows and macOS only.' },
    ];
    for (const { userAgent, text } of cases) {
      const response = await request.get('/en/download', { headers: { 'user-agent': userAgent } });
      expect(response.headers().vary).toContain('User-Agent');
      const html = await response.text();
      expect(html).toContain(text);
      for (const other of cases.filter((c) => c.text !== text)) expect(html).not.toContain(other.text);

      const context = await browser.newContext({ userAgent, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/ja/download');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();

      const live = await pageFor(browser, userAgent);
      const errors: string[] = [];
      live.on('console', (message) => {
        if (message.type() === 'error' && /Minified React error #4(18|19|23|25)|hydrat/i.test(message.text()))
          errors.push(message.text());
      });
      live.on('pageerror', (error) => errors.push(error.message));
      await live.goto('/en/download');
      await expect(live.getByText(text)).toBeVisible();
      await live.waitForLoadState('networkidle');
      await expect(live.getByText(text)).toBeVisible();
      expect(errors).toEqual([]);
      await live.context().close();
    }
    // The variants are not pages of their own.
    expect((await request.get('/en/download@windows')).status()).toBe(404);
  });
});

test.describe('desktop downloads', () => {
  test.afterAll(() => fs.rmSync(downloadsDir(), { recursive: true, force: true }));

  test('before any release, the download page cannot fetch a version and offers no link', async ({ browser }) => {
    test.slow();
    fs.rmSync(downloadsDir(), { recursive: true, force: true });
    for (const userAgent of [WINDOWS_UA, MAC_UA]) {
      const page = await pageFor(browser, userAgent);
      await page.goto('/en/download');
      await expect(page.getByText('Failed to fetch version information')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Error' })).toBeDisabled();
      expect(await expectLinksAnswer(page)).toBe(0);

      // The home page asks the same storage and leads nowhere while there is nothing to download.
      const asked = page.waitForResponse((response) => /\/downloads\/latest(-mac)?\.yml$/.test(response.url()));
      await page.goto('/en/landing');
      expect((await asked).status()).toBe(404);
      await expect(page.getByRole('link', { name: 'Open the studio' }).first()).toBeVisible();
      await expect(page.getByTestId('desktop-download')).toHaveCount(0);
      expect(await expectLinksAnswer(page)).toBe(0);
      await page.context().close();
    }
  });

  test('a release published by scripts/release shows on the download and home pages', async ({ browser }) => {
    test.slow();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-release-'));
    const installers = [
      path.join(work, 'Cantara-Setup-3.4.5.exe'),
      path.join(work, 'Cantara-3.4.5.dmg'),
      path.join(work, 'Cantara-3.4.5-mac.zip'),
    ];
    for (const file of installers) fs.writeFileSync(file, `dummy installer ${path.basename(file)}`);
    // Published the way a release is: into the server's DATA_DIR/downloads.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', '--version', '3.4.5', ...installers], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    });
    fs.rmSync(work, { recursive: true, force: true });

    const cases = [
      { userAgent: WINDOWS_UA, name: 'Download for Windows', file: /\/downloads\/Cantara-Setup-3\.4\.5\.exe$/ },
      { userAgent: MAC_UA, name: 'Download for macOS', file: /\/downloads\/Cantara-3\.4\.5\.(dmg|zip)$/ },
    ];
    for (const { userAgent, name, file } of cases) {
      const page = await pageFor(browser, userAgent);
      await page.goto('/en/download');
      await expect(page.getByTestId('download-version')).toHaveText('Version 3.4.5', { timeout: 20_000 });
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', file);
      expect(await expectLinksAnswer(page)).toBe(1);

      await page.goto('/en/landing');
      await expect(page.getByTestId('desktop-download')).toHaveText(name, { timeout: 20_000 });
      await page.getByTestId('desktop-download').click();
      await expect(page).toHaveURL(/\/en\/download$/);
      await expect(page.getByTestId('download-version')).toHaveText('Version 3.4.5', { timeout: 20_000 });
      await page.context().close();
    }
  });
});
