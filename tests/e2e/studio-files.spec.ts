import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DOCUMENT_SCHEMA_VERSION, type ProjectDocument } from '../../shared/studio/document';
import { exportMidi, exportMusicXml, importFile } from '../../shared/studio/formats';
import { mxlBomb } from '../../shared/studio/formats/hostile-files';
import { expect, test } from './support/fixtures';
import { openNewProject } from './support/studio';

test.use({ viewport: { width: 1440, height: 900 } });

type Lang = 'en' | 'ko' | 'ja';
type FileTexts = {
  formats: Record<string, string>;
  errors: Record<string, string>;
};
/** The editor's file texts per language, read from the locale files. */
const texts = (lang: Lang): FileTexts =>
  JSON.parse(fs.readFileSync(`renderer/src/i18n/locales/${lang}/studio-files.json`, 'utf8')) as FileTexts;

/** A one-track song written with the studio's own writers (MIDI with lyric meta events, MusicXML with lyrics). */
function song(title: string, bpm: number, lyrics: string[], pitches: number[]): ProjectDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title,
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks: [
      {
        id: 't1',
        name: title,
        kind: 'voice',
        characterId: 'hodo',
        language: 'en',
        mute: false,
        solo: false,
        gainDb: 0,
        pan: 0,
        notes: lyrics.map((lyric, index) => ({
          id: `n${index}`,
          tick: index * 480,
          duration: 480,
          pitch: pitches[index]!,
          lyric,
        })),
        curves: { pitch: [], dynamics: [], breathiness: [] },
      },
    ],
    audioTracks: [],
    key: { tonic: 0, scale: 'major' },
    loop: { enabled: false, startTick: 0, endTick: 7680 },
  };
}

const MIDI_SONG = song('Midi melody', 100, ['sun', 'shine', 'bright', 'day'], [62, 64, 65, 67]);
const XML_SONG = song('Score melody', 90, ['moon', 'light', 'glow'], [69, 71, 72]);
const midiFile = () => ({
  name: 'melody.mid',
  mimeType: 'audio/midi',
  buffer: Buffer.from(exportMidi(MIDI_SONG).bytes),
});
const xmlFile = () => ({
  name: 'score.musicxml',
  mimeType: 'application/vnd.recordare.musicxml+xml',
  buffer: Buffer.from(exportMusicXml(XML_SONG).bytes),
});
// A MIDI header followed by nonsense: the importer recognises the format and cannot read it.
const corruptedFile = () => ({
  name: 'broken.mid',
  mimeType: 'audio/midi',
  buffer: Buffer.concat([
    Buffer.from('MThd\u0000\u0000\u0000\u0006\u0000\u0001\u0000\u0002\u0001\u00e0'),
    Buffer.from('MTrk\u00ff\u00ff\u00ff\u00ff garbage'),
  ]),
});

const tracks = (page: Page) => page.getByTestId('project-track');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

async function newProject(page: Page, title: string, lang: Lang): Promise<void> {
  await openNewProject(page, title, 'files');
  if (lang !== 'en') {
    await page.goto(page.url().replace('/en/', `/${lang}/`));
    await expect(page.getByTestId('piano-roll')).toBeVisible({ timeout: 20_000 });
  }
}

async function importInto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('editor-import-input').setInputFiles(file);
}

/**
 * Accepts the import whose summary is showing. A click that lands while the freshly loaded dialog is
 * still settling can be lost under CI load: clicks again, as a user would, while the summary stays
 * open (a second import cannot land: the callers count the tracks).
 */
async function accept(page: Page) {
  const button = page.getByTestId('import-accept');
  await expect(button).toBeVisible();
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(page.getByTestId('import-summary')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

// An .mxl of about 120 KB whose score unpacks to 118 MB (made here, never kept as a file).
const bombFile = () => ({
  name: 'bomb.mxl',
  mimeType: 'application/vnd.recordare.musicxml',
  buffer: Buffer.from(mxlBomb()),
});

const FOUR_NOTES_ONE_TRACK: Record<Lang, string> = {
  en: '4 notes in 1 track',
  ko: '트랙 1개, 노트 4개',
  ja: '1トラック、4ノート',
};

test.describe('importing and exporting song files in the editor', () => {
  for (const lang of ['en', 'ko', 'ja'] as const) {
    test(`${lang}: a MIDI file with lyrics becomes a track with its summary; a damaged file is refused in ${lang} and changes nothing`, async ({
      quietConsent: page,
    }) => {
      test.setTimeout(120_000);
      const files = texts(lang);
      await newProject(page, `Files ${lang}`, lang);
      await expect(tracks(page)).toHaveCount(1);

      await importInto(page, midiFile());
      const summary = page.getByTestId('import-summary');
      await expect(summary).toContainText(files.formats.midi!);
      await expect(summary).toContainText(FOUR_NOTES_ONE_TRACK[lang]);
      // Nothing lands before the summary is accepted.
      await expect(tracks(page)).toHaveCount(1);
      await accept(page);
      await expect(tracks(page)).toHaveCount(2);
      // The imported track's notes, with their lyrics, in the accessible note list.
      await tracks(page).nth(1).locator('[class*="trackMeta"]').click();
      await expect(options(page)).toHaveCount(4);
      for (const [index, lyric] of ['sun', 'shine', 'bright', 'day'].entries())
        await expect(options(page).nth(index)).toContainText(lyric);
      await expect(page.getByTestId('save-status')).toHaveText(/./);

      await importInto(page, corruptedFile());
      await expect(page.getByTestId('editor-error')).toHaveText(files.errors.IMPORT_CORRUPTED!);
      await expect(page.getByTestId('import-summary')).toHaveCount(0);
      await expect(tracks(page)).toHaveCount(2);
      await expect(options(page)).toHaveCount(4);

      // A compressed bomb is stopped in the import worker with a localized error; the studio keeps working.
      await importInto(page, bombFile());
      await expect(page.getByTestId('editor-error')).toHaveText(files.errors.IMPORT_TOO_LARGE!);
      await expect(tracks(page)).toHaveCount(2);
      await importInto(page, xmlFile());
      await accept(page);
      await expect(tracks(page)).toHaveCount(3);
    });
  }

  test('en: MIDI and MusicXML imports, MIDI export read back (notes, lyrics, tempo), and everything there after a reload', async ({
    quietConsent: page,
  }) => {
    test.setTimeout(150_000);
    await newProject(page, 'Two files', 'en');
    await importInto(page, midiFile());
    await accept(page);
    await expect(tracks(page)).toHaveCount(2);
    await importInto(page, xmlFile());
    await expect(page.getByTestId('import-summary')).toContainText('MusicXML: 3 notes in 1 track');
    await accept(page);
    await expect(tracks(page)).toHaveCount(3);
    await tracks(page).nth(2).locator('[class*="trackMeta"]').click();
    expect(await options(page).allTextContents()).toEqual([
      'A4, bar 1 beat 1, moon',
      'B4, bar 1 beat 2, light',
      'C5, bar 1 beat 3, glow',
    ]);

    await page.getByTestId('export-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-midi').click();
    const download = await downloading;
    const back = importFile('song.mid', new Uint8Array(fs.readFileSync((await download.path())!)));
    const withNotes = back.tracks.filter((track) => track.notes.length > 0);
    expect(withNotes.map((track) => track.notes.map((note) => note.lyric))).toEqual([
      ['sun', 'shine', 'bright', 'day'],
      ['moon', 'light', 'glow'],
    ]);
    expect(withNotes.map((track) => track.notes.map((note) => note.pitch))).toEqual([
      [62, 64, 65, 67],
      [69, 71, 72],
    ]);
    // The project keeps its own tempo (an import into a project adds tracks only).
    expect(back.tempos[0]?.bpm).toBe(120);

    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
    await page.reload();
    // A first load on a busy machine can take a while.
    await expect(tracks(page)).toHaveCount(3, { timeout: 30_000 });
    await tracks(page).nth(1).locator('[class*="trackMeta"]').click();
    expect(await options(page).allTextContents()).toEqual([
      'D4, bar 1 beat 1, sun',
      'E4, bar 1 beat 2, shine',
      'F4, bar 1 beat 3, bright',
      'G4, bar 1 beat 4, day',
    ]);
  });
});
