/** What a recording adds to a voice: noise at a set SNR (in JS), and a room (sox's `reverb`, an independent tool). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TimedNote } from '../../../shared/studio/analysis/note-f1';
import { createRandom as random } from '../../../shared/studio/voice/random';
import { decodeWav, encodeWav } from '../../../shared/studio/voice/wav';

function gaussian(length: number, seed: number): Float32Array {
  const next = random(seed);
  const out = new Float32Array(length);
  for (let index = 0; index < length; index += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - next()));
    const angle = 2 * Math.PI * next();
    out[index] = radius * Math.cos(angle);
    if (index + 1 < length) out[index + 1] = radius * Math.sin(angle);
  }
  return out;
}

/** Pink (1/f) noise: white noise through Paul Kellet's refined filter (±0.05 dB from 9 Hz up at 44.1 kHz). */
function pink(white: Float32Array): Float32Array {
  const out = new Float32Array(white.length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let index = 0; index < white.length; index += 1) {
    const w = white[index]!;
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[index] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
  }
  return out;
}

function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let index = from; index < to; index += 1) sum += samples[index]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** RMS of the signal over the reference notes' spans (onset to offset): the sung part, not the rests. */
export function rmsOverNotes(samples: Float32Array, sampleRate: number, notes: readonly TimedNote[]): number {
  let sum = 0;
  let count = 0;
  for (const note of notes) {
    const from = Math.max(0, Math.round(note.onset * sampleRate));
    const to = Math.min(samples.length, Math.round(note.offset * sampleRate));
    for (let index = from; index < to; index += 1) sum += samples[index]! ** 2;
    count += Math.max(0, to - from);
  }
  return Math.sqrt(sum / Math.max(1, count));
}

/** The clip with white or pink noise added over its whole length, `snrDb` under the signal's RMS over the notes. */
export function withNoise(
  samples: Float32Array,
  sampleRate: number,
  notes: readonly TimedNote[],
  kind: 'white' | 'pink',
  snrDb: number,
  seed: number,
): Float32Array {
  const white = gaussian(samples.length, seed);
  const noise = kind === 'white' ? white : pink(white);
  const gain = rmsOverNotes(samples, sampleRate, notes) / 10 ** (snrDb / 20) / rms(noise);
  const out = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) out[index] = samples[index]! + gain * noise[index]!;
  return out;
}

export const REVERB_ARGS = ['reverb', '50', '50', '100'];

/** The clip through `sox in.wav out.wav reverb 50 50 100` (wet and dry), cut back to the dry length. */
export function withReverb(samples: Float32Array, sampleRate: number, dir: string, name: string): Float32Array {
  const input = path.join(dir, `${name}-dry.wav`);
  const output = path.join(dir, `${name}-reverb.wav`);
  fs.writeFileSync(input, encodeWav([samples], sampleRate));
  // -G: sox lowers the gain itself where the reverb would clip; -R: its dither the same on every run.
  execFileSync('sox', ['-R', '-G', input, '-b', '16', output, ...REVERB_ARGS], { stdio: ['ignore', 'ignore', 'pipe'] });
  const wet = readWav(output);
  if (wet.sampleRate !== sampleRate) throw new Error(`sox wrote ${wet.sampleRate} Hz, not ${sampleRate} Hz`);
  return wet.channels[0]!.slice(0, samples.length);
}

/** A WAV sox or espeak-ng wrote, read with the studio's decoder (which expects the plain 44-byte header). */
export function readWav(file: string): { sampleRate: number; channels: Float32Array[] } {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const tag = new TextDecoder().decode(bytes.subarray(36, 40));
  if (tag !== 'data') throw new Error(`${file}: not a plain 44-byte WAV header (found "${tag}" at byte 36)`);
  return decodeWav(bytes);
}
