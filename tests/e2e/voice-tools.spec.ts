import { expect, test } from './support/fixtures';
import { openNewProject } from './support/studio';
import { SUNG_PITCHES, sungMelodyPath } from './support/sungMelody';
import { openProjectAsArtist, savedMelody, toolTexts } from './support/voiceTools';

for (const lang of ['en', 'ko', 'ja'] as const) {
  test(`an Artist sings a WAV into Voice to MIDI and gets its melody as a new track (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(180_000);
    const text = toolTexts(lang);
    await openProjectAsArtist(page, 'Sung melody', lang);
    await page.getByTestId('voice-to-midi-open').click();
    const dialog = page.getByRole('dialog', { name: text.toMidi.title });
    await expect(dialog).toBeVisible();
    // A file that is not audio, whatever its name says: a localized error, and the song as it was.
    const badChooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: text.toMidi.chooseFile }).click();
    await (await badChooser).setFiles({
      name: 'melody.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from('not a recording'),
    });
    await expect(dialog.getByTestId('voice-to-midi-error')).toHaveText(text.errors.AUDIO_UNREADABLE);
    const saved = savedMelody(page);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: text.toMidi.chooseFile }).click();
    await (await chooser).setFiles(sungMelodyPath());
    await expect(dialog.getByTestId('voice-to-midi-done')).toHaveText(
      text.toMidi.added_other.replace('{{count}}', String(SUNG_PITCHES.length)),
      { timeout: 60_000 },
    );
    expect(await saved).toEqual({ name: text.toMidi.trackName, pitches: SUNG_PITCHES });
    await page.screenshot({ path: `test-results/studio-screens/voice-to-midi-${lang}.png` });
  });
}

test('a basic user sees what Voice to MIDI does and a link to the plans', async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  const text = toolTexts('ko');
  await openNewProject(page, 'Basic voice', 'basicvoice', 'ko');
  await page.getByTestId('voice-to-midi-open').click();
  const dialog = page.getByRole('dialog', { name: text.toMidi.title });
  await expect(dialog.getByTestId('perk-explainer')).toContainText(text.perk.voice_to_midi.title);
  await expect(dialog.getByRole('link', { name: text.perk.seePlans })).toHaveAttribute('href', '/ko/pricing');
  await expect(dialog.getByRole('button', { name: text.toMidi.chooseFile })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/studio-screens/voice-to-midi-basic-ko.png' });
});
