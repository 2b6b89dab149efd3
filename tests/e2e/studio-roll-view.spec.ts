import type { Page } from '@playwright/test';
import { expectSignedIn, signUpByApi, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveProjectWithNotes } from './support/studio';

test.use({ viewport: { width: 1280, height: 720 } });

/** A new account with a saved project whose melody stays within C4–A4 over sixteen bars; answers its id. */
async function songInC4ToA4(page: Page): Promise<string> {
  await signUpByApi(page, { email: uniqueEmail('view'), name: 'View User' });
  await page.goto('/en/landing');
  await expectSignedIn(page);
  const scale = [60, 62, 64, 65, 67, 69];
  const notes = Array.from({ length: 64 }, (_, index) => ({
    id: `n${index}`,
    tick: index * 480,
    duration: 480,
    pitch: scale[index % scale.length]!,
    lyric: '라',
  }));
  return saveProjectWithNotes(page, 'C4 to A4', notes);
}

async function visible(page: Page, what: 'pitches' | 'ticks'): Promise<[number, number]> {
  const range = await page.getByTestId('piano-roll').getAttribute(`data-visible-${what}`);
  const [from, to] = (range ?? '').split('-').map(Number);
  return [from ?? Number.NaN, to ?? Number.NaN];
}

test("the roll opens on the song's notes and pages along with the playhead", async ({ quietConsent: page }) => {
  test.setTimeout(150_000);
  const id = await songInC4ToA4(page);
  await page.goto(`/en/studio/project/${id}`);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(64, { timeout: 30_000 });
  const roll = page.getByTestId('piano-roll');
  await expect(roll).toBeVisible();

  // C4 (60) to A4 (69) are all on screen, with room around them.
  await expect.poll(async () => (await visible(page, 'pitches'))[0]).toBeLessThanOrEqual(60);
  await expect.poll(async () => (await visible(page, 'pitches'))[1]).toBeGreaterThanOrEqual(70);
  await page.screenshot({ path: 'test-results/studio-screens/roll-opens-on-notes-1280.png' });

  // Playback: once the playhead passes the right edge, the next page of the song comes into view.
  const [, firstPageEnd] = await visible(page, 'ticks');
  await page.getByTestId('transport-play').click();
  await expect.poll(async () => (await visible(page, 'ticks'))[0], { timeout: 60_000 }).toBeGreaterThan(0);
  const [from, to] = await visible(page, 'ticks');
  expect(from).toBeGreaterThan(firstPageEnd * 0.8);
  expect(to).toBeGreaterThan(firstPageEnd);
  await page.getByTestId('transport-stop').click();
});
