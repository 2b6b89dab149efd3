/**
 * Audio-to-MIDI in Chromium, as the studio runs it: the built transcription worker (basic-pitch on
 * TensorFlow.js WebAssembly, its model and binaries served by our build) transcribes a minute of a
 * melody sung by our voices. Prints the time to load the model, the transcription time and the
 * real-time factor (target ≤ 0.15), and the note F1 of what it heard. Serves dist/renderer: run
 * `npm run build` first.
 *
 *   npx tsx scripts/bench/voice-tools-browser.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { noteF1 } from '../../shared/studio/analysis/note-f1';
import { blankDocument } from '../../shared/studio/blank-document';
import { renderSong } from '../../shared/studio/voice/render';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { tuneNotes } from '../voice/fixtures';
import { serveBuild } from './serve-build';

const ROOT = path.resolve('dist/renderer');
const worker = fs.readdirSync(path.join(ROOT, 'assets')).find((name) => /^transcribeWorker-.*\.js$/.test(name));
if (!worker) throw new Error('No transcribeWorker-*.js in dist/renderer/assets: run `npm run build` first.');

// A minute of oona singing a scale-wise tune, eighths and quarters at 120 BPM, a rest between bars.
const document = blankDocument({ title: 'bench', characterId: 'oona', trackName: 'bench' });
document.tracks[0]!.notes = tuneNotes(62, 11);
const song = await renderSong(document, { sampleRate: 44100 });
const seconds = song.mix.left.length / 44100;
const sung = document.tracks[0]!.notes.map((note) => ({
  onset: note.tick / 960 - song.startTime,
  offset: (note.tick + note.duration) / 960 - song.startTime,
  pitch: note.pitch,
}));

const server = await serveBuild(ROOT);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/bench`);
  const runs: Array<{
    ms: number;
    firstProgressMs: number;
    notes: Array<{ onset: number; offset: number; pitch: number }>;
  }> = [];
  for (let run = 0; run < 2; run += 1) {
    runs.push(
      await page.evaluate(
        ([url, samples]) =>
          new Promise((resolve, reject) => {
            const began = performance.now();
            let firstProgressMs = -1;
            const worker = new Worker(url, { type: 'module' });
            worker.onmessage = (event: MessageEvent) => {
              const message = event.data as {
                type: string;
                notes: Array<{ onset: number; offset: number; pitch: number }>;
              };
              if (message.type === 'progress' && firstProgressMs < 0) firstProgressMs = performance.now() - began;
              if (message.type === 'done')
                resolve({ ms: performance.now() - began, firstProgressMs, notes: message.notes });
              if (message.type === 'failed') reject(new Error('transcription failed'));
            };
            worker.postMessage({ channels: [Float32Array.from(samples)], sampleRate: 44100 });
          }),
        [`/assets/${worker}`, Array.from(song.mix.left)] as const,
      ),
    );
  }
  for (const [index, run] of runs.entries()) {
    const rtf = run.ms / 1000 / seconds;
    console.log(
      `Chromium run ${index + 1}: ${seconds.toFixed(1)} s of singing in ${(run.ms / 1000).toFixed(2)} s ` +
        `(model and WebAssembly ready after ${(run.firstProgressMs / 1000).toFixed(2)} s), real-time factor ${rtf.toFixed(3)} ` +
        `(≤ 0.15 ${rtf <= 0.15 ? 'PASS' : 'MISS'}), note F1 ${noteF1(sung, run.notes).toFixed(3)}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
