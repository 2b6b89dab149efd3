import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNewProject, ROLL } from './support/studio';

const SHOTS = 'test-results/studio-screens';
const { keyboard: KEYBOARD, ruler: RULER, row: ROW, topPitch: TOP_PITCH, beatPx: BEAT_PX } = ROLL;

test.use({ viewport: { width: 1440, height: 900 } });

async function newProject(page: Page, title: string): Promise<void> {
  await openNewProject(page, title, 'lanes');
}

/** The x of a beat (0-based from the song's start) on the roll's time axis, which the strip and the lanes share. */
async function beatX(page: Page, beat: number): Promise<number> {
  const box = (await page.getByTestId('piano-roll').boundingBox())!;
  return box.x + KEYBOARD + beat * BEAT_PX;
}

async function drawNotes(page: Page, notes: Array<[number, number]>) {
  const roll = page.getByTestId('piano-roll');
  const box = (await roll.boundingBox())!;
  for (const [beat, pitch] of notes) {
    await page.mouse.click(await beatX(page, beat + 0.15), box.y + RULER + (TOP_PITCH - pitch) * ROW + ROW / 2);
  }
}

/** A drag inside a lane or the strip, from one beat to another at given heights (fractions of the element). */
async function drag(page: Page, element: Locator, from: [number, number], to: [number, number], steps = 8) {
  const box = (await element.boundingBox())!;
  await page.mouse.move(await beatX(page, from[0]), box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(await beatX(page, to[0]), box.y + box.height * to[1], { steps });
  await page.mouse.up();
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

test.describe('curve lanes, key, tempo and meter, loop', () => {
  test('draw curves, undo one, set the key, a tempo change, 3/4 and a loop, and find them after a reload', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(300_000);
    await newProject(page, 'Lanes');
    await drawNotes(page, [
      [0, 67],
      [1, 69],
      [7, 71],
    ]);
    await expect(options(page)).toHaveCount(3);
    await expect(options(page).nth(2)).toHaveText(/^B4, bar 2 beat 4, /);

    // Dynamics with the pencil (the default lane and tool): one drag, one step.
    const lane = page.getByTestId('curve-lane');
    await expect(lane).toHaveAttribute('data-curve', 'dynamics');
    await expect(lane).toHaveAttribute('data-points', '0');
    await drag(page, lane, [0.2, 0.3], [3.5, 0.8], 20);
    const dynamicsPoints = Number(await lane.getAttribute('data-points'));
    expect(dynamicsPoints).toBeGreaterThan(10);
    // The readout shows the value under the pointer in dB.
    const laneBox = (await lane.boundingBox())!;
    await page.mouse.move(await beatX(page, 5.2), laneBox.y + laneBox.height / 2);
    await expect(page.getByTestId('lane-readout')).toHaveText(/^0 dB at 2\.2$/);

    // A pitch line with the line tool, undone and redone as one step.
    await page.getByTestId('lane-select').getByText('Pitch').click();
    await expect(lane).toHaveAttribute('data-curve', 'pitch');
    await expect(page.getByTestId('lane-unit')).toHaveText('cents');
    await page.getByTestId('lane-tool-line').click();
    await drag(page, lane, [4, 0.5], [7, 0.25]);
    await expect(lane).toHaveAttribute('data-points', /^[3-9]$/);
    await page.keyboard.press('Control+z');
    await expect(lane).toHaveAttribute('data-points', '0');
    await page.getByTestId('lane-select').getByText('Dynamics').click();
    await expect(lane).toHaveAttribute('data-points', String(dynamicsPoints));
    await page.getByTestId('redo').click();
    await page.getByTestId('lane-select').getByText('Pitch').click();
    await expect(lane).not.toHaveAttribute('data-points', '0');

    // The key: D minor.
    await page.getByRole('combobox', { name: 'Key' }).click();
    await page.getByRole('option', { name: 'D Minor', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Key' })).toHaveValue('D Minor');

    // A tempo change at bar 3: a value out of range is refused with a message, then 90 BPM is set.
    const tempoRow = page.getByTestId('tempo-row');
    const tempoBox = (await tempoRow.boundingBox())!;
    await page.mouse.click(await beatX(page, 8), tempoBox.y + tempoBox.height / 2);
    const tempoEditor = page.getByTestId('tempo-editor');
    await expect(tempoEditor.getByLabel('Bar', { exact: true })).toHaveValue('3');
    await tempoEditor.getByLabel('Tempo (BPM)').fill('500');
    await tempoEditor.getByRole('button', { name: 'Apply' }).click();
    await expect(tempoEditor).toContainText('Enter a tempo from 20 to 400 BPM.');
    await tempoEditor.getByLabel('Tempo (BPM)').fill('90');
    await tempoEditor.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Tempo 90 BPM from bar 3' })).toBeVisible();

    // 3/4 from bar 2: the note on beat 8 moves from bar 2 beat 4 to bar 3 beat 1.
    const meterRow = page.getByTestId('meter-row');
    const meterBox = (await meterRow.boundingBox())!;
    await page.mouse.click(await beatX(page, 4), meterBox.y + meterBox.height / 2);
    const meterEditor = page.getByTestId('meter-editor');
    await expect(meterEditor.getByLabel('Bar', { exact: true })).toHaveValue('2');
    await meterEditor.getByLabel('Beats per bar').fill('3');
    await meterEditor.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Time signature 3/4 from bar 2' })).toBeVisible();
    await expect(options(page).nth(2)).toHaveText(/^B4, bar 3 beat 1, /);
    // The song bar shows tempo and meter where the playhead is (bar 1 here).
    await expect(page.getByTestId('tempo-at-playhead')).toHaveText('♩ = 120 · 4/4 at 1.1');
    // The first marker can be changed but not removed.
    await page.getByRole('button', { name: 'Time signature 4/4 from bar 1' }).click();
    await expect(meterEditor.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(meterEditor).toHaveCount(0);

    // The loop: drag bars 1–2 on the loop row; it switches on; L switches it off and on again.
    const loopRow = page.getByTestId('loop-row');
    await drag(page, loopRow, [0, 0.5], [4, 0.5]);
    await expect(page.getByTestId('loop-region')).toHaveAccessibleName('Loop: 1.1–2.1');
    await expect(page.getByTestId('loop-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('piano-roll').focus();
    await page.keyboard.press('l');
    await expect(page.getByTestId('loop-toggle')).toHaveAttribute('aria-pressed', 'false');
    // Shift+L loops the selected notes: the last drawn (selected) one, now on bar 3 beat 1.
    await page.keyboard.press('Shift+L');
    await expect(page.getByTestId('loop-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('loop-region')).toHaveAccessibleName('Loop: 3.1–3.2');

    // Metronome and count-in are remembered by the browser.
    await page.getByTestId('metronome-toggle').click();
    await expect(page.getByTestId('metronome-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('count-in').click();
    await page.getByTestId('count-in-2').click();
    await expect(page.getByTestId('count-in')).toHaveAccessibleName('Count-in: 2 bars');

    // Everything is saved.
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
    await page.reload();
    await expect(options(page)).toHaveCount(3);
    await expect(options(page).nth(2)).toHaveText(/^B4, bar 3 beat 1, /);
    await expect(page.getByRole('combobox', { name: 'Key' })).toHaveValue('D Minor');
    await expect(page.getByRole('button', { name: 'Tempo 90 BPM from bar 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Time signature 3/4 from bar 2' })).toBeVisible();
    await expect(page.getByTestId('loop-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('loop-region')).toHaveAccessibleName('Loop: 3.1–3.2');
    await expect(lane).toHaveAttribute('data-points', String(dynamicsPoints));
    await page.getByTestId('lane-select').getByText('Pitch').click();
    await expect(lane).not.toHaveAttribute('data-points', '0');
    await expect(page.getByTestId('metronome-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('count-in')).toHaveAccessibleName('Count-in: 2 bars');

    // Screenshots in three languages.
    const url = page.url();
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['en', 'ko', 'ja']) {
      await page.goto(url.replace('/en/', `/${lang}/`));
      await expect(options(page)).toHaveCount(3, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/lanes-${lang}-1440.png` });
    }
  });

  test('playback wraps round the loop region, and a count-in holds the playhead before it starts', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(300_000);
    await newProject(page, 'Loop');
    // Six quarter notes: three seconds at 120 BPM, into bar 2.
    await drawNotes(page, [
      [0, 67],
      [1, 69],
      [2, 71],
      [3, 72],
      [4, 71],
      [5, 69],
    ]);
    // Loop the first three beats.
    await drag(page, page.getByTestId('loop-row'), [0, 0.5], [3, 0.5]);
    await expect(page.getByTestId('loop-region')).toHaveAccessibleName('Loop: 1.1–1.4');
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
    const bars = page.getByTestId('transport-bars');

    /** The transport's bar.beat sampled in the page every 20 ms over `ms`. */
    const sample = (ms: number) =>
      page.evaluate(async (span) => {
        const seen: string[] = [];
        const element = document.querySelector('[data-testid="transport-bars"]')!;
        const end = performance.now() + span;
        while (performance.now() < end) {
          seen.push(element.textContent ?? '');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return seen;
      }, ms);
    const beatOf = (text: string) => {
      const [bar, beat] = text.split('.').map(Number);
      return (bar! - 1) * 4 + beat!;
    };

    await page.getByTestId('transport-play').click();
    await expect(bars).toHaveText('1.2', { timeout: 15_000 });
    const looped = await sample(4000);
    // Back to the loop's start at least once, never on to bar 2, and still playing (a song that ended
    // would have stopped). The wrap happens on an animation frame: a busy machine may overshoot a little.
    expect(looped.some((text, index) => index > 0 && beatOf(text) < beatOf(looped[index - 1]!))).toBe(true);
    expect(looped.filter((text) => text.startsWith('2.'))).toEqual([]);
    await expect(page.getByTestId('transport-pause')).toBeVisible();
    await page.getByTestId('transport-stop').click();

    // Two bars of count-in at 40 BPM (12 s): once the clock has started, the playhead waits, then moves.
    await page.getByRole('button', { name: 'Tempo 120 BPM from bar 1' }).click();
    await page.getByTestId('tempo-editor').getByLabel('Tempo (BPM)').fill('40');
    await page.getByTestId('tempo-editor').getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Tempo 40 BPM from bar 1' })).toBeVisible();
    await page.getByTestId('count-in').click();
    await page.getByTestId('count-in-2').click();
    const clockStarts = () => page.evaluate(() => performance.getEntriesByName('voice:play-to-audio').length);
    const before = await clockStarts();
    await page.getByTestId('transport-play').click();
    await expect.poll(clockStarts, { timeout: 15_000 }).toBeGreaterThan(before);
    const counting = await sample(1000);
    expect(new Set(counting).size).toBe(1);
    await expect(bars).not.toHaveText(counting[0]!, { timeout: 30_000 });
    await page.getByTestId('transport-stop').click();
  });
});
