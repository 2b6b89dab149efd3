import type { Page } from '@playwright/test';
import { expectSignedIn, signUpByApi, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  nextSavedDocument,
  openNewProject,
  ROLL,
  rollPixel,
  rollTopPitch,
  saveProjectWithNotes,
  studioTexts,
} from './support/studio';

/** A click on C5 at the start of an empty roll (its top row is C6) draws a note there. */
async function drawNoteAtC5(page: Page): Promise<void> {
  const box = (await page.getByTestId('piano-roll').boundingBox())!;
  await page.mouse.click(
    box.x + ROLL.keyboard + 12,
    box.y + ROLL.ruler + (ROLL.topPitch - 72) * ROLL.row + ROLL.row / 2,
  );
}

const texts = (lang: 'ko' | 'ja') => ({
  shortcuts: studioTexts(lang) as unknown as { editor: { mouse: Record<string, string>; shortcuts: string } },
});

test('the transport shows where the playhead sits when it is moved while stopped, and Stop brings both back', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Bar three', 'transport');
  const roll = page.getByTestId('piano-roll');
  const box = (await roll.boundingBox())!;
  // A click on the roll's ruler at bar 3 (4/4: eight beats in).
  await page.mouse.click(box.x + ROLL.keyboard + 8 * ROLL.beatPx + 4, box.y + ROLL.ruler / 2);
  await expect(page.getByTestId('transport-bars')).toHaveText('3.1');
  await expect(page.getByTestId('transport-clock')).toHaveText('00:04');
  await page.getByTestId('transport-stop').click();
  await expect(page.getByTestId('transport-bars')).toHaveText('1.1');
  await expect(page.getByTestId('transport-clock')).toHaveText('00:00');
});

for (const lang of ['ko', 'ja'] as const) {
  test(`the shortcut sheet and the note menu name mouse actions in the page's language (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    await openNewProject(page, 'Keys', `keys-${lang}`, lang);
    const mouse = texts(lang).shortcuts.editor.mouse;
    // A note drawn on C5 of the empty roll (its top row is C6).
    const roll = page.getByTestId('piano-roll');
    const box = (await roll.boundingBox())!;
    const at = {
      x: box.x + ROLL.keyboard + 12,
      y: box.y + ROLL.ruler + (ROLL.topPitch - 72) * ROLL.row + ROLL.row / 2,
    };
    await page.mouse.click(at.x, at.y);
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await page.getByRole('listbox').focus();
    await page.keyboard.press('?');
    const sheet = page.getByTestId('shortcut-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(`Alt + ${mouse.drag}`);
    await expect(sheet).toContainText(mouse.doubleClick!);
    await expect(sheet).not.toContainText(/Click|Drag|Wheel/);
    await page.screenshot({ path: `test-results/studio-screens/shortcuts-${lang}.png` });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // The note menu: a right click on the note.
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = page.getByTestId('note-menu');
    await expect(menu).toContainText(`Alt+${mouse.click}`);
    await expect(menu).not.toContainText('Click');
  });
}

async function languageBoxFits(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Language' });
  await expect(box).toHaveValue('Japanese');
  const { scroll, client } = await box.evaluate((input) => ({
    scroll: input.scrollWidth,
    client: input.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const width of [1440, 1024]) {
  test(`the track's language box shows its whole name at ${width} px, and the singer box never shows a raw id`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    await openNewProject(page, 'Languages', `language-box-${width}`);
    await page.setViewportSize({ width, height: 900 });
    // Opened again while the character catalogue does not answer: the singer box has no name yet, never the id.
    await page.route('**/api/catalog/characters*', () => undefined);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Singer' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('combobox', { name: 'Singer' })).not.toHaveValue('hodong');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Japanese' }).click();
    await page.keyboard.press('Escape');
    await languageBoxFits(page);
    await page.screenshot({ path: `test-results/studio-screens/track-panel-${width}.png` });
  });
}

test('a notification has a card of its own, and an empty project’s cover shows no melody', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Empty one', 'covers');
  await page.goto('/en/studio');
  const card = page.getByTestId('project-card').first();
  await expect(card).toBeVisible();
  await expect(card.locator('svg rect')).toHaveCount(0);
  // A file that is not a song: refused with a notification, drawn on a card with a background.
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'broken.mid',
      mimeType: 'audio/midi',
      buffer: Buffer.from('not a midi file'),
    });
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const background = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
  await page.screenshot({ path: 'test-results/studio-screens/notification-1440.png' });
});

test("a project's cover draws its own melody: a rising line of notes rises", async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  await signUpByApi(page, { email: uniqueEmail('cover'), name: 'Cover Notes' });
  await page.goto('/en/landing');
  await expectSignedIn(page);
  const pitches = [60, 62, 64, 65, 67, 69, 71, 72];
  const notes = pitches.map((pitch, index) => ({
    id: `rise-${index}`,
    tick: index * 480,
    duration: 480,
    pitch,
    lyric: 'la',
  }));
  await saveProjectWithNotes(page, 'Rising', notes);
  await page.goto('/en/studio');
  const card = page.getByTestId('project-card').filter({ hasText: 'Rising' });
  const rects = card.locator('svg rect');
  await expect(rects).toHaveCount(pitches.length);
  const ys = await rects.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('y'))));
  // Each note higher than the one before: drawn further up the cover.
  for (let index = 1; index < ys.length; index += 1) expect(ys[index]).toBeLessThan(ys[index - 1]!);
  await page.screenshot({ path: 'test-results/studio-screens/cover-1440.png' });
});

test('a rename is a step of the undo history: Undo brings the old title back and keeps the notes', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Before', 'rename-undo');
  await drawNoteAtC5(page);
  const notes = page.getByRole('listbox').getByRole('option');
  await expect(notes).toHaveCount(1);
  const title = page.getByTestId('project-title-input');
  await title.fill('After');
  await title.press('Enter');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  const undo = page.getByRole('button', { name: 'Undo (Ctrl+Z)' });
  await undo.click();
  await expect(title).toHaveValue('Before');
  await expect(notes).toHaveCount(1);
  await undo.click();
  await expect(notes).toHaveCount(0);
  await expect(title).toHaveValue('Before');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await expect(title).toHaveValue('Before');
});

test('Shift+Right and Shift+Left change a note’s length by the snap; Right alone still moves it', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Lengths', 'note-length');
  await drawNoteAtC5(page);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await page.getByRole('listbox').focus();
  const saved = () => nextSavedDocument(page).then((document) => document.tracks[0]!.notes[0]!);
  let next = saved();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  expect(await next).toMatchObject({ tick: 0, duration: 3 * 480 });
  next = saved();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowRight');
  expect(await next).toMatchObject({ tick: 480, duration: 2 * 480 });
});

test('a drag on empty space draws a note as long as the drag, one undo step; Shift+drag selects with a rectangle', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Drawn', 'drag-draw');
  const box = (await page.getByTestId('piano-roll').boundingBox())!;
  const rowY = (pitch: number) => box.y + ROLL.ruler + (ROLL.topPitch - pitch) * ROLL.row + ROLL.row / 2;
  const beatX = (beat: number) => box.x + ROLL.keyboard + beat * ROLL.beatPx;
  const saved = () => nextSavedDocument(page).then((document) => document.tracks[0]!.notes);
  const next = saved();
  // From the start of beat 1 to past the middle of beat 3 on C5: a note three beats long.
  await page.mouse.move(beatX(0.1), rowY(72));
  await page.mouse.down();
  await page.mouse.move(beatX(1.5), rowY(72), { steps: 4 });
  await page.mouse.move(beatX(2.8), rowY(72), { steps: 4 });
  await page.mouse.up();
  expect(await next).toEqual([expect.objectContaining({ tick: 0, duration: 3 * 480, pitch: 72 })]);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);

  // A second note by a click, then Shift+drag round both selects them (and draws nothing).
  await page.mouse.click(beatX(4.2), rowY(71));
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await page.keyboard.down('Shift');
  await page.mouse.move(beatX(5.6), rowY(69));
  await page.mouse.down();
  await page.mouse.move(beatX(2), rowY(72) - ROLL.row, { steps: 4 });
  await page.mouse.move(beatX(0.05), rowY(73), { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByRole('listbox').getByRole('option', { selected: true })).toHaveCount(2);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);

  // One undo takes the drawn note back whole (the click's note goes first).
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
});

test("while one track is edited, the other tracks' notes show faintly in the roll", async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  await signUpByApi(page, { email: uniqueEmail('ghosts'), name: 'Ghost Notes' });
  await page.goto('/en/landing');
  await expectSignedIn(page);
  const notes = [0, 1, 2, 3].map((index) => ({
    id: `n${index}`,
    tick: index * 480,
    duration: 480,
    pitch: 64,
    lyric: 'la',
  }));
  const id = await saveProjectWithNotes(page, 'Two parts', notes);
  await page.goto(`/en/studio/project/${id}`);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(4, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Add track' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
  const roll = page.getByTestId('piano-roll');
  const top = await rollTopPitch(roll);
  /** The roll's colour at a beat and a pitch. */
  const colourAt = (beat: number, pitch: number) =>
    rollPixel(roll, ROLL.keyboard + beat * ROLL.beatPx, ROLL.ruler + (top - pitch) * ROLL.row + ROLL.row / 2);
  // E4 under the first track's notes differs from the empty F4 row above it (both white rows in C major).
  await expect.poll(async () => (await colourAt(1.5, 64)) !== (await colourAt(1.5, 65))).toBe(true);
  expect(await colourAt(5.5, 64)).toBe(await colourAt(5.5, 65));
});

test("the keys of the song's scale are marked on the keyboard, minor keys included", async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  await signUpByApi(page, { email: uniqueEmail('scale-keys'), name: 'Scale Keys' });
  await page.goto('/en/landing');
  await expectSignedIn(page);
  const notes = [0, 1].map((index) => ({ id: `n${index}`, tick: index * 480, duration: 480, pitch: 64, lyric: 'la' }));
  // E minor: F# and D are in it, G# and C# are not.
  const id = await saveProjectWithNotes(page, 'E minor', notes, { key: { tonic: 4, scale: 'minor' } });
  await page.goto(`/en/studio/project/${id}`);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2, { timeout: 30_000 });
  const roll = page.getByTestId('piano-roll');
  const top = await rollTopPitch(roll);
  /** The colour near the end of a key (black keys end at 62 % of the keyboard). */
  const keyEnd = (pitch: number, black: boolean) =>
    rollPixel(
      roll,
      (black ? ROLL.keyboard * 0.62 : ROLL.keyboard) - 3,
      ROLL.ruler + (top - pitch) * ROLL.row + ROLL.row / 2,
    );
  await expect.poll(() => keyEnd(66, true)).not.toBe(''); // drawn
  expect(await keyEnd(66, true)).not.toBe(await keyEnd(68, true)); // F#4 marked, G#4 not
  expect(await keyEnd(61, true)).toBe(await keyEnd(68, true)); // C#4 unmarked like G#4
  expect(await keyEnd(62, false)).not.toBe(await keyEnd(65, false)); // D4 marked, F4 not
  await roll.screenshot({ path: 'test-results/studio-screens/scale-keys-e-minor.png' });
});

test('each track has volume and pan controls that the song keeps', async ({ quietConsent: page }) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Mix', 'track-mix');
  const volume = page.getByRole('slider', { name: 'Volume' });
  const pan = page.getByRole('slider', { name: 'Pan' });
  await expect(volume).toHaveAttribute('aria-valuetext', '0 dB');
  await expect(pan).toHaveAttribute('aria-valuetext', 'Centre');
  const saved = nextSavedDocument(page, (document) => document.tracks[0]!.pan === 1);
  await volume.focus();
  // Four presses at a person's pace: each step shows before the next key.
  for (const step of ['-0.5 dB', '-1 dB', '-1.5 dB', '-2 dB']) {
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveAttribute('aria-valuetext', step);
  }
  await pan.focus();
  await page.keyboard.press('End');
  await expect(pan).toHaveAttribute('aria-valuetext', 'Right 100');
  const track = (await saved).tracks[0]!;
  expect(track).toMatchObject({ gainDb: -2, pan: 1 });
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.screenshot({ path: 'test-results/studio-screens/track-mix-1024.png' });
});
