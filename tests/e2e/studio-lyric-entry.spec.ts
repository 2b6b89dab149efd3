import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage, studioTexts } from './support/studio';

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Two notes added with the keyboard from the note list, the first one selected. */
async function twoNotes(page: Page): Promise<void> {
  await page.getByRole('listbox').focus();
  await page.keyboard.press('n');
  await expect(options(page)).toHaveCount(1);
  await page.keyboard.press('n');
  await expect(options(page)).toHaveCount(2);
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
}

const cases: { lang: StudioLanguage; first: string; second: string }[] = [
  { lang: 'en', first: 'one', second: 'two' },
  { lang: 'ja', first: 'さ', second: 'き' },
];

test.describe('typing lyrics note after note', () => {
  for (const { lang, first, second } of cases) {
    test(`after Tab the next note's lyric is selected, so typing replaces it (${lang})`, async ({
      quietConsent: page,
    }) => {
      test.setTimeout(120_000);
      await openNewProject(page, 'Lyric entry', 'lyrics', lang);
      await twoNotes(page);
      const defaultLyric = (await options(page).nth(1).textContent())?.split(/[,、]\s*/).at(-1) ?? '';
      expect(defaultLyric).not.toBe('');

      await page.keyboard.press('Enter');
      const lyric = page.getByRole('textbox', { name: studioTexts(lang).editor.lyricLabel });
      await expect(lyric).toBeFocused();
      await page.keyboard.type(first);
      await page.keyboard.press('Tab');
      await expect(lyric).toHaveValue(defaultLyric);
      await page.keyboard.type(second);
      await expect(lyric).toHaveValue(second);
      await page.keyboard.press('Enter');
      await expect(lyric).toHaveCount(0);

      await expect(options(page).nth(0)).toHaveText(new RegExp(`[,、]\\s*${first}$`));
      await expect(options(page).nth(1)).toHaveText(new RegExp(`[,、]\\s*${second}$`));
    });
  }
});
