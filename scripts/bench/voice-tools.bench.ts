/**
 * The studio's audio-to-MIDI (basic-pitch on TensorFlow.js WebAssembly + our melody line) against
 * melodies whose notes we know: sung by our own voices (English, and Japanese by the Japanese
 * characters; 90, 100, 120 and 140 BPM; eighths, sixteenths, dotted notes, repeated pitches, leaps
 * up to an octave), the same with white and pink noise at 20 dB SNR and with sox's reverb, and by a
 * voice that is not ours (espeak-ng syllables moved onto the notes with sox, checked with Praat);
 * first, tones with onsets known to the sample show where the transcription puts an onset.
 * Targets: note F1 ≥ 0.9 (onset within 50 ms, pitch within 50 cents), real-time factor ≤ 0.15 in Node
 * (checked on the process's CPU time, as voice-quality does: the wall clock of a shared machine is
 * printed beside it). Chromium's real-time factor is the end-to-end bench's. Needs Debian's sox, praat
 * and espeak-ng. About 2½ minutes on 2 cores (6 voices; ~5 with all 13); not part of CI. Prints
 * every figure; exits non-zero when one misses its target.
 *
 *   npx tsx scripts/bench/voice-tools.bench.ts
 *
 * Six characters by default (low to high, each language); VOICE_TOOLS_ALL=1 all 13, VOICE_CHARACTERS=theo,nime
 * those. VOICE_TOOLS_VERBOSE=1 prints each clip's wrong notes (the kinds: voice-tools/diagnose.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { noteF1, type TimedNote } from '../../shared/studio/analysis/note-f1';
import { transcribeMelody } from '../../shared/studio/analysis/transcribe';
import { STUDIO_CHARACTERS } from '../../shared/studio/characters';
import { renderSong } from '../../shared/studio/voice/render';
import { decodeWav, encodeWav } from '../../shared/studio/voice/wav';
import { nodeTranscriber } from '../voice/basic-pitch';
import { REVERB_ARGS, withNoise, withReverb } from './voice-tools/degrade';
import { type Diagnosis, diagnose, faultCounts, onsetSummary } from './voice-tools/diagnose';
import { type EspeakVoice, espeakMelody } from './voice-tools/espeak';
import { MELODIES, type Melody, referenceNotes, sungDocument } from './voice-tools/melodies';

const SR = 44100;
const SNR_DB = 20;
const F1_TARGET = 0.9;
const RTF_TARGET = 0.15;
const DEFAULT_CHARACTERS = ['otis', 'theo', 'hodo', 'oona', 'nime', 'kita'];

const only = process.env.VOICE_CHARACTERS?.split(',').filter(Boolean);
const characters = STUDIO_CHARACTERS.filter((character) =>
  only?.length
    ? only.includes(character.id)
    : process.env.VOICE_TOOLS_ALL === '1' || DEFAULT_CHARACTERS.includes(character.id),
);
const verbose = process.env.VOICE_TOOLS_VERBOSE === '1';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-tools-'));
const misses: string[] = [];
const check = (label: string, ok: boolean) => {
  if (!ok) misses.push(label);
  return ok ? 'ok' : 'MISS';
};
const f = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

const model = await nodeTranscriber();
const speed = { wall: 0, cpu: 0, audio: 0, clips: 0, worst: 0 };
let warm = false;
/** The calibration tones' mean onset error (s): how early the transcription puts an onset before any voice. */
let bias = 0;

/** A clip as a user's 16-bit WAV file would give it (encodeWav, then decodeWav). */
function asWav(samples: Float32Array, sampleRate: number) {
  return decodeWav(encodeWav([samples], sampleRate, 16));
}

/** Transcribes one clip (timed after one warm-up run) and scores it against its reference notes. */
async function score(
  label: string,
  reference: ReadonlyArray<TimedNote & { lyric?: string }>,
  audio: { channels: Float32Array[]; sampleRate: number },
  timed = true,
): Promise<{ f1: number; unbiased: number; diagnosis: Diagnosis }> {
  if (!warm) {
    await transcribeMelody(model, audio);
    warm = true;
  }
  const seconds = audio.channels[0]!.length / audio.sampleRate;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const heard = await transcribeMelody(model, audio);
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  if (timed) {
    speed.wall += wall;
    speed.cpu += (cpu.user + cpu.system) / 1e6;
    speed.audio += seconds;
    speed.clips += 1;
    speed.worst = Math.max(speed.worst, wall / seconds);
  }
  const f1 = noteF1(reference, heard, 0.05);
  // Informational: the F1 were every onset heard moved by the calibration's bias.
  const unbiased = noteF1(
    reference,
    heard.map((note) => ({ ...note, onset: note.onset - bias })),
    0.05,
  );
  const diagnosis = diagnose(reference, heard);
  if (verbose && diagnosis.faults.length) {
    console.log(
      `      ${label}: F1 ${f(f1)}, ${diagnosis.found}/${diagnosis.reference} found, ${diagnosis.estimated} heard`,
    );
    for (const fault of diagnosis.faults) console.log(`        ${fault.text}`);
  }
  return { f1, unbiased, diagnosis };
}

console.log("Audio-to-MIDI (basic-pitch, TensorFlow.js WebAssembly in Node, the studio's melody line).");
console.log(
  `Note F1: onset within 50 ms, pitch within 50 cents (target ≥ ${F1_TARGET}). Melodies: ` +
    MELODIES.map((melody) => `${melody.name} (${melody.steps.filter(([, step]) => step !== null).length} notes)`).join(
      ', ',
    ) +
    "; English for every voice, Japanese for the Japanese voices too; each centred in the voice's range.",
);
console.log(
  `Noise: Gaussian white, or pink (Kellet filter), over the whole clip, at ${SNR_DB} dB under the signal's RMS over the ` +
    `notes' spans (onset to offset of every sung note). Reverb: sox ${REVERB_ARGS.join(' ')} (wet + dry), cut to the dry length.`,
);
console.log(
  'Wrong notes: merged = a repeated pitch heard as one note; early/late = onset more than 50 ms off; octave/pitch = ' +
    'heard at another pitch; missing; split = a second onset inside a sung note; under = a stretch heard an octave ' +
    '(or a twelfth) under the sung note; extra = anything else heard.',
);
// 0. Where the transcription puts an onset that is known to the sample: tones with a 5 ms attack.
{
  const rate = 22050;
  const samples = new Float32Array(rate * 7);
  const reference: TimedNote[] = [];
  [45, 57, 69, 81].forEach((pitch, p) => {
    const frequency = 440 * 2 ** ((pitch - 69) / 12);
    for (let n = 0; n < 4; n += 1) {
      const onset = 0.5 + (p * 4 + n) * 0.4;
      reference.push({ onset, offset: onset + 0.3, pitch });
      for (let index = Math.round(onset * rate); index < Math.round((onset + 0.3) * rate); index += 1) {
        const t = index / rate - onset;
        const partials = [1, 0.5, 0.3].reduce(
          (sum, gain, k) => sum + gain * Math.sin(2 * Math.PI * (k + 1) * frequency * t),
          0,
        );
        samples[index] = 0.3 * Math.min(1, t / 0.005) * partials;
      }
    }
  });
  const { f1, diagnosis } = await score('calibration tones', reference, asWav(samples, rate), false);
  bias = mean(diagnosis.onsetErrors);
  console.log(
    `\n0. Calibration: 16 tones (3 partials, 5 ms attack, 0.3 s, at MIDI 45 57 69 81) with onsets known to the sample: ` +
      `F1 ${f(f1)}; ${onsetSummary([diagnosis])} (the model's frames and the melody line's onsets, no voice yet; ` +
      "the informational 'onsets moved' F1s below move every onset heard later by this mean)",
  );
}

// 1 and 2. Our own voices, clean, with noise and with reverb.
const CONDITIONS = ['clean', `white ${SNR_DB} dB`, `pink ${SNR_DB} dB`, 'reverb'] as const;
type Condition = (typeof CONDITIONS)[number];
const results = new Map<Condition, Array<{ id: string; f1s: number[]; unbiased: number[]; diagnoses: Diagnosis[] }>>(
  CONDITIONS.map((condition) => [condition, []]),
);
console.log('\n1 and 2. Our voices: F1 per character (mean of its clips: sun-120, leaps-90, run-140 [, sora-100-ja])');
console.log(`  voice (lang)  ${CONDITIONS.map((condition) => condition.padEnd(11)).join(' ')}`);
for (const character of characters) {
  const melodies = MELODIES.filter((melody) => melody.language === 'en' || melody.language === character.language);
  const f1s = new Map<Condition, number[]>(CONDITIONS.map((condition) => [condition, []]));
  const unbiased = new Map<Condition, number[]>(CONDITIONS.map((condition) => [condition, []]));
  const diagnoses = new Map<Condition, Diagnosis[]>(CONDITIONS.map((condition) => [condition, []]));
  for (const melody of melodies) {
    // The noise of a clip depends on its voice and melody only, not on which voices run.
    const seed = (STUDIO_CHARACTERS.indexOf(character) * MELODIES.length + MELODIES.indexOf(melody)) * 2 + 1;
    const document = sungDocument(character.id, melody);
    const song = await renderSong(document, { sampleRate: SR, margins: true });
    const mono = new Float32Array(song.mix.left.length);
    for (let index = 0; index < mono.length; index += 1)
      mono[index] = (song.mix.left[index]! + song.mix.right[index]!) / 2;
    const reference = referenceNotes(document, song.startTime);
    const clip = (condition: Condition) => {
      if (condition === 'clean') return asWav(mono, SR);
      if (condition === 'reverb')
        return { channels: [withReverb(mono, SR, dir, `${character.id}-${melody.name}`)], sampleRate: SR };
      const white = condition.startsWith('white');
      return asWav(withNoise(mono, SR, reference, white ? 'white' : 'pink', SNR_DB, white ? seed : seed + 1), SR);
    };
    for (const condition of CONDITIONS) {
      const {
        f1,
        unbiased: moved,
        diagnosis,
      } = await score(`${character.id} ${melody.name} ${condition}`, reference, clip(condition));
      f1s.get(condition)!.push(f1);
      unbiased.get(condition)!.push(moved);
      diagnoses.get(condition)!.push(diagnosis);
    }
  }
  for (const condition of CONDITIONS)
    results.get(condition)!.push({
      id: character.id,
      f1s: f1s.get(condition)!,
      unbiased: unbiased.get(condition)!,
      diagnoses: diagnoses.get(condition)!,
    });
  console.log(
    `  ${`${character.id} (${character.language})`.padEnd(12)}  ` +
      CONDITIONS.map((condition) => {
        const value = mean(f1s.get(condition)!);
        return `${f(value)}${value < F1_TARGET ? '*' : ' '}`.padEnd(11);
      }).join(' ') +
      `  per clip (clean): ${f1s
        .get('clean')!
        .map((value) => f(value, 2))
        .join(' ')}`,
  );
}
console.log(`  (* under ${F1_TARGET})`);
for (const condition of CONDITIONS) {
  const rows = results.get(condition)!;
  const all = rows.flatMap((row) => row.f1s);
  const diagnoses = rows.flatMap((row) => row.diagnoses);
  const value = mean(rows.map((row) => mean(row.f1s)));
  const moved = mean(rows.map((row) => mean(row.unbiased)));
  console.log(
    `  ${condition}: mean F1 ${f(value)} over ${rows.length} voices (${all.length} clips, worst clip ${f(Math.min(...all))}) ` +
      `${check(`F1 ${condition}`, value >= F1_TARGET)}; wrong: ${faultCounts(diagnoses) || 'none'}; ${onsetSummary(diagnoses)}; ` +
      `onsets moved by the calibration's ${f(-bias * 1000, 0)} ms: F1 ${f(moved)}`,
  );
}

// 3. A voice that is not ours.
console.log(
  '\n3. espeak-ng (a voice that is not ours): one syllable per note (la na ma lo no mo lee nee, voiced onsets) at ' +
    "espeak-ng's rate (175 words a minute), its leading and trailing silence trimmed (sox silence, 1 %), said with SSML " +
    "prosody range x-low (espeak-ng's intonation nearly flat) unless marked, moved by sox's pitch from its Praat median " +
    'F0 to the note, cut or padded with silence to the next onset, joined by sox. Reference onset = where the trimmed ' +
    'syllable starts (l, n and m are voiced: the pitch is heard from there).',
);
const ESPEAK: Array<{ label: string; melody: Melody; base: number; speaker: EspeakVoice; checked: boolean }> = [
  {
    label: 'en-us male, sun-120 at G2',
    melody: MELODIES[0]!,
    base: 43,
    speaker: { voice: 'en-us', intonation: 'flat', floor: 60 },
    checked: true,
  },
  {
    label: 'en-us+f5 female (roughness 0), leaps-90 at G3',
    melody: MELODIES[1]!,
    base: 55,
    speaker: { voice: 'en-us+f5', intonation: 'flat', floor: 120 },
    checked: true,
  },
  {
    label: 'en-us+m3 male, run-140 at C3',
    melody: MELODIES[2]!,
    base: 48,
    speaker: { voice: 'en-us+m3', intonation: 'flat', floor: 60 },
    checked: true,
  },
  {
    label: 'en-us+f2 female (roughness 3: alternate cycles weaker, a subharmonic), run-140 at C4; informational',
    melody: MELODIES[2]!,
    base: 60,
    speaker: { voice: 'en-us+f2', intonation: 'flat', floor: 120 },
    checked: false,
  },
  {
    label:
      "en-us male with espeak-ng's speech intonation (each syllable rises ≈ 2 semitones), sun-120 at G2; informational",
    melody: MELODIES[0]!,
    base: 43,
    speaker: { voice: 'en-us', intonation: 'speech', floor: 60 },
    checked: false,
  },
];
const espeakF1s: number[] = [];
const espeakUnbiased: number[] = [];
const espeakDiagnoses: Diagnosis[] = [];
for (const entry of ESPEAK) {
  const clip = espeakMelody(entry.melody, entry.base, entry.speaker, dir);
  const { f1, unbiased, diagnosis } = await score(`espeak ${entry.label}`, clip.notes, {
    channels: [clip.samples],
    sampleRate: clip.sampleRate,
  });
  if (entry.checked) {
    espeakF1s.push(f1);
    espeakUnbiased.push(unbiased);
    espeakDiagnoses.push(diagnosis);
  }
  const cents = clip.centsErrors.filter(Number.isFinite).map(Math.abs);
  const voiced = clip.voicedAfterOnset.filter((value) => value >= 0);
  console.log(
    `  ${entry.label}: F1 ${f(f1)}, ${diagnosis.found}/${diagnosis.reference} found, ${diagnosis.estimated} heard; ` +
      `wrong: ${faultCounts([diagnosis]) || 'none'}; ${onsetSummary([diagnosis])}; onsets moved: F1 ${f(unbiased)}`,
  );
  console.log(
    `    Praat: espeak-ng's syllables at ${f(Math.min(...clip.sourceF0), 0)}–${f(Math.max(...clip.sourceF0), 0)} Hz; ` +
      `placed notes' median F0 off the note by ${f(mean(cents), 0)} cents on average, worst ${f(Math.max(...cents), 0)}; ` +
      `first voiced frame ${f(mean(voiced) * 1000, 0)} ms after the onset on average (the first frame Praat can see: ` +
      `${f(mean(clip.earliestFrame) * 1000, 0)} ms); the vowel (10 ms RMS at −6 dB of the note's peak) ` +
      `${f(mean(clip.loudAfterOnset) * 1000, 0)} ms after the onset on average`,
  );
}
const espeakMean = mean(espeakF1s);
console.log(
  `  espeak-ng mean F1 (the three clips not marked informational) ${f(espeakMean)} ${check('F1 espeak-ng', espeakMean >= F1_TARGET)}; ` +
    `wrong: ${faultCounts(espeakDiagnoses) || 'none'}; onsets moved by the calibration's ${f(-bias * 1000, 0)} ms: F1 ${f(mean(espeakUnbiased))}`,
);

// 4. Speed. On a shared machine the wall clock counts other processes' work: the CPU time this process used is checked.
const wallRtf = speed.wall / speed.audio;
const cpuRtf = speed.cpu / speed.audio;
const [load] = os.loadavg();
console.log(
  `\n4. Real-time factor in Node (load average ${f(load!, 1)} on ${os.cpus().length} cores), after one warm-up: ` +
    `${speed.clips} clips, ${f(speed.audio, 1)} s of audio transcribed in ${f(speed.wall, 1)} s wall, ${f(speed.cpu, 1)} s CPU: ` +
    `RTF ${f(cpuRtf)} CPU (≤ ${RTF_TARGET}) ${check('real-time factor (Node, CPU time)', cpuRtf <= RTF_TARGET)}, ` +
    `${f(wallRtf)} wall, worst clip ${f(speed.worst)} wall`,
);
console.log("  Chromium's real-time factor is measured by the end-to-end bench only.");

fs.rmSync(dir, { recursive: true, force: true });
console.log(misses.length ? `\nMisses: ${misses.join(', ')}` : '\nAll figures within their targets.');
process.exit(misses.length ? 1 : 0);
