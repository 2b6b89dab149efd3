import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectSignedIn, signUpByApi, uniqueEmail } from './auth';
import { checkOutCart } from './commerce';
import { expect } from './fixtures';
import { createProjectFromBrowser, nextSavedDocument, type StudioLanguage } from './studio';

type ToolTexts = {
  open: string;
  toMidi: { title: string; chooseFile: string; trackName: string; added_other: string };
  record: { start: string; stop: string };
  perk: { voice_to_midi: { title: string }; seePlans: string };
  errors: { AUDIO_UNREADABLE: string };
};

export const toolTexts = (lang: StudioLanguage): ToolTexts =>
  JSON.parse(fs.readFileSync(`renderer/src/i18n/locales/${lang}/studio-voice-tools.json`, 'utf8')) as ToolTexts;

/** A new account that subscribes to Artist through the built-in checkout, then opens a new project. */
export async function openProjectAsArtist(page: Page, title: string, lang: StudioLanguage): Promise<void> {
  await signUpByApi(page, { email: uniqueEmail('artist'), name: 'Artist Singer' });
  await page.goto('/en/pricing');
  await expectSignedIn(page);
  await expect(page.getByTestId('plan-button-basic')).toHaveText('Your Current Plan', { timeout: 20_000 });
  await page.getByTestId('plan-button-pro').click();
  await page.waitForURL(/\/en\/pricing\/store\/cart$/);
  await checkOutCart(page);
  // The plan page reads the user's plan afresh: the studio opens on a settled Artist account.
  await page.goto('/en/my-page/plan');
  await expect(page.getByTestId('plan-name')).toHaveText('Artist', { timeout: 20_000 });
  await page.goto(`/${lang}/studio`);
  await createProjectFromBrowser(page, title, lang);
}

/** The melody track as the next save sends it (the new track is the second): its name and pitches. */
export function savedMelody(page: Page): Promise<{ name: string; pitches: number[] }> {
  return nextSavedDocument(page, (document) => document.tracks.length === 2).then((document) => {
    const track = document.tracks[1] as (typeof document.tracks)[number] & { name: string };
    return { name: track.name, pitches: track.notes.map((note) => note.pitch) };
  });
}
