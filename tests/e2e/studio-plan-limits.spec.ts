import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage, studioTexts } from './support/studio';

const texts: Record<Exclude<StudioLanguage, 'ja'>, { addTrack: string; limit: RegExp; plans: string }> = {
  en: { addTrack: 'Add track', limit: /Your plan allows 8 tracks per project\./, plans: 'See plans' },
  ko: { addTrack: '트랙 추가', limit: /프로젝트당 트랙은 8개까지/, plans: '요금제 보기' },
};

for (const lang of ['en', 'ko'] as const) {
  test(`at the basic plan's 8 tracks, Add track is disabled, names the limit and links to the plans (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(150_000);
    await openNewProject(page, 'Eight tracks', 'tracks', lang);
    const addTrack = page.getByRole('button', { name: texts[lang].addTrack });
    for (let tracks = 1; tracks < 8; tracks++) {
      await expect(addTrack).toBeEnabled();
      await addTrack.click();
    }
    await expect(addTrack).toBeDisabled();
    const limit = page.getByTestId('track-limit');
    await expect(limit).toHaveText(texts[lang].limit);
    await expect(limit.getByRole('link', { name: texts[lang].plans })).toHaveAttribute('href', `/${lang}/pricing`);
    // The reason is the disabled button's accessible description, also after the pointer leaves it.
    await page.mouse.move(0, 0);
    await expect(addTrack).toHaveAccessibleDescription(texts[lang].limit);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  });
}

for (const lang of ['en', 'ja'] as const) {
  test(`a save refused for the plan names the limit and the way out, and leaving promises no later send (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    const text = studioTexts(lang);
    await openNewProject(page, 'Lapsed plan', 'lapsed', lang);
    // The plan lapsed on the server since the page read it: the next save is refused for the track quota.
    await page.route('**/api/auth/v2/projects/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ detail: { code: 'TRACK_QUOTA_EXCEEDED', message: 'quota' } }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: text.editor.addTrack }).click();
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'refused', { timeout: 15_000 });
    const refused = page.getByTestId('save-refused');
    await expect(refused).toContainText(text.refused.trackQuota_other.replaceAll('{{count}}', '8'));
    await expect(refused.getByRole('link', { name: text.editor.seePlans })).toHaveAttribute('href', `/${lang}/pricing`);

    await page.getByRole('link', { name: text.shell.home }).click();
    const dialog = page.getByRole('dialog', { name: text.leave.refusedTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text.leave.refusedText);
    await expect(dialog).not.toContainText(text.leave.text);
    await page.screenshot({ path: `test-results/studio-screens/save-refused-leave-${lang}.png` });
  });
}
