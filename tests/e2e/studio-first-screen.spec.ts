import { expect, test } from './support/fixtures';
import { openNewProject } from './support/studio';

test.use({ viewport: { width: 1440, height: 900 } });

/** Pop-up code (Mantine's Popover, Menu, Select, Tooltip and their positioning) as the build names its chunks. */
const POP_UP_CHUNK = /\/assets\/(Popover|Menu|Select|Combobox|ScrollArea|Tooltip|floating-ui[\w.]*)-[\w-]+\.js$/;

test('the editor’s first screen loads no pop-up code, yet its tooltips, selects and menus answer the first key or click', async ({
  quietConsent: page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'First screen', 'firstscreen');
  const project = page.url();

  // The project opened afresh in a new tab: the scripts it fetches until the editor is idle.
  const tab = await page.context().newPage();
  const scripts: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await tab.goto(project, { waitUntil: 'networkidle' });
  await expect(tab.getByTestId('piano-roll')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((url) => POP_UP_CHUNK.test(url))).toEqual([]);

  // A toolbar button reached with the keyboard shows its tooltip and is described by it.
  await tab.getByRole('button', { name: 'Zoom out' }).focus();
  await tab.keyboard.press('ArrowRight');
  const zoomIn = tab.getByRole('button', { name: 'Zoom in' });
  await expect(zoomIn).toBeFocused();
  await expect(tab.getByRole('tooltip')).toHaveText('Zoom in');
  await expect(zoomIn).toHaveAccessibleDescription('Zoom in');
  await tab.keyboard.press('Escape');
  await expect(tab.getByRole('tooltip')).toHaveCount(0);

  // The key, from the keyboard: the first arrow opens the list, the next moves, Enter picks.
  const key = tab.getByRole('combobox', { name: 'Key' });
  await expect(key).toHaveValue('C Major');
  await key.focus();
  await tab.keyboard.press('ArrowDown');
  await expect(tab.getByRole('listbox', { name: 'Key' })).toBeVisible();
  await expect(key).toBeFocused();
  await tab.keyboard.press('ArrowDown');
  await tab.keyboard.press('Enter');
  await expect(tab.getByRole('combobox', { name: 'Key' })).toHaveValue('C♯ Major');

  // The snap, with one click: its list opens and an option is picked.
  await tab.getByTestId('snap-select').click();
  await tab.getByRole('option', { name: '1/8', exact: true }).click();
  await expect(tab.getByTestId('snap-select')).toHaveValue('1/8');

  // The export menu opens on its first click.
  await tab.getByTestId('export-menu').click();
  await expect(tab.getByRole('menuitem', { name: /MIDI/ })).toBeVisible();
  await tab.keyboard.press('Escape');
  await expect(tab.getByRole('menuitem', { name: /MIDI/ })).toHaveCount(0);
});
