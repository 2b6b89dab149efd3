import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNewProject, ROLL } from './support/studio';
import { sungMelodyPath } from './support/sungMelody';

type ClipTexts = { clip: { start: string; length: string; fadeIn: string } };
const text = JSON.parse(fs.readFileSync('renderer/src/i18n/locales/en/studio-voice-tools.json', 'utf8')) as ClipTexts;

/** A blank project is at 120 BPM in 4/4 with a quarter-note snap: a beat is half a second, ROLL.beatPx wide. */
const BEAT_SECONDS = 0.5;

/** The number a clip field of the side panel shows ("1.25 s" → 1.25). */
async function secondsIn(field: Locator): Promise<number> {
  return Number.parseFloat(await field.inputValue());
}

/** Presses at a point, moves by dx in a few steps, and releases (or not: `release` false leaves the button down). */
async function dragBy(page: Page, x: number, y: number, dx: number, release = true): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  if (release) await page.mouse.up();
}

test('an audio clip on the timeline is moved, trimmed and faded with the mouse, one undo step per drag', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Clip lane', 'cliplane', 'en');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('add-audio-track').click();
  await (await chooser).setFiles(sungMelodyPath());
  const block = page.getByTestId('clip-block');
  await expect(block).toHaveAttribute('data-loaded', 'true');
  await expect(block).toHaveAccessibleName('Clip sung-melody, starts at 0.00 s');
  const side = page.getByTestId('audio-clip');
  const start = side.getByLabel(text.clip.start);
  const length = side.getByLabel(text.clip.length);
  const fadeIn = side.getByLabel(text.clip.fadeIn);
  await expect(start).toHaveValue('0 s');
  const sourceLength = await secondsIn(length);
  await page.screenshot({ path: 'test-results/studio-screens/clip-lane.png' });

  // The body dragged two beats (and a little) right lands on the beat grid: it starts a second later.
  let box = (await block.boundingBox())!;
  await dragBy(page, box.x + box.width / 2, box.y + box.height * 0.6, 2 * ROLL.beatPx + 2);
  await expect(start).toHaveValue('1 s');
  await expect(block).toHaveAttribute('data-selected', 'true');
  await expect(block).toHaveAccessibleName('Clip sung-melody, starts at 1.00 s');

  // The right edge dragged a beat left: the end lands on the grid line nearest a beat earlier.
  box = (await block.boundingBox())!;
  await dragBy(page, box.x + box.width - 2, box.y + box.height * 0.6, -ROLL.beatPx);
  const endBeats = Math.round((1 + sourceLength) / BEAT_SECONDS - 1);
  await expect(length).toHaveValue(`${Number((endBeats * BEAT_SECONDS - 1).toFixed(2))} s`);

  // The fade-in handle (top left corner) dragged 48 px: 300 ticks, 0.31 s.
  box = (await block.boundingBox())!;
  await dragBy(page, box.x + 5, box.y + 4, 48);
  await expect(fadeIn).toHaveValue('0.31 s');
  await page.screenshot({ path: 'test-results/studio-screens/clip-lane-edited.png' });

  // Escape during a drag puts the clip back.
  await dragBy(page, box.x + box.width / 2, box.y + box.height * 0.6, 3 * ROLL.beatPx, false);
  await expect(start).toHaveValue('2.5 s');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(start).toHaveValue('1 s');

  // Each drag is one step: undo (the button, then Ctrl+Z) takes back the fade, then the trim, then the move.
  await page.getByTestId('undo').click();
  await expect(fadeIn).toHaveValue('0 s');
  await block.focus();
  await page.keyboard.press('Control+z');
  await expect(length).toHaveValue(`${sourceLength} s`);
  await expect(start).toHaveValue('1 s');
  await page.keyboard.press('Control+z');
  await expect(start).toHaveValue('0 s');

  // The arrow keys move the focused clip a grid step.
  await page.keyboard.press('ArrowRight');
  await expect(start).toHaveValue('0.5 s');
  await page.keyboard.press('Control+z');
  await expect(start).toHaveValue('0 s');

  // Delete removes the selected clip (one step too).
  await block.click();
  await page.keyboard.press('Delete');
  await expect(block).toHaveCount(0);
  await expect(side).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(block).toHaveCount(1);

  // A muted track's lane looks muted.
  await page.getByTestId('audio-track').getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByTestId('clip-lane')).toHaveAttribute('data-muted', 'true');
  await page.screenshot({ path: 'test-results/studio-screens/clip-lane-muted.png' });
});
