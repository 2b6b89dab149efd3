import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/chromium';
import type { ProjectDocument } from '../../shared/studio/document';
import { expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { acceptAgreements } from './support/commerce';
import { expect, test } from './support/fixtures';

const API = '/api/auth/v2';
const LYRIC = { en: 'ah', ko: '아', ja: 'あ' } as const;

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

/** A new account, signed in, terms accepted; answers the access token the page sends to the API. */
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

/**
 * A blank project with the user's character, then a song saved into it: two short notes, a rest
 * of one second, and a sustained A3 (220 Hz) of two seconds — 4.0 s at 120 BPM.
 */
async function createSong(page: Page, authorization: string): Promise<{ id: string; document: ProjectDocument }> {
  const user = await page.request.get(`${API}/user?available_instruments=true`, { headers: { authorization } });
  const characterId = ((await user.json()) as { data: { instrument_ids: string[] } }).data.instrument_ids[0];
  const created = await page.request.post(`${API}/projects`, {
    headers: { authorization },
    data: { kind: 'blank', title: 'Voice test', character_id: characterId },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const loaded = await page.request.get(`${API}/projects/${id}`, { headers: { authorization } });
  const project = ((await loaded.json()) as { data: { version: number; document: ProjectDocument } }).data;
  const track = project.document.tracks[0]!;
  const lyric = LYRIC[track.language];
  const document: ProjectDocument = {
    ...project.document,
    tempos: [{ tick: 0, bpm: 120 }],
    tracks: [
      {
        ...track,
        notes: [
          { id: 'n1', tick: 0, duration: 480, pitch: 57, lyric },
          { id: 'n2', tick: 480, duration: 480, pitch: 60, lyric },
          { id: 'n3', tick: 1920, duration: 1920, pitch: 57, lyric, vibrato: { depth: 0, rate: 5.5, delay: 0 } },
        ] as ProjectDocument['tracks'][number]['notes'],
      },
    ],
  };
  const saved = await page.request.put(`${API}/projects/${id}`, {
    headers: { authorization, 'if-match': String(project.version) },
    data: { document },
  });
  expect(saved.status()).toBe(200);
  return { id, document };
}

/** RIFF/WAVE header and the first channel of a PCM file. */
function parseWav(bytes: Buffer) {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  const channels = bytes.readUInt16LE(22);
  const sampleRate = bytes.readUInt32LE(24);
  const bitDepth = bytes.readUInt16LE(34);
  expect(bytes.toString('ascii', 36, 40)).toBe('data');
  const dataBytes = bytes.readUInt32LE(40);
  const frameBytes = (bitDepth / 8) * channels;
  const frames = dataBytes / frameBytes;
  const left = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const offset = 44 + frame * frameBytes;
    left[frame] = bitDepth === 16 ? bytes.readInt16LE(offset) / 32768 : bytes.readIntLE(offset, 3) / 8388608;
  }
  return { channels, sampleRate, bitDepth, frames, left };
}

/** The fundamental of a stretch of samples by autocorrelation (60–800 Hz). */
function fundamental(samples: Float32Array, sampleRate: number): number {
  const minLag = Math.floor(sampleRate / 800);
  const maxLag = Math.ceil(sampleRate / 60);
  const correlation = (lag: number) => {
    let sum = 0;
    for (let index = 0; index + lag < samples.length; index += 1) sum += samples[index]! * samples[index + lag]!;
    return sum;
  };
  const values = Array.from({ length: maxLag + 2 }, (_, lag) => (lag >= minLag - 1 ? correlation(lag) : 0));
  const best = Math.max(...values.slice(minLag, maxLag + 1));
  // The first peak close to the best one (avoids choosing a multiple of the period).
  let lag = minLag;
  for (let candidate = minLag; candidate <= maxLag; candidate += 1) {
    const value = values[candidate]!;
    if (value >= 0.9 * best && value >= values[candidate - 1]! && value >= values[candidate + 1]!) {
      lag = candidate;
      break;
    }
  }
  // Parabolic interpolation around the peak.
  const [a, b, c] = [values[lag - 1]!, values[lag]!, values[lag + 1]!];
  const shift = (a - c) / (2 * (a - 2 * b + c) || 1);
  return sampleRate / (lag + shift);
}

test('the song plays from the worker through Web Audio, an edit re-renders only its phrase, and the WAV export sings it', async ({
  quietConsent: page,
}) => {
  test.setTimeout(120_000);
  const authorization = await signUp(page);
  const { id, document } = await createSong(page, authorization);
  await page.goto(`/en/studio/project/${id}`);
  await expect(page.getByTestId('transport')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('transport-clock')).toHaveText('00:00');
  await expect(page.getByTestId('transport-bars')).toHaveText('1.1');

  // The song renders in the background while the page is open.
  await expect.poll(() => page.evaluate(() => window.__cantaraPlayback?.reports.length ?? 0)).toBeGreaterThan(0);

  // Play: sound comes out of the master analyser and the playhead moves with the audio clock.
  const pressed = Date.now();
  await page.getByTestId('transport-play').click();
  await expect
    .poll(() => page.evaluate(() => window.__cantaraPlayback?.level() ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0.01);
  const heardAfter = Date.now() - pressed;
  const firstAudioMs = await page.evaluate(() => window.__cantaraPlayback?.firstAudioMs());
  await expect.poll(() => page.evaluate(() => window.__cantaraPlayback?.position() ?? 0)).toBeGreaterThan(1);
  await expect(page.getByTestId('transport-clock')).not.toHaveText('00:00');
  await expect(page.getByTestId('transport-bars')).not.toHaveText('1.1');

  // Each phrase was synthesized once (in the background render or for Play), in song order.
  await expect
    .poll(() => page.evaluate(() => window.__cantaraPlayback!.reports.flatMap((report) => report.rendered)))
    .toHaveLength(2);
  const reports = await page.evaluate(() => window.__cantaraPlayback!.reports);
  expect(reports.flatMap((report) => report.rendered.map((phrase) => phrase.noteIds))).toEqual([['n1', 'n2'], ['n3']]);
  const first = reports[0]!;
  console.log(
    `voice playback: first phrase scheduled ${firstAudioMs?.toFixed(0)} ms after Play (in page); sound seen by the test after ${heardAfter} ms; worker's first render: first phrase ${first.firstMs.toFixed(0)} ms, whole song ${first.ms.toFixed(0)} ms`,
  );

  // Pause stops the clock; Stop returns it to the start.
  await page.getByTestId('transport-pause').click();
  const paused = await page.evaluate(() => window.__cantaraPlayback!.position());
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.__cantaraPlayback!.position())).toBe(paused);
  await page.getByTestId('transport-stop').click();
  await expect(page.getByTestId('transport-clock')).toHaveText('00:00');

  // An edit of the first note re-renders only the first phrase; the unchanged one is a cache hit.
  const edited = structuredClone(document);
  edited.tracks[0]!.notes[0]!.pitch = 59;
  const again = await page.evaluate((doc) => window.__cantaraPlayback!.render(doc), edited);
  expect(again.phrases).toBe(2);
  expect(again.rendered.map((phrase) => phrase.noteIds)).toEqual([['n1', 'n2']]);
  const unchanged = await page.evaluate((doc) => window.__cantaraPlayback!.render(doc), edited);
  expect(unchanged.rendered).toEqual([]);

  // Export: a 48 kHz 24-bit stereo mixdown as long as the score, singing A3 on the long note.
  await page.getByTestId('export-open').click();
  const dialog = page.getByRole('dialog', { name: 'Export audio' });
  await dialog.getByText('48 kHz').click();
  await dialog.getByText('24 bit').click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Voice test.wav');
  const wav = parseWav(fs.readFileSync((await file.path())!));
  expect(wav.channels).toBe(2);
  expect(wav.sampleRate).toBe(48000);
  expect(wav.bitDepth).toBe(24);
  expect(Math.abs(wav.frames / wav.sampleRate - 4.0)).toBeLessThanOrEqual(0.05);
  const middle = wav.left.subarray(Math.round(2.8 * 48000), Math.round(3.2 * 48000));
  const hz = fundamental(middle, 48000);
  expect(Math.abs(12 * Math.log2(hz / 220))).toBeLessThan(1);
  // The rest between the phrases is silent, the long note is not.
  const rms = (from: number, to: number) => {
    const part = wav.left.subarray(Math.round(from * 48000), Math.round(to * 48000));
    return Math.sqrt(part.reduce((sum, value) => sum + value * value, 0) / part.length);
  };
  expect(rms(1.4, 1.6)).toBeLessThan(0.001);
  expect(rms(2.5, 3.5)).toBeGreaterThan(0.02);
  await expect(dialog).toBeHidden();
});
