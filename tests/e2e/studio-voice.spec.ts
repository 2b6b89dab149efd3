import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PitchDetector } from 'pitchy';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/chromium';
import type { ProjectDocument } from '../../shared/studio/document';
import { createTempoMap } from '../../shared/studio/voice/tempo';
import { decodeWav } from '../../shared/studio/voice/wav';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements } from './support/commerce';
import { expect, test } from './support/fixtures';

const API = '/api/auth/v2';
const SHOTS = 'test-results/studio-voice';

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** A new account, signed in, terms accepted, in the studio; answers the access token the page sends to the API. */
async function signUp(page: Page): Promise<string> {
  await page.goto('/en/landing');
  await signInFromHeader(page, { email: uniqueEmail('voice'), name: 'Voice Tester' });
  await acceptAgreements(page);
  await expectSignedIn(page);
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes(`${API}/project-counts`) && Boolean(candidate.headers().authorization),
  );
  await page.goto('/en/studio');
  return (await request).headers().authorization!;
}

/** The phrase measures the page recorded (User Timing, `voice:phrase`) since `since` (page milliseconds). */
function phraseMeasures(page: Page, since: number) {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByName('voice:phrase')
        .filter((entry) => entry.startTime >= from)
        .map((entry) => (entry as PerformanceMeasure).detail as { noteIds: string[]; cached: boolean }),
    since,
  );
}

const meterValue = (page: Page) =>
  page.getByTestId('transport-level').evaluate((element) => (element as HTMLMeterElement).value);

/** Median pitch (MIDI, fractional) of a stretch of samples by pitchy, over confident frames; NaN if none. */
function medianPitch(samples: Float32Array, sampleRate: number): number {
  const size = 2048;
  const detector = PitchDetector.forFloat32Array(size);
  const pitches: number[] = [];
  for (let at = 0; at + size <= samples.length; at += size / 2) {
    const [hz, clarity] = detector.findPitch(samples.subarray(at, at + size), sampleRate);
    if (clarity >= 0.85 && hz > 50) pitches.push(69 + 12 * Math.log2(hz / 440));
  }
  pitches.sort((a, b) => a - b);
  return pitches.length ? pitches[Math.floor(pitches.length / 2)]! : Number.NaN;
}

test('a demo song plays through the worker and Web Audio, a deleted note splits the phrase and a transposed one re-renders only its phrase, and the WAV export sings the edited score', async ({
  quietConsent: page,
}) => {
  test.setTimeout(180_000);
  const authorization = await signUp(page);

  // Open a demo project from the library.
  await page.getByRole('button', { name: 'Start from a demo' }).first().click();
  const demos = page.getByRole('dialog', { name: 'Start from a demo' });
  await demos.getByRole('button', { name: 'Use this demo' }).first().click();
  await expect(page).toHaveURL(/\/en\/studio\/project\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const loaded = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
  const score = ((await loaded.json()) as { data: { document: ProjectDocument } }).data.document;
  expect(score.tracks).toHaveLength(1);
  const transport = page.getByTestId('transport');
  await expect(transport).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('transport-clock')).toHaveText('00:00');
  await expect(page.getByTestId('transport-bars')).toHaveText('1.1');
  await expect(page.getByRole('meter', { name: 'Output level' })).toHaveJSProperty('value', -60);

  // Play: the output meter shows signal and the playhead (bars.beats, mm:ss) moves with the audio clock.
  await page.getByTestId('transport-play').click();
  await expect.poll(() => meterValue(page), { timeout: 20_000 }).toBeGreaterThan(-45);
  await expect(page.getByTestId('transport-clock')).not.toHaveText('00:00', { timeout: 10_000 });
  await expect(page.getByTestId('transport-bars')).not.toHaveText('1.1');
  const playToAudio = await page.evaluate(() => performance.getEntriesByName('voice:play-to-audio')[0]?.duration);
  console.log(`voice playback: Play to first audio scheduled ${playToAudio?.toFixed(0)} ms (in page)`);
  await page.screenshot({ path: `${SHOTS}/playing-1440-en.png` });

  // Pause holds the playhead and the meter falls to its floor; Stop returns to the start.
  await page.getByTestId('transport-pause').click();
  await expect(page.getByRole('meter', { name: 'Output level' })).toHaveJSProperty('value', -60);
  const held = await page.getByTestId('transport-bars').textContent();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('transport-bars')).toHaveText(held!);
  await page.getByTestId('transport-stop').click();
  await expect(page.getByTestId('transport-clock')).toHaveText('00:00');

  // The demo is one long phrase: delete a note in its middle through the note list, leaving a
  // breath that splits it in two; both halves are synthesized.
  const tempo = createTempoMap(score.tempos);
  const seconds = (note: { tick: number; duration: number }) =>
    tempo.seconds(note.tick + note.duration) - tempo.seconds(note.tick);
  const notes = [...score.tracks[0]!.notes].sort((a, b) => a.tick - b.tick);
  const cut = notes.find((note, at) => at >= 10 && seconds(note) >= 0.3)!;
  const target = notes.find((note, at) => at > notes.indexOf(cut) + 2 && seconds(note) >= 0.5)!;
  expect(cut).toBeDefined();
  expect(target).toBeDefined();
  const deletedAt = await page.evaluate(() => performance.now());
  await page.locator(`#note-option-${cut.id}`).click();
  await page.keyboard.press('Delete');
  await expect(page.locator(`#note-option-${cut.id}`)).toHaveCount(0);
  await expect
    .poll(async () => (await phraseMeasures(page, deletedAt)).filter((phrase) => !phrase.cached).length, {
      timeout: 30_000,
    })
    .toBe(2);

  // Transpose one note of the second phrase with the keyboard: only that phrase is synthesized again.
  const option = page.locator(`#note-option-${target.id}`);
  const before = await option.textContent();
  const editedAt = await page.evaluate(() => performance.now());
  await option.click();
  await page.keyboard.press('ArrowUp');
  await expect(option).not.toHaveText(before!);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  await expect
    .poll(async () => (await phraseMeasures(page, editedAt)).filter((phrase) => !phrase.cached).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const heard = await phraseMeasures(page, editedAt);
  const synthesized = heard.filter((phrase) => !phrase.cached);
  expect(synthesized[0]!.noteIds).toContain(target.id);
  expect(synthesized[0]!.noteIds).not.toContain(notes[0]!.id);
  // The first phrase was heard from the cache.
  expect(heard.filter((phrase) => phrase.cached && phrase.noteIds.includes(notes[0]!.id))).not.toEqual([]);

  // The saved song: the note gone, the other a semitone up.
  const saved = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
  const edited = ((await saved.json()) as { data: { document: ProjectDocument } }).data.document;
  const editedNotes = [...edited.tracks[0]!.notes].sort((a, b) => a.tick - b.tick);
  expect(editedNotes).toHaveLength(notes.length - 1);
  expect(editedNotes.find((note) => note.id === target.id)!.pitch).toBe(target.pitch + 1);

  // Export: a 44.1 kHz 16-bit stereo mixdown as long as the score, singing its pitches (the edited note a semitone up).
  await page.getByTestId('export-open').click();
  const dialog = page.getByRole('dialog', { name: 'Export audio' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${score.title}.wav`);
  await expect(dialog).toBeHidden();
  const wav = decodeWav(new Uint8Array(fs.readFileSync((await file.path())!)));
  expect(wav.sampleRate).toBe(44100);
  expect(wav.bitDepth).toBe(16);
  expect(wav.channels).toHaveLength(2);
  const end = Math.max(...editedNotes.map((note) => tempo.seconds(note.tick + note.duration)));
  // The file ends after the last note's release (the demo's first note has room for its consonants).
  const over = wav.channels[0]!.length / wav.sampleRate - end;
  expect(over).toBeGreaterThanOrEqual(0);
  expect(over).toBeLessThanOrEqual(0.5);

  const errors = editedNotes
    .map((note) => {
      const start = tempo.seconds(note.tick);
      const length = tempo.seconds(note.tick + note.duration) - start;
      if (length < 0.4) return null;
      const middle = wav.channels[0]!.subarray(
        Math.round((start + length * 0.3) * wav.sampleRate),
        Math.round((start + length * 0.8) * wav.sampleRate),
      );
      return { id: note.id, cents: 100 * Math.abs(medianPitch(middle, wav.sampleRate) - note.pitch) };
    })
    .filter((error) => error !== null);
  console.log(`export pitch error per long note (cents): ${errors.map((error) => error.cents.toFixed(0)).join(' ')}`);
  expect(errors.length).toBeGreaterThanOrEqual(5);
  const within = errors.filter((error) => error.cents <= 50);
  expect(within.length / errors.length).toBeGreaterThanOrEqual(0.9);
  expect(errors.find((error) => error.id === target.id)!.cents).toBeLessThanOrEqual(50);

  // The transport in Korean and Japanese (the studio is made for large screens; phones get a notice).
  for (const language of ['ko', 'ja']) {
    await page.goto(`/${language}/studio/project/${id}`);
    await expect(transport).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('meter')).toBeVisible();
    await transport.screenshot({ path: `${SHOTS}/transport-${language}.png` });
  }
});
