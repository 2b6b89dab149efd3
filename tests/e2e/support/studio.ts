import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './auth';
import { acceptAgreements } from './commerce';

/** The roll's initial viewport (renderer/src/studio/editor/viewport.ts): the top row is pitch 84. */
export const ROLL = { keyboard: 64, ruler: 28, row: 18, topPitch: 84, beatPx: 480 * 0.16 } as const;

/** A new account signs up from the English landing page and creates a blank project; the editor opens. */
export async function openNewProject(page: Page, title: string, who: string): Promise<void> {
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail(who), name: `${who.charAt(0).toUpperCase()}${who.slice(1)} User` });
  await acceptAgreements(page);
  await expectSignedIn(page);
  await page.goto('/en/studio');
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
}
