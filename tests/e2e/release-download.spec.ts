import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

test.describe('a release published by scripts/release', () => {
  test.use({ userAgent: WINDOWS_UA });

  test('shows its version and installer on the web Download page', async ({ quietConsent: page }) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-release-'));
    const installers = [path.join(work, 'Cantara-Setup-3.4.5.exe'), path.join(work, 'Cantara-3.4.5.dmg')];
    for (const file of installers) fs.writeFileSync(file, `dummy installer ${path.basename(file)}`);
    const out = path.join(work, 'published');
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      'scripts/release.ts',
      '--version',
      '3.4.5',
      '--out',
      out,
      ...installers,
    ]);

    // The server's downloads folder belongs to the shared e2e server; serve this release's files instead.
    await page.route('**/downloads/*', (route) => {
      const file = path.join(out, path.basename(new URL(route.request().url()).pathname));
      return fs.existsSync(file) ? route.fulfill({ body: fs.readFileSync(file) }) : route.fulfill({ status: 404 });
    });
    await page.goto('/en/download');
    await expect(page.getByTestId('download-version')).toHaveText('Version 3.4.5');
    await expect(page.getByRole('link', { name: 'Download for Windows' })).toHaveAttribute(
      'href',
      /\/downloads\/Cantara-Setup-3\.4\.5\.exe$/,
    );
    fs.rmSync(work, { recursive: true, force: true });
  });
});
