/**
 * `npm run voice-change -- <in.wav|mp3> --character <id|slug> [--out file.wav] [--transpose N] [--formant N]`:
 * the studio's voice changer on a file. A sung recording is sung again by a character, keeping its
 * melody (moved by --transpose semitones), timing, dynamics and words; --formant moves the
 * character's vocal tract by semitones. Prints the time taken and the real-time factor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mixToMono } from '../shared/studio/analysis/resample';
import { changeVoice } from '../shared/studio/analysis/voice-change';
import { findCharacter } from '../shared/studio/characters';
import { encodeWav } from '../shared/studio/voice/wav';
import { readAudioFile } from './transcribe/read-audio';

const USAGE =
  'Usage: npm run voice-change -- <in.wav|in.mp3> --character <id|slug> [--out file.wav] [--transpose -24…24] [--formant -12…12]';

function fail(message: string): never {
  console.error(`voice-change: ${message}\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        character: { type: 'string' },
        out: { type: 'string' },
        transpose: { type: 'string' },
        formant: { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

function numberIn(value: string | undefined, name: string, limit: number): number {
  const number = Number(value ?? 0);
  if (!Number.isFinite(number) || Math.abs(number) > limit)
    fail(`${name} is a number of semitones from −${limit} to ${limit}.`);
  return number;
}

async function main(): Promise<void> {
  const { values, positionals } = options();
  if (positionals.length !== 1) fail(positionals.length === 0 ? 'no input file given.' : 'give one input file.');
  const input = positionals[0]!;
  if (!values.character) fail('name the character that sings (--character).');
  const character = findCharacter(values.character);
  if (!character) fail(`unknown character "${values.character}".`);
  const transpose = numberIn(values.transpose, '--transpose', 24);
  const formantShift = numberIn(values.formant, '--formant', 12);
  const audio = await readAudioFile(input, fail);
  const samples = mixToMono(audio.channels);
  const seconds = samples.length / audio.sampleRate;
  const started = performance.now();
  const sung = changeVoice(samples, audio.sampleRate, { character: character.id, transpose, formantShift });
  const elapsed = (performance.now() - started) / 1000;
  const out = values.out ?? `${input.replace(/\.[^./]+$/, '')}-${character.slug}.wav`;
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, encodeWav([sung], audio.sampleRate, 16));
  console.log(
    `Sang ${seconds.toFixed(2)} s of audio again as ${character.id} in ${elapsed.toFixed(2)} s ` +
      `(real-time factor ${(elapsed / Math.max(seconds, 1e-9)).toFixed(3)}) → ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(`voice-change: ${(error as Error).message ?? error}`);
  process.exit(1);
});
