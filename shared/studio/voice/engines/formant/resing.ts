import FFT from 'fft.js';
import { linearPrediction } from '../../../analysis/lpc';
import type { CancelSignal, ResingRequest } from '../../engine';
import { createRandom } from '../../random';
import { presetFor } from './presets';
import { characterSource } from './synth';

/** Samples of each grain (about 23 ms at 44.1 kHz) and of its zero-padded transform. */
const GRAIN = 1024;
const FFT_SIZE = 2048;
/** The excitation's own envelope (its spectral slope, not its harmonics) is measured with this few poles and divided out. */
const SOURCE_ORDER = 12;

function sqrtHann(length: number): Float64Array {
  return Float64Array.from({ length }, (_, i) => Math.sqrt(0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / length)));
}

/** |A(e^jω)| on the transform's bins 0…FFT_SIZE/2 for A(z) = 1 + a1 z⁻¹ + …. */
function polynomialMagnitude(
  fft: FFT,
  a: ArrayLike<number>,
  scratch: number[],
  out: number[],
  spectrum: Float64Array,
): void {
  scratch.fill(0);
  scratch[0] = 1;
  for (let i = 0; i < a.length; i += 1) scratch[i + 1] = a[i]!;
  fft.realTransform(out, scratch);
  for (let bin = 0; bin <= FFT_SIZE / 2; bin += 1) spectrum[bin] = Math.hypot(out[2 * bin]!, out[2 * bin + 1]!);
}

/** The seeded white noise that excites unvoiced frames (uniform, unit variance). */
function noiseSource(seed: number): () => number {
  const uniform = createRandom(seed);
  return () => (uniform() * 2 - 1) * Math.sqrt(3);
}

function rms(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, values.length));
}

/**
 * The character's source where the recording was voiced (at its pitch, transposed), with as much
 * noise beside it as the recording had (its breath, a voiced fricative's hiss); noise where it was unvoiced.
 */
function excitationOf(request: ResingRequest): Float64Array {
  const { sampleRate, hop, f0, aperiodicity } = request.analysis;
  const frames = f0.length;
  const ratio = 2 ** (request.transpose / 12);
  const excitation = new Float64Array(frames * hop + GRAIN);
  const source = characterSource(presetFor(request.character), sampleRate, hop, request.seed);
  const noise = noiseSource(request.seed ^ 0x5bd1e995);
  let lastF0 = 220;
  for (let frame = 0; frame < frames; frame += 1) {
    const here = f0[frame]! > 0 ? f0[frame]! * ratio : 0;
    const next = (f0[frame + 1] ?? 0) > 0 ? f0[frame + 1]! * ratio : 0;
    if (here > 0) lastF0 = here;
    const voicingA = here > 0 ? 1 : 0;
    const voicingB = next > 0 ? 1 : 0;
    const step = source(here || next || lastF0, next || here || lastF0, voicingA, voicingB);
    const aside = (aperiodicity[frame] ?? 0) * rms(step);
    for (let i = 0; i < hop; i += 1) {
      const unvoiced = 1 - (voicingA + ((voicingB - voicingA) * i) / hop);
      excitation[frame * hop + i] = step[i]! + (unvoiced + aside) * noise();
    }
  }
  return excitation;
}

/** Scratch buffers of the grain loop, made once per render. */
function grainBuffers(fft: FFT) {
  const complex = () => fft.createComplexArray() as number[];
  return {
    grain: new Float64Array(GRAIN),
    input: new Array<number>(FFT_SIZE).fill(0),
    spectrum: complex(),
    shaped: complex(),
    back: complex(),
    scratch: new Array<number>(FFT_SIZE).fill(0),
    scratchOut: complex(),
    sourceMagnitude: new Float64Array(FFT_SIZE / 2 + 1),
    targetMagnitude: new Float64Array(FFT_SIZE / 2 + 1),
  };
}

/**
 * One grain's spectrum given the recording's envelope: the source's own slope (|A_source|, an
 * all-pole model's inverse) comes off; the recording's envelope 1/|A|, read at bin / stretch (a
 * longer or shorter vocal tract moves every formant by one factor), goes on.
 */
function shapeSpectrum(buffers: ReturnType<typeof grainBuffers>, stretch: number, preEmphasis: number): void {
  const { spectrum, shaped, sourceMagnitude, targetMagnitude } = buffers;
  for (let bin = 0; bin <= FFT_SIZE / 2; bin += 1) {
    const at = Math.min(bin / stretch, FFT_SIZE / 2);
    const low = Math.floor(at);
    const high = Math.min(low + 1, FFT_SIZE / 2);
    const inverse = targetMagnitude[low]! + (targetMagnitude[high]! - targetMagnitude[low]!) * (at - low);
    const omega = (2 * Math.PI * at) / FFT_SIZE;
    const emphasis = Math.hypot(1 - preEmphasis * Math.cos(omega), preEmphasis * Math.sin(omega));
    const gain = sourceMagnitude[bin]! / Math.max(inverse * emphasis, 1e-6);
    shaped[2 * bin] = spectrum[2 * bin]! * gain;
    shaped[2 * bin + 1] = spectrum[2 * bin + 1]! * gain;
  }
}

/**
 * The voice changer in the formant engine: the character's own glottal source follows the
 * recording's pitch (transposed) and voicing, white noise stands in where it was unvoiced, and
 * each grain's spectrum is given the recording's envelope, stretched in frequency by the
 * character's vocal-tract scale (and the user's formant shift), at the recording's level.
 */
export function resing(request: ResingRequest, signal?: CancelSignal): Float32Array {
  const { hop, order, f0, energy, lpc, preEmphasis } = request.analysis;
  const length = f0.length * hop;
  const stretch = presetFor(request.character).formantScale * request.formantShift;
  const excitation = excitationOf(request);
  const fft = new FFT(FFT_SIZE);
  const window = sqrtHann(GRAIN);
  const offset = (FFT_SIZE - GRAIN) / 2;
  const buffers = grainBuffers(fft);
  const { grain, input, spectrum, shaped, back } = buffers;
  const output = new Float64Array(length + FFT_SIZE);
  for (let frame = 0; frame < f0.length; frame += 1) {
    if (signal?.aborted) break;
    const level = energy[frame]!;
    if (level < 1e-5) continue;
    const start = frame * hop - GRAIN / 2;
    for (let i = 0; i < GRAIN; i += 1) grain[i] = (excitation[start + i] ?? 0) * window[i]!;
    input.fill(0);
    for (let i = 0; i < GRAIN; i += 1) input[offset + i] = grain[i]!;
    fft.realTransform(spectrum, input);
    polynomialMagnitude(
      fft,
      linearPrediction(grain, SOURCE_ORDER).a,
      buffers.scratch,
      buffers.scratchOut,
      buffers.sourceMagnitude,
    );
    polynomialMagnitude(
      fft,
      lpc.subarray(frame * order, (frame + 1) * order),
      buffers.scratch,
      buffers.scratchOut,
      buffers.targetMagnitude,
    );
    shapeSpectrum(buffers, stretch, preEmphasis);
    fft.completeSpectrum(shaped);
    fft.inverseTransform(back, shaped);
    // The grain at the recording's level: a Hann-windowed signal's mean square is 3/8 of its own.
    let power = 0;
    for (let i = 0; i < GRAIN; i += 1) power += (back[2 * (offset + i)]! * window[i]!) ** 2;
    const scale = level / Math.sqrt(power / (GRAIN * 0.375) + 1e-20);
    for (let i = 0; i < GRAIN; i += 1) {
      if (start + i >= 0) output[start + i] = output[start + i]! + back[2 * (offset + i)]! * window[i]! * scale;
    }
  }
  // Square-root Hann grains a quarter apart add up to twice the signal.
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) out[i] = output[i]! / (GRAIN / hop / 2);
  return out;
}
