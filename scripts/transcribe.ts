/**
 * `npm run transcribe -- <in.wav|mp3> [--out file.mid] [--bpm N] [--quantize 1/16]`: the studio's
 * audio-to-MIDI (basic-pitch, then one melody line) on a file. Writes a one-track MIDI file with a
 * placeholder lyric per note and prints the notes found, the time taken and the real-time factor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { melodyTrack } from '../shared/studio/analysis/melody-track';
import { transcribeMelody } from '../shared/studio/analysis/transcribe';
import { blankDocument } from '../shared/studio/blank-document';
import { exportMidi } from '../shared/studio/formats/midi';
import { TEMPO_RANGE } from '../shared/studio/limits';
import { sequentialIds } from '../shared/studio/notes';
import { pitchName, SNAP_DIVISIONS, type SnapDivision } from '../shared/studio/time';
import { readAudioFile } from './transcribe/read-audio';
import { nodeTranscriber } from './voice/basic-pitch';

const USAGE = 'Usage: npm run transcribe -- <in.wav|in.mp3> [--out file.mid] [--bpm N] [--quantize 1/16|off]';

function fail(message: string): never {
  console.error(`transcribe: ${message}\n${USAGE}`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { out: { type: 'string' }, bpm: { type: 'string' }, quantize: { type: 'string' } },
    });
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = options();
  if (positionals.length !== 1) fail(positionals.length === 0 ? 'no input file given.' : 'give one input file.');
  const input = positionals[0]!;
  const bpm = Number(values.bpm ?? 120);
  if (!Number.isFinite(bpm) || bpm < TEMPO_RANGE.min || bpm > TEMPO_RANGE.max)
    fail(`the tempo is a number of BPM from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}.`);
  const snap = (values.quantize ?? 'off') as SnapDivision;
  if (!SNAP_DIVISIONS.includes(snap)) fail(`--quantize is one of ${SNAP_DIVISIONS.join(', ')}.`);
  const audio = await readAudioFile(input, fail);
  const seconds = (audio.channels[0]?.length ?? 0) / audio.sampleRate;
  const model = await nodeTranscriber();
  const started = performance.now();
  const melody = await transcribeMelody(model, audio);
  const elapsed = (performance.now() - started) / 1000;
  const title = path.basename(input).replace(/\.[^.]+$/, '');
  const document = blankDocument({ title, characterId: 'theo', trackName: title, language: 'en' });
  document.tempos = [{ tick: 0, bpm }];
  document.tracks = [
    melodyTrack(document, melody, {
      trackId: 'track-1',
      name: title,
      characterId: 'theo',
      language: 'en',
      atTick: 0,
      snap,
      ids: sequentialIds(),
    }),
  ];
  const out = values.out ?? `${input.replace(/\.[^./]+$/, '')}.mid`;
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, exportMidi(document).bytes);
  for (const note of melody)
    console.log(`${note.onset.toFixed(3)}–${note.offset.toFixed(3)} s  ${pitchName(note.pitch)} (${note.pitch})`);
  console.log(
    `Transcribed ${seconds.toFixed(2)} s of audio in ${elapsed.toFixed(2)} s (real-time factor ${(elapsed / Math.max(seconds, 1e-9)).toFixed(3)}): ` +
      `${melody.length} notes → ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(`transcribe: ${(error as Error).message ?? error}`);
  process.exit(1);
});
