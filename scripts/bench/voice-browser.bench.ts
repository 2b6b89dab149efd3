/**
 * The voice engine in Chromium's worker (the real-time factor target ≤ 0.05 per
 * voice) and the time from Play to the first audio (≤ 200 ms, the phrase under the playhead first).
 *
 * Serves the production build (dist/renderer, `npm run build` first), loads the built voice worker
 * in Debian Chromium and drives it with the messages the studio sends:
 *   - a 3-minute 4-track song rendered whole: render time, audio duration, RTF per voice;
 *   - Play to first audio: from the render request to the phrase the clock waits for (marked
 *     `ready`: every phrase sounding at the playhead has come) scheduled on an AudioContext, cold (a fresh worker, empty cache, phonemizers not loaded) and warm (the song
 *     in the cache), from the start and from the middle of the song; and as a user meets it: the
 *     project opens (a fresh worker asked at once for the background render, as the studio does)
 *     and Play is pressed 0, 250, 500, 1000 or 2000 ms later.
 *
 *   npx tsx scripts/bench/voice-browser.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { ProjectDocument } from '../../shared/studio/document';
import { songDuration } from '../../shared/studio/voice/render';
import { CHROMIUM_ARGS, chromiumExecutable } from '../chromium';
import { longSong } from '../voice/fixtures';
import { serveBuild } from './serve-build';

/** The build to serve (VOICE_BENCH_DIST to compare another build, e.g. a copy of an older one). */
const ROOT = path.resolve(process.env.VOICE_BENCH_DIST ?? 'dist/renderer');
const WORKER_TARGET_RTF = 0.05;
const FIRST_AUDIO_TARGET_MS = 200;

function findWorker(): string {
  const assets = path.join(ROOT, 'assets');
  if (!fs.existsSync(assets)) throw new Error('dist/renderer/assets not found: run `npm run build` first.');
  const file = fs.readdirSync(assets).find((name) => /^voiceWorker-.*\.js$/.test(name));
  if (!file) throw new Error('No voiceWorker-*.js in dist/renderer/assets: run `npm run build` first.');
  return `/assets/${file}`;
}

interface RunFigures {
  /** Request to the ready phrase (the clock starts) scheduled on the AudioContext. */
  firstAudioMs: number;
  /** Request to the last phrase received. */
  totalMs: number;
  phrases: number;
  synthesized: number;
}

const f = (value: number, digits = 1) => value.toFixed(digits);

const document = longSong({ newLevelEachRepeat: true });
const duration = songDuration(document);
const voices = document.tracks.length;
const workerUrl = findWorker();
/** VOICE_BENCH_NO_WARM=1: the project opens as it did before workers could warm (the background render at once). */
const warmFirst = process.env.VOICE_BENCH_NO_WARM !== '1';
const server = await serveBuild(ROOT);
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/bench`);
  await page.evaluate(
    ([url, warmFirst]) => {
      const scope = window as unknown as Record<string, unknown>;
      const context = new AudioContext();
      let worker: Worker | null = null;
      let id = 0;
      scope.freshWorker = () => {
        worker?.terminate();
        worker = new Worker(url, { type: 'module' });
      };
      /**
       * What the studio does when a project opens (usePlayback): a new worker readies each track's
       * voice (`warm`), then renders the whole song in the background, nobody listening — unless
       * Play came first (its request takes the worker's messages from then on).
       */
      scope.openProject = (doc: unknown) => {
        worker?.terminate();
        worker = new Worker(url, { type: 'module' });
        if (!warmFirst) {
          worker.postMessage({ type: 'render', id: ++id, document: doc, sampleRate: 48000, from: 0 });
          return;
        }
        const warm = ++id;
        worker.onmessage = (event: MessageEvent) => {
          const message = event.data as { type: string; id: number };
          if (message.id === warm && message.type !== 'phrase') {
            worker!.postMessage({ type: 'render', id: ++id, document: doc, sampleRate: 48000, from: 0 });
          }
        };
        worker.postMessage({ type: 'warm', id: warm, document: doc, sampleRate: 48000 });
      };
      /** One render request as the studio sends it on Play; the first phrase is scheduled like playback does. */
      scope.play = (doc: unknown, from: number) =>
        new Promise((resolve, reject) => {
          const request = ++id;
          const began = performance.now();
          let firstAudioMs = -1;
          let phrases = 0;
          let synthesized = 0;
          worker!.onmessage = (event: MessageEvent) => {
            const message = event.data as {
              type: string;
              id: number;
              samples: Float32Array;
              sampleRate: number;
              cached: boolean;
              ready: boolean;
              complete?: boolean;
              message?: string;
            };
            if (message.id !== request) return;
            if (message.type === 'phrase') {
              // A phrase in parts (newer workers) counts once, on its last part.
              if (message.complete !== false) {
                phrases += 1;
                if (!message.cached) synthesized += 1;
              }
              // The studio starts the clock on the phrase marked ready (the last one sounding at the playhead).
              if (firstAudioMs < 0 && message.ready) {
                const buffer = context.createBuffer(1, message.samples.length, message.sampleRate);
                buffer.copyToChannel(message.samples as Float32Array<ArrayBuffer>, 0);
                const source = context.createBufferSource();
                source.buffer = buffer;
                source.connect(context.destination);
                source.start();
                source.stop(context.currentTime + 0.01);
                firstAudioMs = performance.now() - began;
              }
            } else if (message.type === 'done') {
              resolve({ firstAudioMs, totalMs: performance.now() - began, phrases, synthesized });
            } else if (message.type === 'failed') reject(new Error(message.message));
          };
          worker!.postMessage({ type: 'render', id: request, document: doc, sampleRate: 48000, from });
        });
    },
    [workerUrl, warmFirst] as const,
  );

  const play = (from: number, song: ProjectDocument = document) =>
    page.evaluate(
      ([doc, at]) => (window as unknown as { play: (doc: unknown, from: number) => Promise<RunFigures> }).play(doc, at),
      [song, from] as const,
    ) as Promise<RunFigures>;
  const fresh = () => page.evaluate(() => (window as unknown as { freshWorker: () => void }).freshWorker());
  const openProject = (song: ProjectDocument = document) =>
    page.evaluate((doc) => (window as unknown as { openProject: (doc: unknown) => void }).openProject(doc), song);
  /** The project opens, the user presses Play `afterMs` later (from the start). */
  const openThenPlay = async (afterMs: number, song: ProjectDocument = document) => {
    await openProject(song);
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    return play(0, song);
  };

  const load = () =>
    os
      .loadavg()
      .map((value) => f(value, 2))
      .join(' ');
  console.log(
    `voice in Chromium's worker (${chromiumExecutable()}), ${os.cpus().length} cores, load average ${load()}`,
  );
  console.log(`song: ${voices} tracks, ${f(duration)} s, rendered at 48 kHz`);

  // A fresh worker's start-up alone: its module loaded and an empty song answered.
  await fresh();
  const startup = await play(0, { ...document, tracks: [] });
  // A fresh worker on the Korean and Japanese tracks only: no English dictionary to load.
  await fresh();
  const coldAsian = await play(0, { ...document, tracks: document.tracks.slice(0, 2) });
  // Cold from the middle first (fresh worker), then cold from the start: the whole song renders.
  // The project opens (a fresh worker, its background render) and Play comes N ms later.
  const opened: Array<[number, RunFigures]> = [];
  for (const afterMs of [0, 250, 500, 1000, 2000]) opened.push([afterMs, await openThenPlay(afterMs)]);
  await fresh();
  const coldMiddle = await play(duration / 2);
  await fresh();
  const cold = await play(0);
  const warm = await play(0);
  const warmMiddle = await play(duration / 2);
  // The worker warm, the phrases new (a seek to a place not rendered yet, or another song).
  const transposed = structuredClone(document);
  for (const track of transposed.tracks) for (const note of track.notes) note.pitch += 1;
  const newPhrases = await play(duration / 2, transposed);

  const rtf = cold.totalMs / 1000 / duration / voices;
  console.log(
    `  whole song: ${cold.synthesized}/${cold.phrases} phrases synthesized in ${f(cold.totalMs / 1000, 2)} s for ${f(duration)} s × ${voices} voices; ` +
      `real-time factor per voice ${f(rtf, 4)} (≤ ${WORKER_TARGET_RTF}: ${rtf <= WORKER_TARGET_RTF ? 'met' : 'NOT met'})`,
  );
  const line = (label: string, run: RunFigures) =>
    console.log(
      `  Play → first audio, ${label}: ${f(run.firstAudioMs)} ms (≤ ${FIRST_AUDIO_TARGET_MS}: ${run.firstAudioMs <= FIRST_AUDIO_TARGET_MS ? 'met' : 'NOT met'}), ` +
        `${run.synthesized}/${run.phrases} phrases synthesized, all in ${f(run.totalMs)} ms`,
    );
  console.log(`  fresh worker's start-up (module loaded, an empty song answered): ${f(startup.totalMs)} ms`);
  line('cold (fresh worker, nothing asked before Play), from the start — the worst case', cold);
  for (const [afterMs, run] of opened) {
    line(`project opened (fresh worker, background render), Play ${afterMs} ms later, from the start`, run);
  }
  line('cold (fresh worker), ko and ja tracks only (no English dictionary), from the start', coldAsian);
  line(`cold (fresh worker), from ${f(duration / 2)} s`, coldMiddle);
  line('warm, from the start', warm);
  line(`warm, from ${f(duration / 2)} s`, warmMiddle);
  line(`warm worker, phrases not rendered yet, from ${f(duration / 2)} s`, newPhrases);
  console.log(`  load average after: ${load()}`);
} finally {
  await browser.close();
  server.close();
}
