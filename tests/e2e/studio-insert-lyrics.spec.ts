import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage, studioTexts } from './support/studio';

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Notes one after another from the keyboard: N, then Insert for each next one. */
async function drawNotes(page: Page, count: number): Promise<void> {
  await page.getByRole('listbox').focus();
  await page.keyboard.press('n');
  for (let index = 1; index < count; index += 1) await page.keyboard.press('Insert');
  await expect(options(page)).toHaveCount(count);
}

async function insertLyrics(page: Page, lang: StudioLanguage, line: string) {
  const text = studioTexts(lang);
  await page.getByRole('listbox').focus();
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: text.editor.insertLyrics }).click();
  const dialog = page.getByRole('dialog', { name: text.editor.insertLyrics });
  await dialog.getByRole('textbox').fill(line);
  return dialog;
}

test('English lyrics are cut into syllables, one per note, with the word going on marked; what does not fit is named', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Twinkle', 'syllables');
  await drawNotes(page, 7);
  const dialog = await insertLyrics(page, 'en', 'Twinkle, twinkle, little star, how I wonder');
  await expect(dialog.getByTestId('insert-lyrics-preview')).toHaveText(
    '11 syllables: Twin- · kle · twin- · kle · lit- · tle · star',
  );
  await expect(dialog.getByTestId('insert-lyrics-leftover')).toHaveText(
    '4 syllables do not fit on the 7 selected notes and will not be placed: “how I won- der”. Select more notes to place them.',
  );
  await page.screenshot({ path: 'test-results/studio-screens/insert-lyrics-en-1440.png' });
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
  const lyrics = await options(page).evaluateAll((items) => items.map((item) => item.textContent?.split(', ').at(-1)));
  expect(lyrics).toEqual(['Twin-', 'kle', 'twin-', 'kle', 'lit-', 'tle', 'star']);
  // Sung as words: no note is flagged as unknown.
  await expect(
    options(page)
      .filter({ hasText: /kle|tle/ })
      .first(),
  ).toBeVisible();
  for (const name of await options(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  )) {
    expect(name).not.toMatch(/not in the dictionary/);
  }
});

test('syllables typed a note each ("twin", "kle") are read as the word, not flagged unknown', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Typed', 'typed-syllables');
  await drawNotes(page, 3);
  await page.getByRole('listbox').focus();
  // The last drawn note is selected: back to the first, then type a lyric per note (Tab to the next).
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('Enter');
  const lyric = page.getByTestId('lyric-input');
  for (const [index, word] of ['twin', 'kle', 'zorbly'].entries()) {
    await lyric.fill(word);
    await page.keyboard.press(index < 2 ? 'Tab' : 'Enter');
  }
  // The made-up word is flagged (the reading has arrived); the typed syllable is not.
  await expect(options(page).nth(2)).toHaveAccessibleName(/“zorbly” is not in the dictionary/);
  await expect(options(page).nth(1)).not.toHaveAccessibleName(/not in the dictionary/);
  await expect(options(page).nth(1)).toHaveText(/, kle$/);
});

for (const [lang, line, fits, rest] of [
  [
    'ko',
    '반짝반짝 작은 별',
    '음절 7개: 반 · 짝 · 반',
    '음절 4개는 선택한 노트 3개에 들어가지 않아 넣지 않아요: “짝 작 은 별”.',
  ],
  [
    'ja',
    'きらきらひかる',
    '7 音節： き · ら · き',
    '4 音節は選択した 3 個のノートに入りきらず、配置されません：「ら ひ か る」。',
  ],
] as const) {
  test(`Insert lyrics names the syllables that do not fit (${lang})`, async ({ quietConsent: page }) => {
    test.setTimeout(90_000);
    await openNewProject(page, 'Leftover', `leftover-${lang}`, lang);
    await drawNotes(page, 3);
    const dialog = await insertLyrics(page, lang, line);
    await expect(dialog.getByTestId('insert-lyrics-preview')).toHaveText(fits);
    await expect(dialog.getByTestId('insert-lyrics-leftover')).toContainText(rest);
    await page.screenshot({ path: `test-results/studio-screens/insert-lyrics-${lang}-1440.png` });
  });
}
