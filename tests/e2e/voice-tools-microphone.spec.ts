import { CHROMIUM_ARGS, testBrowserExecutable } from '../../scripts/chromium';
import { expect, test } from './support/fixtures';
import { SUNG_PITCHES, sungMelodyPath } from './support/sungMelody';
import { openProjectAsArtist, savedMelody, toolTexts } from './support/voiceTools';

// Chromium's fake capture device plays the sung WAV as the microphone, in a loop.
test.use({
  launchOptions: {
    executablePath: testBrowserExecutable(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${sungMelodyPath()}`,
    ],
  },
});

test('Voice to MIDI transcribes a recording made after the count-in', async ({ quietConsent: page }) => {
  test.setTimeout(180_000);
  const text = toolTexts('en');
  await openProjectAsArtist(page, 'Recorded melody', 'en');
  await page.getByTestId('voice-to-midi-open').click();
  const dialog = page.getByRole('dialog', { name: text.toMidi.title });
  const saved = savedMelody(page);
  await dialog.getByRole('button', { name: text.record.start }).click();
  await expect(dialog.getByTestId('count-in')).toBeVisible();
  await expect(dialog.getByTestId('mic-level')).toBeVisible({ timeout: 10_000 });
  // Long enough for the file's melody to play through once (it loops).
  await page.waitForTimeout(4_000);
  await dialog.getByRole('button', { name: text.record.stop }).click();
  await expect(dialog.getByTestId('voice-to-midi-done')).toBeVisible({ timeout: 60_000 });
  const { pitches } = await saved;
  // The recording starts anywhere in the loop: the sung line, in order, somewhere in what was heard.
  expect(pitches.join(' ')).toContain(SUNG_PITCHES.slice(0, 4).join(' '));
});
