/**
 * Independent measurements of rendered singing, for the voice tests and the voice-quality bench:
 * pitch by pitchy (McLeod pitch method), formants by LPC, spectral centroid and band energies by
 * FFT, a note transcription from the pitch track with onset detection. None of this uses the
 * engine's own parameters.
 */
import { PitchDetector } from 'pitchy';

export interface PitchFrame {
  time: number;
  /** MIDI pitch, NaN when unvoiced or unclear. */
  midi: number;
  clarity: number;
}

/** Pitch every `hop` samples; a 5-frame median and octave-jump repair as the studio notes advise. */
export function trackPitch(
  samples: Float32Array,
  sampleRate: number,
  options: { window?: number; hop?: number } = {},
): PitchFrame[] {
  const window = options.window ?? 2048;
  const hop = options.hop ?? 256;
  const detector = PitchDetector.forFloat32Array(window);
  detector.minVolumeDecibels = -45;
  const frames: PitchFrame[] = [];
  const buffer = new Float32Array(window);
  for (let start = 0; start + window <= samples.length; start += hop) {
    buffer.set(samples.subarray(start, start + window));
    let [hz, clarity] = detector.findPitch(buffer, sampleRate);
    // MPM picks the octave above when the second harmonic dominates (F1 on it): check the subharmonic's energy.
    if (
      hz / 2 > (2.5 * sampleRate) / window &&
      goertzel(buffer, hz / 2, sampleRate) > 0.3 * goertzel(buffer, hz, sampleRate)
    ) {
      hz /= 2;
      clarity = Math.min(clarity, 0.99);
    }
    const midi = clarity >= 0.85 && hz > 50 && hz < 2000 ? 69 + 12 * Math.log2(hz / 440) : Number.NaN;
    frames.push({ time: (start + window / 2) / sampleRate, midi, clarity });
  }
  // Octave repair: a frame an octave off both neighbours' agreement moves to them.
  for (let index = 1; index + 1 < frames.length; index += 1) {
    const a = frames[index - 1]!.midi;
    const b = frames[index + 1]!.midi;
    const m = frames[index]!.midi;
    if (Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) < 1 && Number.isFinite(m)) {
      const shift = Math.round((a - m) / 12) * 12;
      if (shift !== 0 && Math.abs(m + shift - a) < 1) frames[index]!.midi = m + shift;
    }
  }
  const smoothed = frames.map((frame, index) => {
    const window5 = frames
      .slice(Math.max(0, index - 2), index + 3)
      .map((f) => f.midi)
      .filter(Number.isFinite)
      .sort((x, y) => x - y);
    const midi = Number.isFinite(frame.midi) && window5.length >= 3 ? window5[window5.length >> 1]! : frame.midi;
    return { ...frame, midi };
  });
  return smoothed;
}

/** Magnitude of one frequency in a Hann-windowed buffer. */
function goertzel(buffer: Float32Array, freq: number, sampleRate: number): number {
  const omega = (2 * Math.PI * freq) / sampleRate;
  const coefficient = 2 * Math.cos(omega);
  let s1 = 0;
  let s2 = 0;
  const n = buffer.length;
  for (let i = 0; i < n; i += 1) {
    const value = buffer[i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
    const s0 = value + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return Math.sqrt(Math.max(0, s1 * s1 + s2 * s2 - coefficient * s1 * s2));
}

export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function mean(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.length ? finite.reduce((a, b) => a + b, 0) / finite.length : Number.NaN;
}

/** Pitch frames inside [from, to) seconds. */
export function framesBetween(frames: readonly PitchFrame[], from: number, to: number): PitchFrame[] {
  return frames.filter((frame) => frame.time >= from && frame.time < to);
}

/** Pre-emphasis as in Praat's formant analysis (+6 dB/octave from 50 Hz at ~11 kHz). */
const PRE_EMPHASIS = 0.97;

// ── LPC formants ───────────────────────────────────────────────────────────────────────────────

function levinson(r: Float64Array, order: number): Float64Array {
  const a = new Float64Array(order + 1);
  a[0] = 1;
  let error = r[0]!;
  for (let i = 1; i <= order; i += 1) {
    let acc = r[i]!;
    for (let j = 1; j < i; j += 1) acc += a[j]! * r[i - j]!;
    const k = -acc / error;
    const previous = a.slice();
    for (let j = 1; j < i; j += 1) a[j] = previous[j]! + k * previous[i - j]!;
    a[i] = k;
    error *= 1 - k * k;
    if (error <= 0) break;
  }
  return a;
}

/** Roots of a real polynomial (coefficients highest power first) by Durand–Kerner. */
function polynomialRoots(coefficients: readonly number[]): Array<[number, number]> {
  const degree = coefficients.length - 1;
  const lead = coefficients[0]!;
  const c = coefficients.map((value) => value / lead);
  let roots: Array<[number, number]> = Array.from({ length: degree }, (_, k) => {
    const angle = (2 * Math.PI * k) / degree + 0.4;
    return [0.9 * Math.cos(angle), 0.9 * Math.sin(angle)];
  });
  for (let iteration = 0; iteration < 500; iteration += 1) {
    let moved = 0;
    roots = roots.map((root, i) => {
      // p(root)
      let pr = 1;
      let pi = 0;
      for (let k = 1; k <= degree; k += 1) {
        const nr = pr * root[0] - pi * root[1] + c[k]!;
        const ni = pr * root[1] + pi * root[0];
        pr = nr;
        pi = ni;
      }
      let dr = 1;
      let di = 0;
      roots.forEach((other, j) => {
        if (j === i) return;
        const xr = root[0] - other[0];
        const xi = root[1] - other[1];
        const nr = dr * xr - di * xi;
        const ni = dr * xi + di * xr;
        dr = nr;
        di = ni;
      });
      const denominator = dr * dr + di * di || 1e-30;
      const qr = (pr * dr + pi * di) / denominator;
      const qi = (pi * dr - pr * di) / denominator;
      moved = Math.max(moved, Math.abs(qr) + Math.abs(qi));
      return [root[0] - qr, root[1] - qi];
    });
    if (moved < 1e-12) break;
  }
  return roots;
}

/**
 * F1, F2, F3 by LPC (autocorrelation method) of a stretch of audio: low-pass and decimate to
 * ~11 kHz (÷4 at 44.1 kHz), pre-emphasis, Hamming window, order 12, roots with bandwidth < 500 Hz.
 */
export function lpcFormants(
  samples: Float32Array,
  sampleRate: number,
  options: { decimate?: number; order?: number } = {},
): number[] {
  const decimate = options.decimate ?? Math.max(1, Math.round(sampleRate / 11025));
  const order = options.order ?? 12;
  // Windowed-sinc low-pass before decimation.
  const taps = 63;
  const cutoff = 0.45 / decimate;
  const kernel = new Float64Array(taps);
  for (let n = 0; n < taps; n += 1) {
    const m = n - (taps - 1) / 2;
    const sinc = m === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * m) / (Math.PI * m);
    kernel[n] = sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (taps - 1)));
  }
  const rate = sampleRate / decimate;
  const length = Math.floor((samples.length - taps) / decimate);
  const x = new Float64Array(length);
  for (let i = 0; i < length; i += 1) {
    let acc = 0;
    for (let n = 0; n < taps; n += 1) acc += kernel[n]! * samples[i * decimate + n]!;
    x[i] = acc;
  }
  for (let i = length - 1; i > 0; i -= 1) x[i] = x[i]! - PRE_EMPHASIS * x[i - 1]!;
  for (let i = 0; i < length; i += 1) x[i] = x[i]! * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (length - 1)));
  const r = new Float64Array(order + 1);
  for (let lag = 0; lag <= order; lag += 1) {
    let acc = 0;
    for (let i = lag; i < length; i += 1) acc += x[i]! * x[i - lag]!;
    r[lag] = acc;
  }
  r[0] = r[0]! * 1.0001;
  const a = levinson(r, order);
  const roots = polynomialRoots(Array.from(a));
  return roots
    .filter(([, im]) => im > 0)
    .map(([re, im]) => ({
      freq: (Math.atan2(im, re) * rate) / (2 * Math.PI),
      bw: (-Math.log(Math.hypot(re, im)) * rate) / Math.PI,
    }))
    .filter((root) => root.freq > 150 && root.bw < 500)
    .map((root) => root.freq)
    .sort((p, q) => p - q);
}

// ── Spectra ────────────────────────────────────────────────────────────────────────────────────

export function fftMagnitude(frame: Float64Array): Float64Array {
  const n = frame.length;
  const re = Float64Array.from(frame);
  const im = new Float64Array(n);
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const magnitude = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k += 1) magnitude[k] = Math.hypot(re[k]!, im[k]!);
  return magnitude;
}

/** Mean power spectrum of a stretch (2048-point Hann frames, half overlap). */
export function powerSpectrum(samples: Float32Array, size = 2048): Float64Array {
  const power = new Float64Array(size / 2);
  let frames = 0;
  for (let start = 0; start + size <= samples.length; start += size / 2) {
    const frame = new Float64Array(size);
    for (let i = 0; i < size; i += 1)
      frame[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
    const magnitude = fftMagnitude(frame);
    for (let k = 0; k < size / 2; k += 1) power[k] = power[k]! + magnitude[k]! ** 2;
    frames += 1;
  }
  if (frames === 0 && samples.length > 0) {
    const frame = new Float64Array(size);
    frame.set(samples.subarray(0, size));
    const magnitude = fftMagnitude(frame);
    for (let k = 0; k < size / 2; k += 1) power[k] = magnitude[k]! ** 2;
  }
  return power;
}

export function spectralCentroid(samples: Float32Array, sampleRate: number): number {
  const power = powerSpectrum(samples, 1024);
  let weighted = 0;
  let total = 0;
  power.forEach((value, k) => {
    const freq = (k * sampleRate) / 1024;
    weighted += value * freq;
    total += value;
  });
  return total > 0 ? weighted / total : 0;
}

/** Energy (linear power sum) between two frequencies. */
export function bandEnergy(samples: Float32Array, sampleRate: number, low: number, high: number): number {
  const power = powerSpectrum(samples, 1024);
  let total = 0;
  power.forEach((value, k) => {
    const freq = (k * sampleRate) / 1024;
    if (freq >= low && freq < high) total += value;
  });
  return total;
}

export function rms(samples: Float32Array): number {
  let energy = 0;
  for (const value of samples) energy += value * value;
  return Math.sqrt(energy / Math.max(1, samples.length));
}

/** RMS in dBFS every `step` seconds over `window` seconds. */
export function rmsEnvelope(samples: Float32Array, sampleRate: number, step = 0.002, window = 0.004): number[] {
  const hop = Math.max(1, Math.round(step * sampleRate));
  const size = Math.max(1, Math.round(window * sampleRate));
  const values: number[] = [];
  for (let start = 0; start + size <= samples.length; start += hop) {
    values.push(20 * Math.log10(rms(samples.subarray(start, start + size)) + 1e-12));
  }
  return values;
}

// ── Note transcription (independent of the engine) ─────────────────────────────────────────────

export type { TimedNote as TranscribedNote } from '../../shared/studio/analysis/note-f1';

import type { TimedNote as TranscribedNote } from '../../shared/studio/analysis/note-f1';

/**
 * Notes from a pitch track: runs of voiced frames that stay within 0.6 semitone of the run's
 * median; a run ends at a pitch jump or an unvoiced gap; runs shorter than 60 ms drop.
 * The onset is where the pitch first settles on the note (the frame's centre).
 */
export function transcribeNotes(frames: readonly PitchFrame[]): TranscribedNote[] {
  const notes: TranscribedNote[] = [];
  let run: PitchFrame[] = [];
  const close = () => {
    if (run.length >= 2 && run[run.length - 1]!.time - run[0]!.time >= 0.06) {
      const note = {
        onset: run[0]!.time,
        offset: run[run.length - 1]!.time,
        pitch: Math.round(median(run.map((f) => f.midi))),
      };
      const previous = notes[notes.length - 1];
      // A voicing dip inside a note (a nasal or liquid) does not start a new note of the same pitch.
      if (previous && previous.pitch === note.pitch && note.onset - previous.offset < 0.12)
        previous.offset = note.offset;
      else notes.push(note);
    }
    run = [];
  };
  for (const frame of frames) {
    if (!Number.isFinite(frame.midi)) {
      close();
      continue;
    }
    if (run.length > 0) {
      // Against the run's own median: a glide of a semitone splits where it crosses the half step.
      const centre = median(run.map((f) => f.midi));
      if (Math.abs(frame.midi - centre) > 0.6) close();
    }
    run.push(frame);
  }
  close();
  return notes;
}

export { noteF1 } from '../../shared/studio/analysis/note-f1';
