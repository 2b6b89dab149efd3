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

/** A song of `tracks` voice tracks of `notes` eighth notes each. */
function song(title: string, characterId: string, tracks: number, notes: number) {
  return {
    schemaVersion: 1,
    title,
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm: 92 }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks: Array.from({ length: tracks }, (_, track) => ({
      id: `track-${track + 1}`,
      name: ['Lead', 'Harmony', 'Echo'][track],
      kind: 'voice',
      characterId,
      language: 'ko',
      mute: false,
      solo: false,
      gainDb: 0,
      pan: 0,
      notes: Array.from({ length: notes }, (_, index) => ({
        id: `n${index}`,
        tick: index * 240,
        duration: 240,
        pitch: 60 + ((index * 5) % 12),
        lyric: 'la',
      })),
      curves: { pitch: [], dynamics: [], breathiness: [] },
    })),
  };
}

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

  // A user's library: the demo songs their plan can sing, imported songs and a blank project.
  const user = await (
    await page.request.get(`${API}/user?available_instruments=true`, { headers: { authorization } })
  ).json();
  const allowed: string[] = user.data.instrument_ids;
  const templates = await (await page.request.get(`${API}/project-templates`)).json();
  for (const template of (templates as { data: Array<{ id: string; character_id: string }> }).data) {
    if (!allowed.includes(template.character_id)) continue;
    const created = await page.request.post(`${API}/projects`, {
      headers: { authorization },
      data: { kind: 'template', template_id: template.id },
    });
    expect(created.status()).toBe(201);
  }
  for (const [title, tracks, notes] of [
    ['Spring Letter', 2, 96],
    ['Neon Skyline', 1, 140],
    ['Rainy Window (acoustic)', 3, 48],
  ] as const) {
    const imported = await page.request.post(`${API}/projects`, {
      headers: { authorization },
      data: { kind: 'import', document: song(title, allowed[0]!, tracks, notes) },
    });
    expect(imported.status()).toBe(201);
  }
  const blank = await page.request.post(`${API}/projects`, {
    headers: { authorization },
    data: { kind: 'blank', title: 'Midnight rehearsal', character_id: allowed[0] },
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
