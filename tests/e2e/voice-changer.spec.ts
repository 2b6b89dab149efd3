import fs from 'node:fs';
import { decodeWav } from '../../shared/studio/voice/wav';
import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage } from './support/studio';
import { sungMelodyPath } from './support/sungMelody';
import { openProjectAsArtist, toolTexts } from './support/voiceTools';

type ChangerTexts = {
  changer: { title: string; chooseFile: string; done: string };
  perk: { voice_conversion: { title: string }; seePlans: string };
};
const changerTexts = (lang: StudioLanguage) =>
  JSON.parse(fs.readFileSync(`renderer/src/i18n/locales/${lang}/studio-voice-tools.json`, 'utf8')) as ChangerTexts;

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

for (const lang of ['en', 'ko', 'ja'] as const) {
  test(`an Artist's sung WAV is sung again by another character on an audio track that plays and exports (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(240_000);
    const text = changerTexts(lang);
    await openProjectAsArtist(page, 'Changed voice', lang);
    await page.getByTestId('voice-changer-open').click();
    const dialog = page.getByRole('dialog', { name: text.changer.title });
    await expect(dialog).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: text.changer.chooseFile }).click();
    await (await chooser).setFiles(sungMelodyPath());
    await expect(dialog.getByTestId('voice-changer-done')).toHaveText(text.changer.done, { timeout: 90_000 });
    await page.keyboard.press('Escape');
    const track = page.getByTestId('audio-track');
    await expect(track).toHaveCount(1);
    await expect(track.getByTestId('audio-clip').locator('canvas')).toHaveAttribute('data-loaded', 'true');
    await page.screenshot({ path: `test-results/studio-screens/voice-changer-${lang}.png` });

    // It plays: the transport runs through the clip.
    await page.getByTestId('transport-play').click();
    await expect(page.getByTestId('transport-pause')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('transport-clock')).not.toHaveText('00:00', { timeout: 10_000 });
    await page.getByTestId('transport-stop').click();

    // It exports: the mixdown holds the re-sung take (the voice track has no notes).
    await page.getByTestId('export-open').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-submit').click();
    const wav = decodeWav(new Uint8Array(fs.readFileSync((await (await download).path())!)));
    expect(wav.channels[0]!.length / wav.sampleRate).toBeGreaterThan(2.5);
    expect(rms(wav.channels[0]!)).toBeGreaterThan(0.01);
  });
}

test('a basic user sees what the voice changer does and a link to the plans', async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  const text = changerTexts('ja');
  await openNewProject(page, 'Basic changer', 'basicchanger', 'ja');
  await page.getByTestId('voice-changer-open').click();
  const dialog = page.getByRole('dialog', { name: text.changer.title });
  await expect(dialog.getByTestId('perk-explainer')).toContainText(text.perk.voice_conversion.title);
  await expect(dialog.getByRole('link', { name: text.perk.seePlans })).toHaveAttribute('href', '/ja/pricing');
  expect(toolTexts('ja').toMidi.title).toBeTruthy();
});

test('any user adds an audio track from a file; a file that is not audio gets a localized error', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  const text = JSON.parse(fs.readFileSync('renderer/src/i18n/locales/en/studio-voice-tools.json', 'utf8')) as {
    errors: { AUDIO_UNREADABLE: string };
    upload: { abort: string };
  };
  await openNewProject(page, 'Backing track', 'backing', 'en');
  const bad = page.waitForEvent('filechooser');
  await page.getByTestId('add-audio-track').click();
  await (await bad).setFiles({ name: 'backing.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not a recording') });
  await expect(page.getByText(text.errors.AUDIO_UNREADABLE)).toBeVisible();
  await expect(page.getByTestId('audio-track')).toHaveCount(0);

  // An upload shows its progress and can be abandoned: held on its way, then abandoned, nothing lands.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/audio-clips', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue().catch(() => undefined);
  });
  const abandoned = page.waitForEvent('filechooser');
  await page.getByTestId('add-audio-track').click();
  await (await abandoned).setFiles(sungMelodyPath());
  const notice = page.getByTestId('upload-progress');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: text.upload.abort }).click();
  release();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('audio-track')).toHaveCount(0);
  await page.unroute('**/audio-clips');

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('add-audio-track').click();
  await (await chooser).setFiles(sungMelodyPath());
  const track = page.getByTestId('audio-track');
  await expect(track).toHaveCount(1);
  await expect(track.locator('input').first()).toHaveValue('sung-melody');
  await expect(track.getByTestId('audio-clip').locator('canvas')).toHaveAttribute('data-loaded', 'true');
  // Undo takes the track away again (the recording stays stored for a redo).
  await page.getByTestId('undo').click();
  await expect(track).toHaveCount(0);
});
