import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  nextSavedDocument,
  openNewProject,
  ROLL,
  type SavedNote,
  type StudioLanguage,
  studioTexts,
} from './support/studio';

type ExpressionTexts = { editor: { expression: Record<string, string> } };

/** The first note of the project as a save sends it: the next save, or the first that matches `wanted`. */
const nextSavedNote = (page: Page, wanted: (note: SavedNote) => boolean = () => true) =>
  nextSavedDocument(page, (document) => wanted(document.tracks[0]!.notes[0]!)).then(
    (document) => document.tracks[0]!.notes[0]!,
  );

async function drawNote(page: Page) {
  const box = (await page.getByTestId('piano-roll').boundingBox())!;
  await page.mouse.click(box.x + ROLL.keyboard + 12, box.y + ROLL.ruler + 12 * ROLL.row + ROLL.row / 2);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
}

test('a note gets its own vibrato and glide from the expression panel; each change is one undo step', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Vibrato', 'vibrato');
  const panel = page.getByTestId('note-expression');
  await expect(panel).toHaveCount(0);
  await drawNote(page);
  await expect(panel).toContainText('Expression of the selected note');

  let saved = nextSavedNote(page, (note) => note.vibrato !== undefined);
  await panel.getByRole('switch', { name: /Own vibrato/ }).click({ force: true });
  expect((await saved).vibrato).toEqual({ depth: 30, rate: 5.5, delay: 300 });

  saved = nextSavedNote(page, (note) => (note.vibrato as { depth: number } | undefined)?.depth !== 30);
  await panel.getByRole('slider', { name: 'Vibrato depth' }).focus();
  await page.keyboard.press('End');
  expect((await saved).vibrato).toEqual({ depth: 200, rate: 5.5, delay: 300 });
  await expect(panel).toContainText('200 cents');

  saved = nextSavedNote(page, (note) => note.portamento !== undefined);
  await panel.getByRole('switch', { name: /Own glide/ }).click({ force: true });
  expect((await saved).portamento).toBe(80);

  // Undo: the glide goes, then the depth returns to where it was; the singer's own vibrato after that.
  await page.getByTestId('undo').click();
  await expect(panel.getByRole('switch', { name: /Own glide/ })).not.toBeChecked();
  await page.getByTestId('undo').click();
  await expect(panel).toContainText('30 cents');
  saved = nextSavedNote(page, (note) => note.vibrato === undefined);
  await page.getByTestId('undo').click();
  expect(await saved).toMatchObject({ pitch: 72 });
  await expect(panel.getByRole('switch', { name: /Own vibrato/ })).not.toBeChecked();
  await page.screenshot({ path: 'test-results/studio-screens/expression-en-1440.png' });
});

for (const [lang, width] of [
  ['ko', 1440],
  ['ja', 1024],
] as Array<[StudioLanguage, number]>) {
  test(`the expression panel speaks ${lang} and fits at ${width} px`, async ({ quietConsent: page }) => {
    test.setTimeout(90_000);
    const texts = (studioTexts(lang) as unknown as ExpressionTexts).editor.expression;
    await openNewProject(page, 'Vibrato', `vibrato-${lang}`, lang);
    await page.setViewportSize({ width, height: 800 });
    await drawNote(page);
    const panel = page.getByTestId('note-expression');
    await panel.getByRole('switch', { name: texts.ownVibrato }).click({ force: true });
    for (const label of [texts.depth!, texts.rate!, texts.delay!]) {
      await expect(panel.getByRole('slider', { name: label })).toBeVisible();
    }
    await expect(panel).toContainText(texts.title_other!.replace('{{count}}', '1'));
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/studio-screens/expression-${lang}-${width}.png` });
  });
}
