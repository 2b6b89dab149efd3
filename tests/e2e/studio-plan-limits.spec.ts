import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage } from './support/studio';

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
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  });
}
