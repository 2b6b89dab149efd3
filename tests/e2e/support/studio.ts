import fs from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { Note, ProjectDocument } from '../../../shared/studio/document';
import { expectSignedIn, signUpByApi, uniqueEmail } from './auth';

/**
 * The roll's initial viewport (renderer/src/studio/editor/viewport.ts): the top row is pitch 84 in an
 * empty track; a track with notes opens centred on them (read it with `rollTopPitch`).
 */
export const ROLL = { keyboard: 64, ruler: 28, row: 18, topPitch: 84, beatPx: 480 * 0.16 } as const;

export type StudioLanguage = 'en' | 'ko' | 'ja';

type StudioTexts = {
  shell: { home: string };
  languages: Record<StudioLanguage, string>;
  browser: { new: string; import: string; demo: string };
  templates: { title: string; use: string; locked: string };
  newProject: { title: string; name: string; create: string };
  editor: {
    lyricLabel: string;
    addTrack: string;
    trackLimit_other: string;
    seePlans: string;
    language: string;
    insertLyrics: string;
    insert: string;
  };
  refused: { trackQuota_other: string };
  leave: { title: string; text: string; refusedTitle: string; refusedText: string };
};

/** The studio's own strings in a language, so that journeys in ko and ja find controls by their names. */
export function studioTexts(lang: StudioLanguage): StudioTexts {
  return JSON.parse(fs.readFileSync(`renderer/src/i18n/locales/${lang}/studio.json`, 'utf8')) as StudioTexts;
}

/**
 * A new account (made through the API: signing up through the provider's pages has specs of its
 * own) creates a blank project from the studio page in a language (English unless told); the editor opens.
 */
export async function openNewProject(
  page: Page,
  title: string,
  who: string,
  lang: StudioLanguage = 'en',
): Promise<void> {
  await signUpByApi(page, { email: uniqueEmail(who), name: `${who.charAt(0).toUpperCase()}${who.slice(1)} User` });
  await page.goto(`/${lang}/landing`);
  await expectSignedIn(page);
  await page.goto(`/${lang}/studio`);
  await createProjectFromBrowser(page, title, lang);
}

/** From the signed-in project browser: New project, a title, Create; waits until the editor has saved. */
export async function createProjectFromBrowser(page: Page, title: string, lang: StudioLanguage = 'en'): Promise<void> {
  const texts = studioTexts(lang);
  await page.getByRole('button', { name: texts.browser.new }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.newProject.title });
  await dialog.getByLabel(texts.newProject.name).fill(title);
  await dialog.getByRole('button', { name: texts.newProject.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/studio/project/[0-9a-f-]{36}$`), { timeout: 30_000 });
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
}

/** The roll canvas's own colour at a point (CSS pixels from its top left), as "r,g,b,a". */
export function rollPixel(roll: Locator, x: number, y: number): Promise<string> {
  return roll.evaluate(
    (canvas, at) => {
      const ratio = (canvas as HTMLCanvasElement).width / canvas.clientWidth;
      const data = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(at.x * ratio, at.y * ratio, 1, 1).data;
      return [...data].join(',');
    },
    { x, y },
  );
}

/** The pitch whose row is at the top of the roll now. */
export async function rollTopPitch(roll: Locator): Promise<number> {
  return Number(await roll.getAttribute('data-top-pitch'));
}

const PROJECTS_API = '/api/auth/v2';

/**
 * From a signed-in page: opens the English studio (to read the API token from its first request),
 * creates a blank project and saves it with these notes on its one track; answers the project's id.
 */
export async function saveProjectWithNotes(
  page: Page,
  title: string,
  notes: Note[],
  changes: Partial<ProjectDocument> = {},
): Promise<string> {
  const request = page.waitForRequest(
    (candidate) =>
      candidate.url().includes(`${PROJECTS_API}/project-counts`) && Boolean(candidate.headers().authorization),
  );
  await page.goto('/en/studio');
  const authorization = (await request).headers().authorization!;
  const created = await page.request.post(`${PROJECTS_API}/projects`, {
    headers: { authorization },
    data: { kind: 'blank', title, character_id: 'hodo' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const loaded = await page.request.get(`${PROJECTS_API}/projects/${id}`, { headers: { authorization } });
  const project = ((await loaded.json()) as { data: { version: number; document: ProjectDocument } }).data;
  const document: ProjectDocument = {
    ...project.document,
    ...changes,
    tracks: [{ ...project.document.tracks[0]!, notes }],
  };
  const saved = await page.request.put(`${PROJECTS_API}/projects/${id}`, {
    headers: { authorization, 'if-match': String(project.version) },
    data: { document },
  });
  expect(saved.status()).toBe(200);
  return id;
}

export type SavedNote = Record<string, unknown> & { tick: number; duration: number; pitch: number };
export type SavedDocument = { tracks: Array<{ notes: SavedNote[]; pan?: number; gainDb?: number }> };

/** The document as the next project save sends it, or as the first save whose document matches `wanted`. */
export function nextSavedDocument(
  page: Page,
  wanted: (document: SavedDocument) => boolean = () => true,
): Promise<SavedDocument> {
  const documentOf = (request: Request) => (request.postDataJSON() as { document: SavedDocument }).document;
  return page
    .waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().includes('/api/auth/v2/projects/') && wanted(documentOf(request)),
    )
    .then(documentOf);
}
