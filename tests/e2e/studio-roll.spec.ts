import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ProjectDocument } from '../../shared/studio/document';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements } from './support/commerce';
import { expect, test } from './support/fixtures';
import { ROLL, rollTopPitch, saveProjectWithNotes } from './support/studio';

const API = '/api/auth/v2';
const SHOTS = 'test-results/studio-screens';
const { keyboard: KEYBOARD, ruler: RULER, row: ROW, beatPx: BEAT_PX } = ROLL;

// Tall enough that the roll, under the song bar, strip and curve lane, shows C4 at its initial scroll.
test.use({ viewport: { width: 1440, height: 1000 } });

/** A new account (its plan has Hodong, range C3–A4, singing Korean) with a new project open; answers the API token. */
async function newProject(page: Page, title: string): Promise<{ authorization: string; id: string }> {
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('roll'), name: 'Roll User' });
  await acceptAgreements(page);
  await expectSignedIn(page);
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes(`${API}/project-counts`) && Boolean(candidate.headers().authorization),
  );
  await page.goto('/en/studio');
  const authorization = (await request).headers().authorization!;
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  // The first load of the studio's chunk and the project can be slow on a busy machine.
  await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 });
  return { authorization, id: page.url().split('/').at(-1)! };
}

async function savedDocument(page: Page, authorization: string, id: string): Promise<ProjectDocument> {
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  const loaded = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
  expect(loaded.status()).toBe(200);
  return ((await loaded.json()) as { data: { document: ProjectDocument } }).data.document;
}

/** A point inside the roll at a beat (0-based, fractional) and a pitch. */
async function rollPoint(roll: Locator, beat: number, pitch: number): Promise<{ x: number; y: number }> {
  const box = (await roll.boundingBox())!;
  return {
    x: box.x + KEYBOARD + beat * BEAT_PX,
    y: box.y + RULER + ((await rollTopPitch(roll)) - pitch) * ROW + ROW / 2,
  };
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const notesOf = (doc: ProjectDocument) =>
  doc.tracks[0]!.notes.map((note) => ({
    tick: note.tick,
    duration: note.duration,
    pitch: note.pitch,
    lyric: note.lyric,
  }));

test('split, merge, quantize, phoneme override and range marks in the piano roll', async ({ quietConsent: page }) => {
  test.setTimeout(150_000);
  const { authorization, id } = await newProject(page, 'Roll tools');
  const roll = page.getByTestId('piano-roll');
  const list = page.getByRole('listbox');

  // One quarter note on C4 at the first beat, then S halves it (the playhead is not inside it).
  let at = await rollPoint(roll, 0.2, 60);
  await page.mouse.click(at.x, at.y);
  await expect(options(page)).toHaveCount(1);
  await page.keyboard.press('s');
  await expect(options(page)).toHaveCount(2);
  await expect(options(page).nth(1)).toHaveText('C4, bar 1 beat 1, +');
  expect(notesOf(await savedDocument(page, authorization, id))).toEqual([
    { tick: 0, duration: 240, pitch: 60, lyric: 'la' },
    { tick: 240, duration: 240, pitch: 60, lyric: '+' },
  ]);

  // Both halves are selected: J merges them back into the first.
  await page.keyboard.press('j');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).nth(0)).toHaveText('C4, bar 1 beat 1, la');

  // The knife: Alt+click at three quarters of the note cuts it there (the 1/4 snap would fall on its end).
  at = await rollPoint(roll, 0.75, 60);
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Alt');
  await page.mouse.click(at.x, at.y);
  await page.keyboard.up('Alt');
  await expect(options(page)).toHaveCount(2);
  expect(notesOf(await savedDocument(page, authorization, id)).map((note) => note.duration)).toEqual([360, 120]);

  // The toolbar's Merge joins the selection again.
  await list.focus();
  await page.keyboard.press('Control+a');
  await page.getByTestId('tool-merge').click();
  await expect(options(page)).toHaveCount(1);

  // Quantize: a note drawn off the grid with the snap off moves onto the beat with Q.
  await page.getByTestId('snap-select').click();
  await page.getByRole('option', { name: 'Off' }).click();
  at = await rollPoint(roll, 2.7, 62);
  await page.mouse.click(at.x, at.y);
  await expect(options(page).nth(1)).toHaveText(/^D4, bar 1 beat 3, /);
  await page.getByTestId('snap-select').click();
  await page.getByRole('option', { name: '1/4', exact: true }).click();
  await list.focus();
  await page.keyboard.press('q');
  await expect(options(page).nth(1)).toHaveText(/^D4, bar 1 beat 4, /);
  expect(notesOf(await savedDocument(page, authorization, id))[1]).toMatchObject({ tick: 1440, pitch: 62 });

  // Phonemes: Shift+Enter opens the field under the note, with the automatic reading as its placeholder.
  await options(page).nth(0).click();
  await page.keyboard.press('Shift+Enter');
  const phonemes = page.getByTestId('phoneme-input');
  await expect(phonemes).toBeFocused();
  await expect(phonemes).toHaveAttribute('placeholder', /l/);
  // A token the voice does not know is refused with a message; the field stays open.
  await phonemes.fill('s qq');
  await phonemes.press('Enter');
  await expect(page.getByTestId('phoneme-editor').getByRole('alert')).toHaveText(
    '“qq” is not a phoneme the voice knows.',
  );
  await phonemes.fill('s a');
  await phonemes.press('Enter');
  await expect(phonemes).toHaveCount(0);
  expect((await savedDocument(page, authorization, id)).tracks[0]!.notes[0]!.phonemes).toBe('s a');

  // Out of range: C5 is above Hodong's range; the note list names it, the roll explains it on hover.
  at = await rollPoint(roll, 4.3, 72);
  await page.mouse.click(at.x, at.y);
  await expect(options(page)).toHaveCount(3);
  await expect(options(page).nth(2)).toHaveAccessibleName(/^C5, bar 2 beat 1, la\. Above .+'s range \(C3–A4\)/);
  await expect(options(page).nth(0)).toHaveAccessibleName('C4, bar 1 beat 1, la');
  await page.mouse.move(at.x + 10, at.y);
  await expect(page.getByTestId('roll-tooltip')).toContainText('range (C3–A4)');

  // A lyric no phonemizer can read is flagged too.
  await options(page).nth(1).click();
  await page.keyboard.press('Enter');
  await page.getByTestId('lyric-input').fill('1');
  await page.getByTestId('lyric-input').press('Enter');
  await expect(options(page).nth(1)).toHaveAccessibleName(/“1” cannot be read in this track's language/);

  // The right-click menu: the first note's phonemes back to automatic.
  const first = await rollPoint(roll, 0.2, 60);
  await page.mouse.click(first.x, first.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Automatic phonemes' }).click();
  await expect
    .poll(async () => (await savedDocument(page, authorization, id)).tracks[0]!.notes[0]!.phonemes)
    .toBeUndefined();

  // Everything is saved: after a reload the notes and marks are back.
  await page.reload();
  await expect(options(page)).toHaveCount(3, { timeout: 30_000 });
  expect(await options(page).allTextContents()).toEqual([
    'C4, bar 1 beat 1, la',
    'D4, bar 1 beat 4, 1',
    'C5, bar 2 beat 1, la',
  ]);
  await expect(options(page).nth(2)).toHaveAccessibleName(/Above .+'s range \(C3–A4\)/);
});

test('a Hangul lyric on an English track is sung in Korean: its phonemes show as Korean and the note says so', async ({
  quietConsent: page,
}) => {
  test.setTimeout(120_000);
  // Made from the English interface, the project's track sings in English.
  await newProject(page, 'Script');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
  const roll = page.getByTestId('piano-roll');
  const at = await rollPoint(roll, 0.2, 60);
  await page.mouse.click(at.x, at.y);
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).nth(0)).toHaveText('C4, bar 1 beat 1, la');
  await page.getByRole('listbox').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('lyric-input').fill('라');
  await page.keyboard.press('Enter');
  await expect(options(page).nth(0)).toHaveAccessibleName(
    /^C4, bar 1 beat 1, 라\. “라” is in Hangul, not this track's language: it is sung in Korean\./,
  );
  await options(page).nth(0).click();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByTestId('phoneme-input')).toHaveAttribute('placeholder', 'ɾ a');
});

test('screenshots of the roll tools in en, ko and ja', async ({ quietConsent: page }) => {
  test.setTimeout(150_000);
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('roll'), name: 'Roll User' });
  await acceptAgreements(page);
  await expectSignedIn(page);
  const melody: Array<[number, number, number, string, string?]> = [
    [0, 480, 60, '반'],
    [480, 480, 62, '짝'],
    [960, 480, 64, '반'],
    [1440, 480, 65, '짝'],
    [1920, 960, 67, '작'],
    [2880, 480, 69, '은'],
    [3360, 480, 72, '별'],
    [3840, 960, 67, 'x'],
    [4800, 480, 64, '아', 's a'],
    [5280, 960, 62, '+'],
    [6240, 480, 60, '름'],
    [6720, 1200, 60, '다'],
  ];
  const id = await saveProjectWithNotes(
    page,
    'Roll screens',
    melody.map(([tick, duration, pitch, lyric, phonemes], index) => ({
      id: `n${index}`,
      tick,
      duration,
      pitch,
      lyric,
      ...(phonemes ? { phonemes } : {}),
    })),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'ko', 'ja']) {
    await page.goto(`/${lang}/studio/project/${id}`);
    await expect(options(page)).toHaveCount(melody.length, { timeout: 30_000 });
    // The marked notes are named in the list once the phonemizer has read the lyrics.
    await expect(page.locator("[role='option'][data-marked]")).toHaveCount(2, { timeout: 20_000 });
    const roll = page.getByTestId('piano-roll');
    const high = await rollPoint(roll, 7.2, 72);
    await page.mouse.move(high.x, high.y);
    await expect(page.getByTestId('roll-tooltip')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/roll-${lang}-1440.png` });
    await page.mouse.click(high.x, high.y, { button: 'right' });
    await expect(page.getByTestId('note-menu')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/roll-menu-${lang}-1440.png` });
    await page.keyboard.press('Escape');
  }
});
