import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { importFile } from '../../shared/studio/formats';
import { expect, test } from './support/fixtures';
import { openNewProject, ROLL, rollTopPitch } from './support/studio';

const SHOTS = 'test-results/studio-screens';
const { keyboard: KEYBOARD, ruler: RULER, row: ROW, beatPx: BEAT_PX } = ROLL;

// Tall enough that the roll, under the song bar, strip and curve lane, shows C4 at its initial scroll.
test.use({ viewport: { width: 1440, height: 1000 } });

async function newProject(page: Page, title: string): Promise<void> {
  await openNewProject(page, title, 'editor');
}

/** A point inside the roll at a beat (0-based, from the song's start) and a pitch. */
async function rollPoint(roll: Locator, beat: number, pitch: number): Promise<{ x: number; y: number }> {
  const box = (await roll.boundingBox())!;
  return {
    x: box.x + KEYBOARD + beat * BEAT_PX + 12,
    y: box.y + RULER + ((await rollTopPitch(roll)) - pitch) * ROW + ROW / 2,
  };
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function noteNames(page: Page): Promise<string[]> {
  return options(page).allTextContents();
}

test.describe('the piano-roll editor', () => {
  test('draw notes, type lyrics across them, undo and redo, export MIDI, and find it all after a reload', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(120_000);
    await newProject(page, 'Do Re Mi');
    const roll = page.getByTestId('piano-roll');
    await expect(roll).toBeVisible();

    for (const [beat, pitch] of [
      [0, 60],
      [1, 62],
      [2, 64],
    ] as const) {
      const at = await rollPoint(roll, beat, pitch);
      await page.mouse.click(at.x, at.y);
    }
    await expect(options(page)).toHaveCount(3);
    await expect(options(page).nth(0)).toHaveText(/^C4, bar 1 beat 1, /);
    await expect(options(page).nth(1)).toHaveText(/^D4, bar 1 beat 2, /);
    await expect(options(page).nth(2)).toHaveText(/^E4, bar 1 beat 3, /);
    // The last drawn note is selected.
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');

    // Lyrics: double-click the first note, then Tab from note to note with the field open.
    const first = await rollPoint(roll, 0, 60);
    await page.mouse.dblclick(first.x + 10, first.y);
    const lyric = page.getByTestId('lyric-input');
    await expect(lyric).toBeFocused();
    await lyric.fill('do');
    await lyric.press('Tab');
    await expect(lyric).toBeFocused();
    await lyric.fill('re');
    await lyric.press('Tab');
    await lyric.fill('mi');
    await lyric.press('Enter');
    await expect(lyric).toHaveCount(0);
    await expect
      .poll(() => noteNames(page))
      .toEqual(['C4, bar 1 beat 1, do', 'D4, bar 1 beat 2, re', 'E4, bar 1 beat 3, mi']);

    // Drag the second note up a whole tone: one undoable step.
    const second = await rollPoint(roll, 1, 62);
    await page.mouse.move(second.x + 20, second.y);
    await page.mouse.down();
    await page.mouse.move(second.x + 22, second.y - ROW, { steps: 3 });
    await page.mouse.move(second.x + 22, second.y - 2 * ROW, { steps: 3 });
    await page.mouse.up();
    await expect(options(page).nth(1)).toHaveText('E4, bar 1 beat 2, re');

    // Undo and redo with the keyboard and the buttons.
    await page.keyboard.press('Control+z');
    await expect(options(page).nth(1)).toHaveText('D4, bar 1 beat 2, re');
    await page.keyboard.press('Control+z');
    await expect(options(page).nth(2)).not.toHaveText(/, mi$/);
    await page.keyboard.press('Control+Shift+z');
    await expect(options(page).nth(2)).toHaveText('E4, bar 1 beat 3, mi');
    await page.getByTestId('redo').click();
    await expect(options(page).nth(1)).toHaveText('E4, bar 1 beat 2, re');
    await page.getByTestId('undo').click();
    await expect(options(page).nth(1)).toHaveText('D4, bar 1 beat 2, re');

    // The transport (tests/e2e/studio-voice.spec.ts plays through it) sits in the editor's toolbar.
    await expect(page.getByRole('toolbar').getByTestId('transport-bars')).toHaveText('1.1');

    // Export MIDI and read it back with the studio's own importer.
    await page.getByTestId('export-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-midi').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Do Re Mi.mid');
    const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
    const song = importFile('song.mid', bytes);
    const notes = song.tracks.flatMap((track) => track.notes);
    expect(notes.map((note) => note.pitch)).toEqual([60, 62, 64]);
    expect(notes.map((note) => note.lyric)).toEqual(['do', 're', 'mi']);

    // Autosave, then everything is there after a reload.
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
    await page.reload();
    await expect(options(page)).toHaveCount(3);
    expect(await noteNames(page)).toEqual(['C4, bar 1 beat 1, do', 'D4, bar 1 beat 2, re', 'E4, bar 1 beat 3, mi']);
  });

  test('a short phrase entered with the keyboard only, checked through the note list', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    await newProject(page, 'Keyboard song');
    const list = page.getByRole('listbox');
    await list.focus();
    await page.keyboard.press('n');
    await expect(options(page)).toHaveCount(1);
    await expect(options(page).nth(0)).toHaveText(/^C4, bar 1 beat 1, /);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.keyboard.type('so');
    await page.keyboard.press('Enter');
    await list.focus();
    await page.keyboard.press('Insert');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('n');
    await page.keyboard.press('ArrowRight');
    // The note list follows the edits a moment after the roll draws them.
    await expect
      .poll(() => noteNames(page))
      .toEqual([
        'D4, bar 1 beat 1, so',
        expect.stringMatching(/^C#5, bar 1 beat 2, /),
        expect.stringMatching(/^C#5, bar 1 beat 4, /),
      ]);
    // The focused note is the selected one; Alt+Left goes back to the one before.
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
    await page.keyboard.press('Delete');
    await expect(options(page)).toHaveCount(2);
    await page.keyboard.press('Control+z');
    await expect(options(page)).toHaveCount(3);
    await page.keyboard.press('?');
    await expect(page.getByTestId('shortcut-sheet')).toBeVisible();
  });

  for (const [lang, first, second] of [
    ['ko', 'D4, 1마디 1박, 소', /^D4, 1마디 2박, /],
    ['ja', 'D4、1小節 1拍、そ', /^D4、1小節 2拍、/],
  ] as const) {
    test(`${lang}: notes and a lyric entered with the keyboard, undo and redo, in the page's language`, async ({
      quietConsent: page,
    }) => {
      test.setTimeout(90_000);
      await newProject(page, `Keyboard ${lang}`);
      await page.goto(page.url().replace('/en/', `/${lang}/`));
      const list = page.getByRole('listbox');
      await list.focus();
      await page.keyboard.press('n');
      await expect(options(page)).toHaveCount(1);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.getByTestId('lyric-input').fill(lang === 'ko' ? '소' : 'そ');
      await page.keyboard.press('Enter');
      await expect(options(page).nth(0)).toHaveText(first);
      await list.focus();
      await page.keyboard.press('Insert');
      await expect(options(page)).toHaveCount(2);
      await expect(options(page).nth(1)).toHaveText(second);
      await page.keyboard.press('Control+z');
      await expect(options(page)).toHaveCount(1);
      await page.keyboard.press('Control+Shift+z');
      await expect(options(page)).toHaveCount(2);
      await page.keyboard.press('?');
      await expect(page.getByTestId('shortcut-sheet')).toBeVisible();
    });
  }

  test('screenshots of the editor in en, ko and ja', async ({ quietConsent: page }) => {
    test.setTimeout(120_000);
    await newProject(page, 'Twinkle');
    const roll = page.getByTestId('piano-roll');
    const melody = [60, 60, 67, 67, 69, 69, 67];
    for (const [beat, pitch] of melody.entries()) {
      const at = await rollPoint(roll, beat, pitch);
      await page.mouse.click(at.x, at.y);
    }
    await page.getByRole('listbox').focus();
    await page.keyboard.press('Control+a');
    await page.getByRole('button', { name: 'Insert lyrics' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('twin kle twin kle lit tle star');
    await page.getByRole('dialog').getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(options(page).nth(6)).toHaveText('G4, bar 2 beat 3, star');
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
    const url = page.url();
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['en', 'ko', 'ja']) {
      await page.goto(url.replace('/en/', `/${lang}/`));
      await expect(options(page)).toHaveCount(7);
      await page.getByRole('listbox').focus();
      await page.keyboard.press('Alt+ArrowRight');
      await page.keyboard.press('Alt+ArrowRight');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/editor-${lang}-1440.png` });
    }
  });
});
