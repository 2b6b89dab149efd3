/**
 * What the studio benchmarks share: a Chromium page at 1440×900 signed in through the built-in
 * identity provider's real pages (a new account, terms accepted), the Bearer token the site then
 * uses for /api, and a project created through the projects API.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { DOCUMENT_SCHEMA_VERSION, type Note, type ProjectDocument, type Track } from '../../shared/studio/document';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';

export type StudioSession = { browser: Browser; context: BrowserContext; page: Page; token: string; origin: string };

export async function openSignedInStudio(serverUrl: string): Promise<StudioSession> {
  // The bench server's PUBLIC_URL is its own address (scripts/bench/server.ts): the browser uses that origin.
  const origin = serverUrl;
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: origin });
  // tsx (esbuild, keepNames) wraps named functions in __name(); page.evaluate bodies need it defined.
  await context.addInitScript('window.__name = (fn) => fn;');
  // The cookie choice is made, so that the consent dialog stays out of the way.
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ acceptAll: false, userHasChosen: true }));
  });
  const page = await context.newPage();
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  await page.goto('/en/landing');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: /Continue with/ }).click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByRole('link', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Bench');
  await page.getByLabel('Email', { exact: true }).fill(`bench-${randomBytes(4).toString('hex')}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Cantara-bench-2024!');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Agree to all' }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.getByTestId('account-menu').waitFor({ timeout: 30_000 });
  for (let wait = 0; !token && wait < 100; wait++) await page.waitForTimeout(100);
  if (!token) throw new Error('The site sent no Bearer token after sign-in');
  return { browser, context, page, token, origin };
}

/** POST /api/auth/v2/projects with an imported document; answers the new project's id. */
export async function createProject(session: StudioSession, document: ProjectDocument): Promise<string> {
  const response = await fetch(`${session.origin}/api/auth/v2/projects`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
      origin: session.origin,
    },
    body: JSON.stringify({ kind: 'import', document }),
  });
  if (response.status !== 201)
    throw new Error(`Creating the project failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const LYRICS: Record<'en' | 'ja' | 'ko', string[]> = {
  en: ['la', 'shine', 'on', 'me', 'to', 'night', 'hel', 'lo', 'star', 'light'],
  ja: ['か', 'ぜ', 'に', 'の', 'っ', 'て', 'きゃ', 'ー', 'そ', 'ら'],
  ko: ['바', '람', '에', '실', '려', '노', '래', '하', '늘', '별'],
};

/**
 * A song of `tracks` tracks × `notesPerTrack` notes spread evenly over `seconds` at 170 BPM (3 minutes
 * hold 510 beats), with lyrics (en, ja, ko by track) and a melodic line around C5. Notes start on
 * beats, so that the default snap (1/4) keeps a dragged note's start where it was.
 */
export function benchSong(tracks = 4, notesPerTrack = 500, seconds = 180): ProjectDocument {
  const bpm = 170;
  const beats = Math.floor((seconds * bpm) / 60);
  const starts = Array.from({ length: notesPerTrack + 1 }, (_, n) => Math.floor((n * beats) / notesPerTrack) * 480);
  const languages = ['en', 'ja', 'ko', 'en'] as const;
  const made: Track[] = Array.from({ length: tracks }, (_, t) => {
    const language = languages[t % languages.length]!;
    const notes: Note[] = Array.from({ length: notesPerTrack }, (_, n) => ({
      id: `t${t}n${n}`,
      tick: starts[n]!,
      duration: starts[n + 1]! - starts[n]! - (n % 3) * 60,
      pitch: 62 + t * 2 + Math.round(6 * Math.sin(n / 5)) + (n % 4),
      lyric: LYRICS[language][n % 10]!,
    }));
    return {
      id: `t${t}`,
      name: `Voice ${t + 1}`,
      kind: 'voice',
      characterId: 'hodo',
      language,
      mute: false,
      solo: false,
      gainDb: 0,
      pan: 0,
      notes,
      curves: { pitch: [], dynamics: [], breathiness: [] },
    };
  });
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title: 'Bench song',
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks: made,
    audioTracks: [],
    key: { tonic: 0, scale: 'major' },
    loop: { enabled: false, startTick: 0, endTick: 7680 },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The machine's 1, 5 and 15 minute load averages (it is shared: the figures depend on them). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
