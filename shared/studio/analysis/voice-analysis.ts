import type { SungAnalysis } from '../voice/engine';
import { linearPrediction } from './lpc';
import { type PitchTrack, trackPitch } from './pitch-track';

/** Samples between analysis frames at 44.1/48 kHz: about 5.5 ms. */
export const ANALYSIS_HOP = 256;
const WINDOW = 1024;
const PRE_EMPHASIS = 0.97;

/** One pole per kHz of bandwidth, and a few for the glottal and radiation slope. */
export function envelopeOrder(sampleRate: number): number {
  return Math.round(sampleRate / 1000) + 4;
}

function hann(length: number): Float64Array {
  return Float64Array.from({ length }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / length));
}

/**
 * Each voiced frame's noise-to-harmonic amplitude ratio from McLeod's clarity r: the normalised
 * autocorrelation at the period is the periodic share of the power, so the noise's is 1 − r.
 */
function noiseRatios(track: PitchTrack, frames: number): Float32Array {
  const ratios = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    if (!(track.f0[frame]! > 0)) continue;
    const clarity = Math.min(Math.max(track.clarity[frame] ?? 1, 0.5), 1);
    ratios[frame] = Math.sqrt((1 - clarity) / clarity);
  }
  return ratios;
}

/**
 * A recording read for the voice changer: F0 and voicing (McLeod's method, octave errors folded),
 * the level, and an all-pole spectral envelope (linear prediction after pre-emphasis) per frame.
 */
export function analyseVoice(samples: Float32Array, sampleRate: number): SungAnalysis {
  const hop = ANALYSIS_HOP;
  const frames = Math.ceil(samples.length / hop);
  const order = envelopeOrder(sampleRate);
  const track = trackPitch(samples, sampleRate, hop / sampleRate);
  const f0 = new Float32Array(frames);
  f0.set(track.f0.subarray(0, frames));
  const aperiodicity = noiseRatios(track, frames);
  const energy = new Float32Array(frames);
  const lpc = new Float32Array(frames * order);
  const window = hann(WINDOW);
  const frame = new Float64Array(WINDOW);
  for (let index = 0; index < frames; index += 1) {
    const start = index * hop - WINDOW / 2;
    let power = 0;
    for (let i = 0; i < WINDOW; i += 1) {
      const at = start + i;
      const x = samples[at] ?? 0;
      const before = samples[at - 1] ?? 0;
      power += x * x * window[i]! * window[i]!;
      frame[i] = (x - PRE_EMPHASIS * before) * window[i]!;
    }
    // The window's mean square is 3/8: the level is the frame's RMS.
    energy[index] = Math.sqrt(power / (WINDOW * 0.375));
    lpc.set(linearPrediction(frame, order).a, index * order);
  }
  return { sampleRate, hop, f0, energy, aperiodicity, order, lpc, preEmphasis: PRE_EMPHASIS };
}
