/**
 * `npm run render -- <input> [--character <id|slug>] [--language en|ko|ja] [--out file.wav]
 * [--sample-rate 44100|48000] [--bit-depth 16|24]`: sings a project or an imported file with the
 * studio's voice engine and writes a WAV mixdown. Prints the render time and real-time factor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguage } from '../shared/languages';
import { findCharacter } from '../shared/studio/characters';
import { renderSong } from '../shared/studio/voice/render';
import { encodeWav } from '../shared/studio/voice/wav';
import { InputError, readInput } from './render/read-input';

const USAGE = `Usage: npm run render -- <project.json|.mid|.musicxml|.mxl|.ust|.ustx|.svp|.vpr> [--character <id|slug>] [--language en|ko|ja]
                         [--out file.wav] [--sample-rate 44100|48000] [--bit-depth 16|24]`;

function fail(message: string): never {
  console.error(`render: ${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: Record<string, { type: 'string' }>; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        character: { type: 'string' },
        language: { type: 'string' },
        out: { type: 'string' },
        'sample-rate': { type: 'string' },
        'bit-depth': { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail(positionals.length === 0 ? 'no input file given.' : 'give one input file.');
  const input = positionals[0]!;
  const character = values.character === undefined ? undefined : findCharacter(values.character);
  if (values.character !== undefined && !character) fail(`unknown character "${values.character}".`);
  if (values.language !== undefined && !isLanguage(values.language))
    fail(`unknown language "${values.language}" (en, ko or ja).`);
  const sampleRate = Number(values['sample-rate'] ?? 44100);
  if (sampleRate !== 44100 && sampleRate !== 48000) fail('the sample rate is 44100 or 48000.');
  const bitDepth = Number(values['bit-depth'] ?? 16);
  if (bitDepth !== 16 && bitDepth !== 24) fail('the bit depth is 16 or 24.');
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(input);
  } catch (error) {
    fail(`cannot read ${input} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  let document: ReturnType<typeof readInput>;
  try {
    document = readInput(input, bytes, {
      characterId: character?.id,
      language: values.language as 'en' | 'ko' | 'ja' | undefined,
    });
  } catch (error) {
    if (error instanceof InputError) fail(error.message);
    throw error;
  }
  if (document.tracks.every((track) => track.notes.length === 0)) fail(`${input} has no notes to sing.`);
  const out = values.out ?? `${input.replace(/\.[^./]+$/, '')}.wav`;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const song = await renderSong(document, { sampleRate, margins: true });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, encodeWav([song.mix.left, song.mix.right], sampleRate, bitDepth as 16 | 24));
  for (const warning of song.warnings) {
    const note = document.tracks.find((t) => t.id === warning.trackId)?.notes.find((n) => n.id === warning.noteId);
    console.warn(
      `warning: ${warning.code} "${warning.lyric}" (track ${warning.trackId}, note at tick ${note?.tick ?? '?'})`,
    );
  }
  const voices = document.tracks.map((track) => `${track.characterId}/${track.language}`).join(', ');
  console.log(
    `Rendered "${document.title}" (${voices}): ${song.duration.toFixed(2)} s of audio in ${seconds.toFixed(2)} s ` +
      `(${cpuSeconds.toFixed(2)} s CPU), real-time factor ${(seconds / Math.max(song.duration, 1e-9)).toFixed(4)} ` +
      `→ ${out} (${sampleRate} Hz, ${bitDepth}-bit stereo)`,
  );
  if (song.startTime < 0) {
    console.log(
      `The file starts ${(-song.startTime).toFixed(3)} s before the first bar: the first note's consonants sound before it.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`render: ${(error as Error).message ?? error}`);
  process.exit(1);
});
