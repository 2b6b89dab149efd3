import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectSignedIn, signInFromHeader, signUpByApi, uniqueEmail } from './support/auth';
import { expect, rememberCookieChoice, test } from './support/fixtures';

const API = '/api/auth/v2';
type Account = { email: string; name: string };

function localeText(language: string, namespace: string): Record<string, unknown> {
  const file = path.join(process.cwd(), 'renderer/src/i18n/locales', language, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A new account (through the API), signed in, terms accepted; answers the access token the page sends to the API. */
async function signUp(page: Page, account: Account): Promise<string> {
  await signUpByApi(page, account);
  const authorization = await bearerOf(page);
  await expectSignedIn(page);
  return authorization;
}

/** The Bearer token of the page's next API call (the studio's project count). */
async function bearerOf(page: Page): Promise<string> {
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes(`${API}/project-counts`) && Boolean(candidate.headers().authorization),
  );
  await page.goto('/en/studio');
  return (await request).headers().authorization!;
}

/** The same account signed in in another browser context (another browser). */
async function signInElsewhere(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await rememberCookieChoice(page);
  await page.goto('/en/landing');
  await signInFromHeader(page, account);
  await expectSignedIn(page);
  return page;
}

async function createByApi(page: Page, authorization: string, title: string): Promise<string> {
  const user = await page.request.get(`${API}/user?available_instruments=true`, { headers: { authorization } });
  const characterId = ((await user.json()) as { data: { instrument_ids: string[] } }).data.instrument_ids[0];
  const response = await page.request.post(`${API}/projects`, {
    headers: { authorization },
    data: { kind: 'blank', title, character_id: characterId },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A standard MIDI file: a track named "Melody" at 100 BPM singing C, D, E, F as quarter notes (480 ticks). */
function scaleMidi(): Buffer {
  const text = (value: string) => [...Buffer.from(value)];
  const tempo = 60_000_000 / 100;
  const events = [
    [0x00, 0xff, 0x03, 6, ...text('Melody')],
    [0x00, 0xff, 0x51, 3, (tempo >> 16) & 0xff, (tempo >> 8) & 0xff, tempo & 0xff],
    ...[60, 62, 64, 65].flatMap((pitch) => [
      [0x00, 0x90, pitch, 100],
      [0x83, 0x60, 0x80, pitch, 0],
    ]),
    [0x00, 0xff, 0x2f, 0],
  ].flat();
  const length = [
    (events.length >>> 24) & 0xff,
    (events.length >>> 16) & 0xff,
    (events.length >>> 8) & 0xff,
    events.length & 0xff,
  ];
  return Buffer.from([...text('MThd'), 0, 0, 0, 6, 0, 0, 0, 1, 0x01, 0xe0, ...text('MTrk'), ...length, ...events]);
}

const saveStatus = (page: Page) => page.getByTestId('save-status');
const titleInput = (page: Page) => page.getByTestId('project-title-input');

test.describe('cloud projects in the studio', () => {
  test('a new user creates a project; it is there after a reload, and the plan page counts it', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, { email: uniqueEmail('studio'), name: 'Studio Starter' });
    await expect(page.getByTestId('projects-empty')).toBeVisible();
    await expect(page.getByTestId('studio-usage-text')).toHaveText('0 of 10 projects');

    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Title').fill('First song');
    // The free character is offered; the others are locked and say why.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(dialog.getByText('Not in your plan').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
    await expect(titleInput(page)).toHaveValue('First song');
    await expect(saveStatus(page)).toHaveText('Saved');
    await expect(page.getByTestId('project-track')).toHaveCount(1);

    await page.goto('/en/studio');
    await page.reload();
    // After a reload the list waits for the session and the studio's first load (7 s was short under CI load).
    await expect(page.getByTestId('project-card')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('project-title')).toHaveText('First song');
    await expect(page.getByTestId('studio-usage-text')).toHaveText('1 of 10 projects');

    await page.goto('/en/my-page/plan');
    await expect(page.getByTestId('plan-usage')).toContainText('1 of 10 used');
  });

  test('a save from another browser makes the first one ask which version to keep', async ({
    quietConsent: page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = { email: uniqueEmail('conflict'), name: 'Two Browsers' };
    const authorization = await signUp(page, account);
    const id = await createByApi(page, authorization, 'Shared song');
    await page.goto(`/en/studio/project/${id}`);
    await expect(titleInput(page)).toHaveValue('Shared song');

    const other = await signInElsewhere(browser, baseURL!, account);
    await other.goto(`/en/studio/project/${id}`);
    await titleInput(other).fill('Changed in the other browser');
    await expect(saveStatus(other)).toHaveText('Saved', { timeout: 10_000 });

    await titleInput(page).fill('Changed here');
    const dialog = page.getByRole('dialog', { name: 'This project was changed somewhere else' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(saveStatus(page)).toHaveText('Changed elsewhere');
    await dialog.getByRole('button', { name: 'Keep mine (replace the other version)' }).click();
    await expect(dialog).toBeHidden();
    await expect(saveStatus(page)).toHaveText('Saved');

    await other.reload();
    await expect(titleInput(other)).toHaveValue('Changed here');
    await other.context().close();
  });

  test("at the basic plan's 10 projects New project is disabled before any form opens and the notice names the limit; the plan page shows the same count", async ({
    quietConsent: page,
  }) => {
    test.setTimeout(120_000);
    const authorization = await signUp(page, { email: uniqueEmail('quota'), name: 'Quota Filler' });
    for (let index = 1; index <= 10; index += 1) await createByApi(page, authorization, `Song ${index}`);

    const cases = [
      { lang: 'en', usage: '10 of 10 projects', newProject: 'New project' },
      { lang: 'ko', usage: '프로젝트 10/10개', newProject: '새 프로젝트' },
      { lang: 'ja', usage: 'プロジェクト 10 / 10 件', newProject: '新規プロジェクト' },
    ];
    for (const { lang, usage, newProject } of cases) {
      await page.goto(`/${lang}/studio`);
      // A full page load in a new language (its texts load too) on a busy machine: a longer wait.
      await expect(page.getByTestId('project-card')).toHaveCount(10, { timeout: 20_000 });
      await expect(page.getByTestId('studio-usage-text')).toHaveText(usage);
      const full = (localeText(lang, 'studio').usage as Record<string, string>).full!;
      await expect(page.getByTestId('studio-storage-full')).toContainText(full.replace('{{quota}}', '10'));
      await expect(page.getByTestId('studio-storage-full').getByRole('link')).toHaveAttribute(
        'href',
        `/${lang}/pricing`,
      );
      const reason = full.replace('{{quota}}', '10');
      await expect(page.getByRole('button', { name: newProject }).first()).toBeDisabled();
      await expect(page.getByRole('button', { name: newProject }).first()).toHaveAccessibleDescription(reason);
      const importFile = page.getByTestId('import-file');
      await expect(importFile).toBeDisabled();
      await expect(importFile).toHaveAccessibleDescription(reason);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await page.goto('/en/my-page/plan');
    await expect(page.getByTestId('plan-usage')).toContainText('10 of 10 used');
    await expect(page.getByTestId('plan-storage-full')).toBeVisible();
  });

  test('edits made while saves fail are kept across a reload and saved when the network is back', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    page.on('dialog', (dialog) => void dialog.accept());
    const authorization = await signUp(page, { email: uniqueEmail('offline'), name: 'Offline Writer' });
    const id = await createByApi(page, authorization, 'Before the outage');
    const saves = `**${API}/projects/${id}`;
    await page.route(saves, (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));

    await page.goto(`/en/studio/project/${id}`);
    await expect(saveStatus(page)).toHaveText('Saved');
    await titleInput(page).fill('Written offline');
    await expect(saveStatus(page)).toHaveText('Offline — changes kept on this device', { timeout: 10_000 });

    await page.reload();
    await expect(titleInput(page)).toHaveValue('Written offline');
    await expect(saveStatus(page)).toHaveText('Offline — changes kept on this device');
    const stored = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
    expect(((await stored.json()) as { data: { title: string } }).data.title).toBe('Before the outage');

    await page.unroute(saves);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(saveStatus(page)).toHaveText('Saved');
    const saved = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
    expect(((await saved.json()) as { data: { document: { title: string } } }).data.document.title).toBe(
      'Written offline',
    );

    await page.goto('/en/studio');
    await expect(page.getByTestId('project-title')).toHaveText('Written offline');
  });

  test('import a MIDI file, rename, duplicate, move to the trash and restore, and restore an older version', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, { email: uniqueEmail('library'), name: 'Library Keeper' });
    await page.getByTestId('import-file').click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Scale.mid',
      mimeType: 'audio/midi',
      buffer: scaleMidi(),
    });
    // What the file holds is shown before it becomes a project.
    await expect(page.getByTestId('import-summary')).toContainText('Standard MIDI: 4 notes in 1 track');
    await page.getByTestId('import-accept').click();
    await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
    await expect(titleInput(page)).toHaveValue('Scale');
    await expect(page.getByTestId('project-track').getByRole('textbox', { name: 'Track name' })).toHaveValue('Melody');
    await expect(page.getByTestId('project-track')).toContainText('4 notes');
    await expect(page.getByTestId('tempo-at-playhead')).toHaveText('♩ = 100 · 4/4 at 1.1');

    // A title edit on the project page is a saved version.
    await titleInput(page).fill('Scale in C');
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });
    await page.goto('/en/studio');
    const card = page.getByTestId('project-card').filter({ hasText: 'Scale in C' });
    await expect(card).toContainText('1 track · 4 notes');

    await card.getByRole('button', { name: 'More actions for Scale in C' }).click();
    await page.getByRole('menuitem', { name: 'Version history' }).click();
    const history = page.getByRole('dialog');
    await expect(history.getByTestId('project-version').first()).toContainText('Current');
    await history.getByRole('button', { name: 'Restore' }).first().click();
    await expect(history).toBeHidden();
    await expect(page.getByTestId('project-title')).toHaveText('Scale');

    await page.getByTestId('project-card').getByRole('button', { name: 'More actions for Scale' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill('Warm-up');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('project-title')).toHaveText('Warm-up');

    await page.getByRole('button', { name: 'More actions for Warm-up' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByTestId('project-card')).toHaveCount(2);
    await expect(page.getByTestId('studio-usage-text')).toHaveText('2 of 10 projects');

    await page.getByRole('button', { name: 'More actions for Warm-up' }).first().click();
    await page.getByRole('menuitem', { name: 'Move to trash' }).click();
    await expect(page.getByTestId('project-card')).toHaveCount(1);
    await expect(page.getByTestId('studio-usage-text')).toHaveText('1 of 10 projects');
    await page.getByText('Trash', { exact: true }).click();
    await expect(page.getByTestId('trash-item')).toHaveCount(1);
    await page.getByTestId('trash-item').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByTestId('trash-item')).toHaveCount(0);
    await page.getByText('Recent', { exact: true }).click();
    await expect(page.getByTestId('project-card')).toHaveCount(2);
  });

  test('a project saved as a .cantara file opens as an identical project', async ({ quietConsent: page }) => {
    test.setTimeout(120_000);
    const authorization = await signUp(page, { email: uniqueEmail('cantara'), name: 'File Keeper' });
    await page.getByTestId('import-file').click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Scale.mid', mimeType: 'audio/midi', buffer: scaleMidi() });
    await page.getByTestId('import-accept').click();
    await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
    const first = page.url().split('/').pop()!;
    await page.goto('/en/studio');
    await page.getByRole('button', { name: 'More actions for Scale' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Save as .cantara file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Scale.cantara');
    const file = fs.readFileSync((await download.path())!);

    await page.getByTestId('import-file').click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Scale.cantara', mimeType: 'application/json', buffer: file });
    await expect(page).not.toHaveURL(new RegExp(first));
    await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
    const second = page.url().split('/').pop()!;
    const documentOf = async (id: string) =>
      (
        (await (await page.request.get(`${API}/projects/${id}`, { headers: { authorization } })).json()) as {
          data: { document: unknown };
        }
      ).data.document;
    expect(await documentOf(second)).toEqual(await documentOf(first));
  });

  test('signed out, the studio starts a login', async ({ quietConsent: page }) => {
    await page.goto('/en/studio');
    await expect(page).toHaveURL(/\/idp\/interaction\//);
  });
});
