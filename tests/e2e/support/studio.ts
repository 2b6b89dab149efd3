import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signUpByApi, uniqueEmail } from './auth';

/** The roll's initial viewport (renderer/src/studio/editor/viewport.ts): the top row is pitch 84. */
export const ROLL = { keyboard: 64, ruler: 28, row: 18, topPitch: 84, beatPx: 480 * 0.16 } as const;

/**
 * A new account (made through the API: signing up through the provider's pages has specs of its
 * own) creates a blank project from the English studio page; the editor opens.
 */
export async function openNewProject(page: Page, title: string, who: string): Promise<void> {
  await signUpByApi(page, { email: uniqueEmail(who), name: `${who.charAt(0).toUpperCase()}${who.slice(1)} User` });
  await page.goto('/en/landing');
  await expectSignedIn(page);
  await page.goto('/en/studio');
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
}
