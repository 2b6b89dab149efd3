import { expect, test } from './support/fixtures';
import { openNewProject, type StudioLanguage, studioTexts } from './support/studio';

const DEFAULT_LYRIC: Record<StudioLanguage, RegExp> = { en: /, la$/, ko: /, 라$/, ja: /、ら$/ };
/** The free character's demo in each language, by its title there. */
const FREE_DEMO: Record<StudioLanguage, string> = { en: 'Morning Light', ko: '아침 햇살', ja: 'きょうも朝が来た' };

for (const lang of ['en', 'ko', 'ja'] as const) {
  test(`a new project sings in the interface's language, and the free singer's demo in it comes first (${lang})`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    const text = studioTexts(lang);
    await openNewProject(page, `Mine ${lang}`, `language-${lang}`, lang);
    await expect(page.getByRole('combobox', { name: text.editor.language })).toHaveValue(text.languages[lang]);
    // A note drawn from the keyboard gets the language's placeholder syllable.
    await page.getByRole('listbox').focus();
    await page.keyboard.press('n');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(DEFAULT_LYRIC[lang]);

    // The demos: the one in this language that the basic plan sings is first and open to use.
    await page.goto(`/${lang}/studio`);
    await page.getByRole('button', { name: text.browser.demo }).first().click();
    const demos = page.getByRole('dialog', { name: text.templates.title });
    const first = demos.getByTestId('template').first();
    await expect(first).toContainText(FREE_DEMO[lang]);
    await expect(first.getByRole('button', { name: text.templates.use })).toBeEnabled();
    await page.screenshot({ path: `test-results/studio-screens/demos-${lang}-1440.png` });
  });
}

test('Latin lyrics on a Korean track are sung in English, not cut to a Korean reading', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, '별', 'latin-on-korean', 'ko');
  await page.getByRole('listbox').focus();
  await page.keyboard.press('n');
  await page.keyboard.press('Enter');
  await page.getByTestId('lyric-input').fill('star');
  await page.keyboard.press('Enter');
  const note = page.getByRole('listbox').getByRole('option').first();
  await expect(note).toHaveText(/, star$/);
  await note.click();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByTestId('phoneme-input')).toHaveAttribute('placeholder', 's t ɑ ɹ');
});
