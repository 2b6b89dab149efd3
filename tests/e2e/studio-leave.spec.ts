import type { Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openNewProject, ROLL } from './support/studio';

// Tall enough that the roll shows C4 at its initial scroll (as in studio-editor.spec.ts).
test.use({ viewport: { width: 1440, height: 1000 } });

const PROJECT_URL = /\/en\/studio\/project\/[0-9a-f-]{36}$/;

test('unsaved edits: a link or Back to another page asks first; Stay keeps the editor, Leave goes', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Before leaving', 'leaver');
  // The server never answers a save while this test runs: the edit stays unsaved.
  const held: Route[] = [];
  await page.route('**/api/auth/v2/projects/*', (route) =>
    route.request().method() === 'PUT' ? void held.push(route) : route.continue(),
  );

  const roll = page.getByTestId('piano-roll');
  const box = (await roll.boundingBox())!;
  await page.mouse.click(
    box.x + ROLL.keyboard + 12,
    box.y + ROLL.ruler + (ROLL.topPitch - 60) * ROLL.row + ROLL.row / 2,
  );
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await expect(page.getByTestId('save-status')).not.toHaveText('Saved');

  const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  const home = page.getByRole('link', { name: 'Studio home: your projects' });
  /** The dialog has finished opening (a choice made while it still fades in may be lost in the transition). */
  const opened = () => expect(dialog).toHaveCSS('opacity', '1');

  // A link to the studio's home asks; Stay keeps the editor and its address.
  await home.click();
  await opened();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(PROJECT_URL);
  await expect(roll).toBeVisible();

  // Back (to the project list the editor was opened from) asks too, and Stay puts the address back.
  await page.evaluate(() => window.history.back());
  await opened();
  await expect(page).toHaveURL(PROJECT_URL);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(PROJECT_URL);
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);

  // Leave goes.
  await home.click();
  await opened();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/en\/studio$/);
  await expect(page.getByRole('button', { name: 'New project' }).first()).toBeVisible();
});
