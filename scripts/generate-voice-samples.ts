/**
 * `npm run voice-samples [-- <slug|id> …]`: sings the characters' gallery and store samples with the
 * studio's voice engine, from the project files in scripts/voice/samples/<slug>.json (one short
 * original song per character, in the character's language and range), and writes
 * server/content/media/characters/<slug>/sample.mp3 (mono, 64 kbps, decoded peak under −1 dBFS).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { findCharacter, STUDIO_CHARACTERS } from '../shared/studio/characters';
import { openDocument } from '../shared/studio/migrations';
import { renderSong } from '../shared/studio/voice/render';
import { encodeMp3 } from './assets/mp3';

const SONGS = path.resolve('scripts/voice/samples');
const MEDIA = path.resolve('server/content/media/characters');
const SAMPLE_RATE = 44100;
const KBPS = 64;
/** Below −1 dBFS so that the decoded MP3, which overshoots a little, still peaks under −1 dBFS. */
const PEAK_DBFS = -1.6;
/** Seconds of silence before the first note and of decay kept after the last. */
const LEAD_IN = 0.15;
const TAIL = 0.6;

/** Mono mix of the song, padded, scaled so its peak sits at PEAK_DBFS, as 16-bit PCM. */
function toSamplePcm(left: Float32Array, right: Float32Array, sampleRate: number): Int16Array {
  const lead = Math.round(LEAD_IN * sampleRate);
  const mono = new Float32Array(lead + left.length + Math.round(TAIL * sampleRate));
  let peak = 0;
  for (let i = 0; i < left.length; i++) {
    const value = (left[i]! + right[i]!) / 2;
    mono[lead + i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  const gain = peak > 0 ? 10 ** (PEAK_DBFS / 20) / peak : 0;
  const pcm = new Int16Array(mono.length);
  for (let i = 0; i < mono.length; i++) pcm[i] = Math.round(mono[i]! * gain * 32767);
  return pcm;
}

const wanted = process.argv.slice(2);
const characters = wanted.length
  ? wanted.map((key) => findCharacter(key) ?? fail(`unknown character "${key}"`))
  : STUDIO_CHARACTERS;

function fail(message: string): never {
  console.error(`voice-samples: ${message}`);
  process.exit(2);
}

let totalBytes = 0;
for (const character of characters) {
  const file = path.join(SONGS, `${character.slug}.json`);
  const opened = openDocument(JSON.parse(await fs.readFile(file, 'utf8')));
  if (!opened.ok) fail(`${path.relative(process.cwd(), file)}: ${opened.message}`);
  const started = performance.now();
  const song = await renderSong(opened.document, { sampleRate: SAMPLE_RATE });
  for (const warning of song.warnings) console.warn(`  warning: ${warning.code} "${warning.lyric}"`);
  const pcm = toSamplePcm(song.mix.left, song.mix.right, SAMPLE_RATE);
  const mp3 = encodeMp3(pcm, SAMPLE_RATE, KBPS);
  await fs.mkdir(path.join(MEDIA, character.slug), { recursive: true });
  await fs.writeFile(path.join(MEDIA, character.slug, 'sample.mp3'), mp3);
  totalBytes += mp3.length;
  const seconds = pcm.length / SAMPLE_RATE;
  const took = (performance.now() - started) / 1000;
  console.log(
    `✓ ${character.slug.padEnd(15)} ${seconds.toFixed(1)} s  ${(mp3.length / 1024).toFixed(0)} KiB  (rendered in ${took.toFixed(1)} s)`,
  );
}
console.log(`${characters.length} samples, ${(totalBytes / 1024).toFixed(0)} KiB in all`);
