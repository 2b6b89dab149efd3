import type { Page } from '@playwright/test';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements } from './support/commerce';
import { expect, test } from './support/fixtures';

/**
 * The studio's screens at 1440 px in en, ko and ja and the 390 px notice, with real projects: the
 * layout must not overflow, and the screenshots land in test-results/studio-screens/ to be looked at.
 */
const API = '/api/auth/v2';
const SHOTS = 'test-results/studio-screens';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the project browser and the project page at 1440 px in en, ko and ja, and the notice at 390 px', async ({
  quietConsent: page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('screens'), name: 'Mina Park' });
  await acceptAgreements(page);
  await expectSignedIn(page);
  const counted = page.waitForRequest((request) => request.url().includes(`${API}/project-counts`));
  await page.goto('/en/studio');
  const authorization = (await counted).headers().authorization!;

  // The demo songs, and one blank project, as a user's library.
  const templates = await (await page.request.get(`${API}/project-templates`)).json();
  for (const template of (templates as { data: Array<{ id: string }> }).data) {
    const created = await page.request.post(`${API}/projects`, {
      headers: { authorization },
      data: { kind: 'template', template_id: template.id },
    });
    expect(created.status()).toBe(201);
  }
  const user = await (
    await page.request.get(`${API}/user?available_instruments=true`, { headers: { authorization } })
  ).json();
  const blank = await page.request.post(`${API}/projects`, {
    headers: { authorization },
    data: { kind: 'blank', title: 'Midnight rehearsal', character_id: user.data.instrument_ids[0] },
  });
  const projectId = (await blank.json()).data.id as string;

  for (const lang of ['en', 'ko', 'ja']) {
    await page.goto(`/${lang}/studio`);
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    await expect(page.getByTestId('studio-usage-text')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/browser-${lang}-1440.png` });

    await page
      .getByRole('button', { name: /New project|새 프로젝트|新規プロジェクト/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/new-project-${lang}-1440.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/${lang}/studio/project/${projectId}`);
    await expect(page.getByTestId('save-status')).toBeVisible();
    await expect(page.getByTestId('project-editor-slot')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/project-${lang}-1440.png` });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/studio');
  await expect(page.getByTestId('mobile-not-supported')).toBeVisible();
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/notice-en-390.png` });
});
