/**
 * Note transcription with Spotify's basic-pitch (the model ships inside the package), on
 * TensorFlow.js with the WebAssembly backend when it loads, else the CPU backend. Polyphonic by
 * design: for a sung line, notes an octave or a twelfth above a simultaneous lower note and notes
 * shorter than 60 ms are dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addPitchBendsToNoteEvents, BasicPitch, noteFramesToTime, outputToNotesPoly } from '@spotify/basic-pitch';
import * as tf from '@tensorflow/tfjs';
import type { TranscribedNote } from './measure';

let ready: Promise<BasicPitch> | undefined;

async function load(): Promise<BasicPitch> {
  try {
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(`${path.resolve('node_modules/@tensorflow/tfjs-backend-wasm/dist')}/`);
    await tf.setBackend('wasm');
  } catch {
    await tf.setBackend('cpu');
  }
  await tf.ready();
  const directory = path.resolve('node_modules/@spotify/basic-pitch/model');
  const manifest = JSON.parse(fs.readFileSync(path.join(directory, 'model.json'), 'utf8'));
  const weights = Buffer.concat(
    manifest.weightsManifest.flatMap((group: { paths: string[] }) =>
      group.paths.map((file) => fs.readFileSync(path.join(directory, file))),
    ),
  );
  const model = tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: manifest.modelTopology,
      weightSpecs: manifest.weightsManifest.flatMap((group: { weights: unknown[] }) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      format: manifest.format,
      generatedBy: manifest.generatedBy,
      convertedBy: manifest.convertedBy,
    }),
  );
  return new BasicPitch(model);
}

export function basicPitchBackend(): string {
  return tf.getBackend();
}

/** basic-pitch wants 22 050 Hz mono: low-pass and halve a 44 100 Hz signal. */
function to22050(samples: Float32Array): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / 2));
  for (let i = 0; i < out.length; i += 1) {
    const j = 2 * i;
    out[i] = 0.25 * (samples[j - 1] ?? 0) + 0.5 * samples[j]! + 0.25 * (samples[j + 1] ?? 0);
  }
  return out;
}

export async function transcribeWithBasicPitch(samples: Float32Array): Promise<TranscribedNote[]> {
  ready ??= load();
  const basicPitch = await ready;
  const frames: number[][] = [];
  const onsets: number[][] = [];
  const contours: number[][] = [];
  await basicPitch.evaluateModel(
    to22050(samples),
    (f, o, c) => {
      frames.push(...f);
      onsets.push(...o);
      contours.push(...c);
    },
    () => {},
  );
  const events = noteFramesToTime(addPitchBendsToNoteEvents(contours, outputToNotesPoly(frames, onsets, 0.5, 0.3, 5)));
  const notes = events
    .map((event) => ({
      onset: event.startTimeSeconds,
      offset: event.startTimeSeconds + event.durationSeconds,
      pitch: event.pitchMidi,
    }))
    .filter((note) => note.offset - note.onset >= 0.06)
    .sort((a, b) => a.onset - b.onset);
  // Keep one line: drop a note sounding with a lower one at +12, +19 or +24 semitones.
  return notes.filter(
    (note) =>
      !notes.some(
        (other) =>
          other !== note &&
          [12, 19, 24].includes(note.pitch - other.pitch) &&
          other.onset < note.offset &&
          note.onset < other.offset,
      ),
  );
}
