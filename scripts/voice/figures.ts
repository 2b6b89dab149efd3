/**
 * The eight voice-quality figures, each computed from rendered audio with independent
 * measurements (scripts/voice/measure.ts). The unit tests call them on small inputs and assert the
 * thresholds; scripts/bench/voice-quality.bench.ts prints them for every character and language.
 */
import Meyda from 'meyda';
import { PitchDetector } from 'pitchy';
import type { Language } from '../../shared/languages';
import type { CharacterId } from '../../shared/studio/characters';
import { createFormantEngine, renderPhrase } from '../../shared/studio/voice/engines/formant';
import { VOWEL_TABLES } from '../../shared/studio/voice/engines/formant/phones';
import { planSegments } from '../../shared/studio/voice/engines/formant/plan';
import { REFERENCE_PRESET, type VoicePreset } from '../../shared/studio/voice/engines/formant/presets';
import { renderSong, songDuration } from '../../shared/studio/voice/render';
import { melody32, phrase, syllable } from './fixtures';
import {
  bandEnergy,
  framesBetween,
  lpcFormants,
  mean,
  median,
  noteF1,
  rmsEnvelope,
  spectralCentroid,
  type TranscribedNote,
  trackPitch,
  transcribeNotes,
} from './measure';

const SR = 44100;

/** 1. Sustained notes across the range: worst note-mean error without vibrato and with it. */
export function pitchFigure(
  preset: VoicePreset,
  language: Language,
  step = 3,
): { plainCents: number; vibratoCents: number; notes: number } {
  const pitches: number[] = [];
  for (let pitch = preset.range.low; pitch <= preset.range.high; pitch += step) pitches.push(pitch);
  if (pitches[pitches.length - 1] !== preset.range.high) pitches.push(preset.range.high);
  const vowel = language === 'en' ? 'ɑ' : 'a';
  let plain = 0;
  let vibrato = 0;
  for (const pitch of pitches) {
    for (const withVibrato of [false, true]) {
      const length = withVibrato ? 1.6 : 0.8;
      const depth = withVibrato ? Math.max(40, preset.vibrato.depth) : 0;
      const rendered = renderPhrase(phrase(language, [[0, length, pitch, syllable([], [vowel])]], depth), preset, SR);
      const frames = trackPitch(rendered.samples, SR);
      const offset = rendered.startTime;
      const window = framesBetween(frames, (withVibrato ? 0.7 : 0.15) - offset, length - 0.1 - offset).map(
        (f) => f.midi,
      );
      // With vibrato the midline is the mean over the window (the rate wanders, so no window holds whole cycles).
      const error = (mean(window) - pitch) * 100;
      const value = Number.isFinite(error) ? Math.abs(error) : 1200;
      if (withVibrato) vibrato = Math.max(vibrato, value);
      else plain = Math.max(plain, value);
    }
  }
  return { plainCents: plain, vibratoCents: vibrato, notes: pitches.length };
}

function scoreNotes(document: ReturnType<typeof melody32>): TranscribedNote[] {
  const secondsPerTick = 0.5 / 480;
  return document.tracks[0]!.notes.map((note) => ({
    onset: note.tick * secondsPerTick,
    offset: (note.tick + note.duration) * secondsPerTick,
    pitch: note.pitch,
  }));
}

/** 2. Time from each note's start until the sung pitch is within 50 cents (worst and median), and the length error. */
export async function timingFigure(
  characterId: CharacterId,
  preset: VoicePreset,
  language: Language,
  count = 32,
): Promise<{ worstMs: number; medianMs: number; lengthErrorMs: number }> {
  const document = melody32(characterId, language, preset.range.low, preset.range.high, count);
  for (const note of document.tracks[0]!.notes) note.vibrato = { depth: 0, rate: 5, delay: 0 };
  const song = await renderSong(document, { sampleRate: SR, engineFor: () => createFormantEngine({ preset }) });
  const samples = song.tracks[0]!.samples;
  const frames = trackPitch(samples, SR, { window: 1024, hop: 64 });
  const latencies: number[] = [];
  for (const note of scoreNotes(document)) {
    const candidates = framesBetween(frames, note.onset - 0.03, note.offset);
    let reached = Number.NaN;
    for (let index = 0; index + 2 < candidates.length; index += 1) {
      if ([0, 1, 2].every((k) => Math.abs(candidates[index + k]!.midi - note.pitch) <= 0.5)) {
        reached = candidates[index]!.time;
        break;
      }
    }
    latencies.push(Number.isFinite(reached) ? Math.max(0, reached - note.onset) * 1000 : 1000);
  }
  const length = samples.length / SR;
  return {
    worstMs: Math.max(...latencies),
    medianMs: median(latencies),
    lengthErrorMs: Math.abs(length - songDuration(document)) * 1000,
  };
}

/** 3. LPC F1/F2 at mid-vowel against the language's table: worst relative error (%) per language. */
export function vowelFigure(
  language: Language,
  preset: VoicePreset = REFERENCE_PRESET,
  pitch = 45,
): {
  worstPercent: number;
  rows: Array<{ vowel: string; table: number[]; measured: number[] }>;
} {
  const rows: Array<{ vowel: string; table: number[]; measured: number[] }> = [];
  let worst = 0;
  for (const [vowel, formants] of Object.entries(VOWEL_TABLES[language])) {
    const rendered = renderPhrase(phrase(language, [[0, 0.6, pitch, syllable([], [vowel])]], 0), preset, SR);
    const middle = Math.round((0.3 - rendered.startTime) * SR);
    const measured = lpcFormants(rendered.samples.subarray(middle - 1200, middle + 1200), SR).slice(0, 2);
    const table = [formants![0] * preset.formantScale, formants![1] * preset.formantScale];
    rows.push({ vowel, table, measured });
    for (let index = 0; index < 2; index += 1) {
      const error = measured[index] === undefined ? 100 : Math.abs(measured[index]! / table[index]! - 1) * 100;
      worst = Math.max(worst, error);
    }
  }
  return { worstPercent: worst, rows };
}

function segmentAudio(input: ReturnType<typeof phrase>, preset: VoicePreset, part: string, phone: string) {
  const rendered = renderPhrase(input, preset, SR);
  const segments = planSegments(input);
  const index = segments.findIndex((segment) => segment.phone === phone && segment.part === part);
  const segment = segments[index]!;
  const at = (time: number) => Math.max(0, Math.round((time - rendered.startTime) * SR));
  return { rendered, segment, segments, index, at };
}

/** 4. /s/ centroid; stop closures (ms, with a burst after); nasal murmur low-frequency share and upper-band drop. */
export function consonantFigure(
  preset: VoicePreset,
  language: Language,
): {
  sCentroidHz: number;
  closures: Array<{ stop: string; closureMs: number; burstDb: number }>;
  nasalLowShare: number;
  nasalUpperDropDb: number;
} {
  const vowel = language === 'en' ? 'ɑ' : 'a';
  const pitch = Math.round((preset.range.low + preset.range.high) / 2) - 3;
  // /s/
  const s = segmentAudio(
    phrase(language, [
      [0, 0.5, pitch, syllable([], [vowel])],
      [0.7, 1.2, pitch, syllable(['s'], [vowel])],
    ]),
    preset,
    'frication',
    's',
  );
  const sAudio = s.rendered.samples.subarray(s.at(s.segment.start + 0.02), s.at(s.segment.end - 0.02));
  const sCentroidHz = spectralCentroid(sAudio, SR);
  // Stops: the closure is the stretch 40 dB below the vowel before it; a burst is a jump of 20 dB within 3 ms after.
  const closures: Array<{ stop: string; closureMs: number; burstDb: number }> = [];
  for (const stop of ['p', 't', 'k']) {
    const input = phrase(language, [
      [0, 0.5, pitch, syllable([], [vowel])],
      [0.5, 1.0, pitch, syllable([stop], [vowel])],
    ]);
    const { rendered, at } = segmentAudio(input, preset, 'closure', stop);
    const envelope = rmsEnvelope(rendered.samples, SR, 0.001, 0.003);
    const vowelLevel = median(
      envelope.slice(Math.round((0.2 - rendered.startTime) * 1000), Math.round((0.3 - rendered.startTime) * 1000)),
    );
    const from = Math.round((0.3 - rendered.startTime) * 1000);
    let start = -1;
    let end = -1;
    for (let ms = from; ms < envelope.length; ms += 1) {
      if (start < 0 && envelope[ms]! < vowelLevel - 40) start = ms;
      if (start >= 0 && envelope[ms]! >= vowelLevel - 40) {
        end = ms;
        break;
      }
    }
    const closureLevel = start >= 0 ? median(envelope.slice(start + 2, Math.max(start + 3, end - 2))) : 0;
    const burstPeak = end >= 0 ? Math.max(...envelope.slice(end, end + 4)) : closureLevel;
    void at;
    closures.push({ stop, closureMs: start >= 0 && end > start ? end - start : 0, burstDb: burstPeak - closureLevel });
  }
  // Nasal /m/ against the vowel after it.
  const m = segmentAudio(
    phrase(language, [
      [0, 0.5, pitch, syllable([], [vowel])],
      [0.6, 1.2, pitch, syllable(['m'], [vowel])],
    ]),
    preset,
    'nasal',
    'm',
  );
  const nasal = m.rendered.samples.subarray(m.at(m.segment.start + 0.015), m.at(m.segment.end - 0.015));
  const vowelAudio = m.rendered.samples.subarray(m.at(0.8), m.at(1.0));
  const nasalTotal = bandEnergy(nasal, SR, 0, 8000);
  // The murmur sits below 500 Hz, or at the fundamental for voices singing above that.
  const murmurTop = Math.max(500, 1.2 * 440 * 2 ** ((pitch - 69) / 12));
  const nasalLowShare = bandEnergy(nasal, SR, 0, murmurTop) / nasalTotal;
  const upperNasal = bandEnergy(nasal, SR, 1000, 4000) / nasal.length;
  const upperVowel = bandEnergy(vowelAudio, SR, 1000, 4000) / vowelAudio.length;
  return { sCentroidHz, closures, nasalLowShare, nasalUpperDropDb: 10 * Math.log10(upperVowel / upperNasal) };
}

/** 5 (independent transcription). The 32-note melody transcribed from pitchy's track: note F1. */
export async function roundTripPitchy(
  characterId: CharacterId,
  preset: VoicePreset,
  language: Language,
): Promise<number> {
  const document = melody32(characterId, language, preset.range.low, preset.range.high);
  const song = await renderSong(document, { sampleRate: SR, engineFor: () => createFormantEngine({ preset }) });
  const frames = trackPitch(song.tracks[0]!.samples, SR, { window: 1024, hop: 128 });
  return noteF1(scoreNotes(document), transcribeNotes(frames), 0.05);
}

export function scoreOf(document: ReturnType<typeof melody32>): TranscribedNote[] {
  return scoreNotes(document);
}

/**
 * 6. The one score every character sings for the distinct-voices figure: the 32-note melody with
 * Japanese morae, moved by whole octaves into the character's range (men an octave down), so every
 * voice sings the same notes and words.
 */
export function distinctScore(characterId: CharacterId, preset: VoicePreset): ReturnType<typeof melody32> {
  const shift = 12 * Math.round((preset.range.low + preset.range.high - 2 * 69) / 24);
  return melody32(characterId, 'ja', 57 + shift, 81 + shift);
}

/** Consecutive clips of `seconds` (the last partial one dropped): each holds different notes and phonemes. */
export function consecutiveClips(samples: Float32Array, sampleRate: number, seconds = 2): Float32Array[] {
  const size = Math.round(seconds * sampleRate);
  const clips: Float32Array[] = [];
  for (let start = 0; start + size <= samples.length; start += size) clips.push(samples.subarray(start, start + size));
  return clips;
}

const MFCC_FRAME = 1024;

/**
 * A clip's MFCC means (meyda, 13 coefficients, 1024-sample Hann frames end to end): c1–c12 averaged
 * over its voiced frames (louder than −40 dBFS and periodic to pitchy, clarity ≥ 0.9), so rests
 * and consonant noise do not count. The samples are read as 16-bit PCM (×32768): meyda takes
 * log(1 + band power), which is the log spectrum only when powers are well above 1.
 */
export function mfccMeans(clip: Float32Array, sampleRate = SR): number[] | undefined {
  Meyda.bufferSize = MFCC_FRAME;
  Meyda.sampleRate = sampleRate;
  Meyda.numberOfMFCCCoefficients = 13;
  const detector = PitchDetector.forFloat32Array(MFCC_FRAME);
  const sums = new Array(12).fill(0);
  let count = 0;
  const frame = new Float32Array(MFCC_FRAME);
  for (let start = 0; start + MFCC_FRAME <= clip.length; start += MFCC_FRAME) {
    const raw = clip.subarray(start, start + MFCC_FRAME);
    let energy = 0;
    for (const value of raw) energy += value * value;
    if (energy / MFCC_FRAME < 1e-4) continue;
    const [, clarity] = detector.findPitch(raw, sampleRate);
    if (clarity < 0.9) continue;
    for (let index = 0; index < MFCC_FRAME; index += 1) frame[index] = raw[index]! * 32768;
    const mfcc = Meyda.extract('mfcc', frame) as unknown as number[];
    // c0 (overall level) is left out: it measures loudness, not the voice.
    for (let k = 1; k < 13; k += 1) sums[k - 1] += mfcc[k]!;
    count += 1;
  }
  return count > 0 ? sums.map((value) => value / count) : undefined;
}

/** Inverse of a symmetric positive-definite matrix (Gauss–Jordan). */
function invert(matrix: number[][]): number[][] {
  const n = matrix.length;
  const a = matrix.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let k = 0; k < 2 * n; k += 1) a[col]![k]! /= p;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]!;
      if (factor !== 0) for (let k = 0; k < 2 * n; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/**
 * 6. Nearest-centroid classification of clips by their MFCC means, leave one out: each clip is
 * held out in turn; the voice centroids and the pooled within-voice covariance (what varies from
 * clip to clip of one voice: the notes and words) come from the other clips only; the clip goes to
 * the centroid nearest in Mahalanobis distance under that covariance (Fisher's linear discriminant
 * with equal priors), shrunk 20 % towards its diagonal. Chance is 1 / voices.
 */
export function classifyVoices(samplesByVoice: Map<string, Float32Array[]>): {
  accuracy: number;
  confusions: string[];
  clips: number;
} {
  const features: Array<{ voice: string; clip: number; vector: number[] }> = [];
  for (const [voice, clips] of samplesByVoice) {
    clips.forEach((clip, index) => {
      const vector = mfccMeans(clip);
      if (vector) features.push({ voice, clip: index, vector });
    });
  }
  const d = 12;
  let correct = 0;
  const confusions: string[] = [];
  features.forEach((item, held) => {
    const groups = new Map<string, number[][]>();
    features.forEach((other, index) => {
      if (index === held) return;
      const list = groups.get(other.voice) ?? [];
      list.push(other.vector);
      groups.set(other.voice, list);
    });
    const centroids = new Map<string, number[]>();
    const covariance = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    let n = 0;
    for (const [voice, vectors] of groups) {
      const centre = Array.from({ length: d }, (_, k) => vectors.reduce((sum, v) => sum + v[k]!, 0) / vectors.length);
      centroids.set(voice, centre);
      for (const vector of vectors) {
        for (let r = 0; r < d; r += 1)
          for (let c = 0; c < d; c += 1) covariance[r]![c]! += (vector[r]! - centre[r]!) * (vector[c]! - centre[c]!);
        n += 1;
      }
    }
    const dof = Math.max(1, n - groups.size);
    for (let r = 0; r < d; r += 1)
      for (let c = 0; c < d; c += 1) covariance[r]![c] = (covariance[r]![c]! / dof) * (r === c ? 1 : 0.8);
    const precision = invert(covariance);
    let best = '';
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const [voice, centre] of centroids) {
      const delta = centre.map((value, k) => value - item.vector[k]!);
      let distance = 0;
      for (let r = 0; r < d; r += 1)
        for (let c = 0; c < d; c += 1) distance += delta[r]! * precision[r]![c]! * delta[c]!;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = voice;
      }
    }
    if (best === item.voice) correct += 1;
    else confusions.push(`${item.voice}#${item.clip}→${best}`);
  });
  return { accuracy: correct / Math.max(1, features.length), confusions, clips: features.length };
}

/** 7. Audio sanity of a mix: NaN, peak (dBFS), DC, largest sample step outside bursts, loudest rest (dBFS). */
export function cleanFigure(
  samples: Float32Array,
  rests: Array<[number, number]>,
  bursts: Array<[number, number]> = [],
): { nan: number; peakDb: number; dc: number; maxStep: number; restDb: number } {
  let nan = 0;
  let peak = 0;
  let sum = 0;
  let maxStep = 0;
  const inBurst = (time: number) => bursts.some(([from, to]) => time >= from - 0.002 && time <= to + 0.002);
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index]!;
    if (!Number.isFinite(value)) nan += 1;
    peak = Math.max(peak, Math.abs(value));
    sum += value;
    if (index > 0) {
      const step = Math.abs(value - samples[index - 1]!);
      if (step > maxStep && !inBurst(index / SR)) maxStep = step;
    }
  }
  let restPeak = 0;
  for (const [from, to] of rests) {
    for (let index = Math.round(from * SR); index < Math.min(samples.length, Math.round(to * SR)); index += 1) {
      restPeak = Math.max(restPeak, Math.abs(samples[index]!));
    }
  }
  return {
    nan,
    peakDb: 20 * Math.log10(peak + 1e-12),
    dc: Math.abs(sum / Math.max(1, samples.length)),
    maxStep,
    restDb: 20 * Math.log10(restPeak + 1e-12),
  };
}
