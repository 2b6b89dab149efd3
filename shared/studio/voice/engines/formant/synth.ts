import type { ControlFrames } from './frames';
import { noiseBranch, noiseBranchRinging, OUTPUT_STATE_SIZE, outputFilters } from './klatt-output';
import {
  CASCADE_STATE_SIZE,
  cascadeTract,
  glottalSource,
  initialSourceState,
  type KlattVoice,
  noiseScaleAt,
  type SourceControls,
} from './klatt-stages';
import type { Segment } from './plan';
import type { VoicePreset } from './presets';

const TWO_PI = 2 * Math.PI;

/**
 * The synthesis step behind one interface, so that a neural vocoder or acoustic model can replace
 * it later: it receives the phone timeline and the control frames (pitch, formants, amplitudes)
 * and returns mono samples at `frames.sampleRate`, frame 0 at sample 0.
 */
export interface SynthesisInput {
  frames: ControlFrames;
  segments: readonly Segment[];
  preset: VoicePreset;
  seed: number;
}

export interface SynthesisModel {
  readonly name: string;
  synthesize(input: SynthesisInput): Float32Array;
  /** The same samples in steps, when the model can (playback starts on a phrase's first seconds). */
  stream?(input: SynthesisInput): SynthesisStream;
}

/** The upper-band lift of every voice. */
const PRESENCE = 4;
/**
 * Turbulence in every voiced sound (Praat's HNR 20–30 dB, a human range): it also fills the spectrum
 * between a high voice's sparse harmonics, so the formant envelope stays readable. It is high-passed
 * (TURBULENCE_HIGH_PASS): in the band of F1 and F2 it moved Praat's cycle peaks (shimmer up to 8 %).
 */
const VOICED_ASPIRATION = 1.6;
/** Hz: the voiced turbulence's second-order high-pass. */
const TURBULENCE_HIGH_PASS = 3000;
/** Above this fundamental (Hz) the voiced turbulence falls as 1/f0 (more buries a pitch tracker's fundamental). */
const TURBULENCE_PITCH = 400;
/**
 * A breathy voice is mostly air: turbulence × breathiness^1.25 across the whole band, through the formants
 * (high-passed like the rest, it whitened a breathy voice's vowels alike: Korean syllables told apart
 * by MFCC fell from 82 to 50 %).
 */
const BREATH_TURBULENCE = 7.5;
/** A singer's formant (F3–F5 clustered) amplifies the high-passed turbulence ≈ 10 dB: it gets less, ÷ (1 + this × singerFormant). */
const SINGER_FORMANT_DAMPING = 1.8;
/**
 * How much of the preset's source tilt is applied. The upper formants carry the vowel's identity
 * and the consonants' place to a listener (and to a recogniser): a steep source buries them, so
 * the presets' darkness is only a hint. Energy above F5 comes from the formants' skirts alone (no
 * formantless high-pass share of the source: it filled 3–8 kHz with flat harmonics that pocketsphinx
 * could not read).
 */
const TILT_SHARE = 0.1;

/** Klatt resonator coefficients (Klatt 1980): y = a·x + b·y1 + c·y2, unit gain at DC. */
function resonator(freq: number, bw: number, sampleRate: number, out: Float64Array, offset: number) {
  const r = Math.exp((-Math.PI * bw) / sampleRate);
  const c = -r * r;
  const b = 2 * r * Math.cos((2 * Math.PI * freq) / sampleRate);
  out[offset] = 1 - b - c;
  out[offset + 1] = b;
  out[offset + 2] = c;
}

/** One-pole low-pass coefficient giving `dB` of attenuation at `freq`. */
export function tiltCoefficient(dB: number, freq: number, sampleRate: number): number {
  if (dB <= 0) return 0;
  const g = 10 ** (-dB / 10);
  const cos = Math.cos((2 * Math.PI * freq) / sampleRate);
  const p = 1 - g * cos;
  const q = 1 - g;
  return (p - Math.sqrt(Math.max(0, p * p - q * q))) / q;
}

/**
 * A phrase synthesized in steps: `advance(until)` writes samples up to `until` (rounded up to a
 * control frame) into `samples` and returns how many are written; the result is the same however
 * the phrase is cut into steps (the first seconds of a phrase can be played while the rest renders).
 */
export interface SynthesisStream {
  readonly samples: Float32Array;
  /** Samples written so far. */
  readonly done: number;
  advance(until: number): number;
}

/**
 * A fixed sixth pole (adult male scale, Hz), wide, near F5: without it a voiced sound stopped dead at
 * ≈ 3.7 kHz, where speech keeps harmonics up to 5 kHz and more (the recogniser's sentence pick rose
 * with it; at 4.3 kHz and 900 Hz wide it fills 3.5–5 kHz better than at 4.9 kHz and 500 Hz).
 */
const HIGH_POLE = { freq: 4300, bw: 900 };

function highPoleOf(freq: number, sampleRate: number): Float64Array {
  const out = new Float64Array(3);
  resonator(Math.min(freq, sampleRate * 0.45), HIGH_POLE.bw, sampleRate, out, 0);
  return out;
}

/** A second-order Butterworth high-pass (RBJ cookbook biquad) at `freq`, normalised: b0, b1, b2, a1, a2. */
function highPassOf(freq: number, sampleRate: number): Float64Array {
  const w0 = (2 * Math.PI * freq) / sampleRate;
  const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  return Float64Array.of((1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0, (-2 * cos) / a0, (1 - alpha) / a0);
}

/** The voice's fixed settings and filters for a phrase at `sampleRate`. */
function klattVoice(preset: VoicePreset, sampleRate: number, hop: number): KlattVoice {
  // The speaker's fixed colour, the same in every vowel: velopharyngeal coupling as Klatt's nasal
  // pole–zero pair (pole at 270 Hz, the zero rising with coupling), and the hypopharyngeal
  // (piriform-fossa) antiresonance (4–5 kHz in Dang & Honda 1997 and Kitamura et al. 2005; set
  // higher here, see VoicePreset.sinus) that makes spectra speaker-specific. Both idle (unit gain) when the preset sets none. The antiresonance
  // notches the cascade's output only: the high-frequency correction added after it is not
  // notched, so above ~4 kHz its dip is shallow (moving it after the correction made the voices
  // less separable in figure 6 — left for later).
  const nasality = preset.nasality ?? 0;
  const pole = new Float64Array(3);
  const zero = new Float64Array(3);
  const sinusZero = new Float64Array(3);
  resonator(270 * preset.formantScale, 100, sampleRate, pole, 0);
  resonator((270 + 330 * nasality) * preset.formantScale, 100 + 60 * nasality, sampleRate, zero, 0);
  const sinus = preset.sinus;
  if (sinus) resonator(Math.min(sinus.freq, sampleRate * 0.45), sinus.bw, sampleRate, sinusZero, 0);
  // Antiresonator (Klatt 1980): the inverse of a resonator, y = (x − b·x1 − c·x2) / a.
  const antiresonator = (r: Float64Array) => [1 / r[0]!, -r[1]! / r[0]!, -r[2]! / r[0]!];
  return {
    sampleRate,
    hop,
    noiseScale: noiseScaleAt(sampleRate),
    jitter: preset.jitter,
    shimmer: preset.shimmer,
    openQuotient: preset.openQuotient,
    // A gentle quasi-sinusoidal share (Klatt's AVS) for open voices: too much of it buries the upper formants.
    fundamental: 0.1 + 0.25 * Math.max(0, preset.openQuotient - 0.35),
    // Above ~2.5 kHz every voice is lifted (≈ +14 dB, +12…+15 with the preset's brightness): F3–F5
    // carry the place of articulation and a singer's long-term spectrum keeps them within ~15 dB.
    brightness: PRESENCE + preset.brightness * 0.75,
    voiceBarCoefficient: Math.exp((-2 * Math.PI * 450) / sampleRate),
    shelfCoefficient: Math.exp((-2 * Math.PI * 2200) / sampleRate),
    dcCoefficient: Math.exp((-2 * Math.PI * 20) / sampleRate),
    hasNasal: nasality > 0,
    nasalPoleZero: Float64Array.of(pole[0]!, pole[1]!, pole[2]!, ...antiresonator(zero)),
    hasSinus: Boolean(sinus),
    sinusZero: Float64Array.from(sinus ? antiresonator(sinusZero) : [1, 0, 0]),
    highPole: highPoleOf(HIGH_POLE.freq * preset.formantScale, sampleRate),
    turbulenceHighPass: highPassOf(Math.min(TURBULENCE_HIGH_PASS, sampleRate * 0.4), sampleRate),
  };
}

/** A high voice's sparse harmonics leave noise more room: the same turbulence would bury its top notes' pitch. */
const pitchShare = (f0: number) => Math.min(1, TURBULENCE_PITCH / f0);

/** The high-passed voiced turbulence against the voicing for a frame's fundamental. */
function turbulenceLevel(preset: VoicePreset, f0: number): number {
  return (VOICED_ASPIRATION / (1 + SINGER_FORMANT_DAMPING * preset.singerFormant)) * pitchShare(f0);
}

/** The five cascade resonators' coefficients of a frame, into `coefficients` 0–14. */
function cascadeCoefficients(frames: ControlFrames, frame: number, coefficients: Float64Array): void {
  for (let index = 0; index < 5; index += 1) {
    const formant = frames.formants[index]![frame]!;
    resonator(formant, frames.bandwidths[index]![frame]!, frames.sampleRate, coefficients, index * 3);
  }
}

/** The noise branch's two band-pass resonators of a frame (zeros at DC and Nyquist, peak gain ≈ 1), into 15–20. */
function noiseCoefficients(frames: ControlFrames, frame: number, coefficients: Float64Array): void {
  const { sampleRate } = frames;
  for (let index = 0; index < 2; index += 1) {
    const freq = index === 0 ? frames.noiseFreq[frame]! : frames.noiseFreq2[frame]!;
    const bw = index === 0 ? frames.noiseBw[frame]! : frames.noiseBw2[frame]!;
    const r = Math.exp((-Math.PI * bw) / sampleRate);
    coefficients[15 + index * 3] = (1 - r * r) / 2;
    coefficients[16 + index * 3] = 2 * r * Math.cos((TWO_PI * freq) / sampleRate);
    coefficients[17 + index * 3] = -r * r;
  }
}

/**
 * A Klatt-style cascade formant synthesizer for singing: KLGLOTT88 glottal flow derivative with
 * open quotient, spectral tilt, jitter and shimmer; aspiration noise gated to the open phase; five
 * cascade resonators (vowels, liquids, glides, aspiration); a parallel noise branch through two
 * band-pass resonators (fricatives, bursts); a low-pass voice bar for voiced closures; brightness shelf; DC blocker.
 * It runs a control frame at a time, stage by stage (klatt-stages.ts), each stage's filter state
 * kept between frames and steps.
 */
function klattStream({ frames, preset, seed }: SynthesisInput): SynthesisStream {
  const { sampleRate, hop, count } = frames;
  const out = new Float32Array(count * hop);
  const voice = klattVoice(preset, sampleRate, hop);
  const coefficients = new Float64Array(7 * 3);
  const sourceState = initialSourceState(seed, preset.openQuotient);
  const cascadeState = new Float64Array(CASCADE_STATE_SIZE);
  const noiseState = new Float64Array(4);
  const outputState = new Float64Array(OUTPUT_STATE_SIZE);
  const signal = new Float64Array(hop);
  const white = new Float64Array(hop);
  const fric = new Float64Array(hop);
  const controls: SourceControls = {
    f0a: 0,
    f0b: 0,
    ava: 0,
    avb: 0,
    aha: 0,
    ahb: 0,
    breath: 0,
    tilt: 0,
    aspirationLevel: 0,
    breathLevel: 0,
  };
  let lastBreath = -1;
  let tilt = 0;
  const renderFrame = (frame: number) => {
    cascadeCoefficients(frames, frame, coefficients);
    const next = Math.min(frame + 1, count - 1);
    const afa = frames.af[frame]! * frames.gain[frame]!;
    const afb = frames.af[next]! * frames.gain[next]!;
    const breath = frames.breath[frame]!;
    if (breath !== lastBreath) {
      // A small share of the preset's tilt: the source keeps energy up to 4–5 kHz, darker voices stay a little darker.
      tilt = tiltCoefficient(TILT_SHARE * preset.tiltDb + 3 * breath, 3000, sampleRate);
      lastBreath = breath;
    }
    controls.f0a = frames.f0[frame]!;
    controls.f0b = frames.f0[next]!;
    controls.ava = frames.av[frame]! * frames.gain[frame]!;
    controls.avb = frames.av[next]! * frames.gain[next]!;
    controls.aha = frames.ah[frame]! * frames.gain[frame]!;
    controls.ahb = frames.ah[next]! * frames.gain[next]!;
    controls.breath = breath;
    controls.tilt = tilt;
    controls.aspirationLevel = turbulenceLevel(preset, controls.f0a);
    controls.breathLevel = BREATH_TURBULENCE * breath ** 1.25 * pitchShare(controls.f0a);
    glottalSource(voice, controls, sourceState, signal, white);
    cascadeTract(voice, coefficients, frames.voiceBar[frame]!, cascadeState, signal);
    // The noise branch idles when silent.
    if (afa > 0 || afb > 0 || noiseBranchRinging(noiseState)) {
      noiseCoefficients(frames, frame, coefficients);
      noiseBranch(hop, coefficients, afa, afb, white, noiseState, fric);
    } else {
      noiseState.fill(0);
      fric.fill(0);
    }
    outputFilters(voice, signal, fric, outputState, out, frame * hop);
  };
  let frame = 0;
  const stream = {
    samples: out,
    done: 0,
    advance(until: number): number {
      const last = Math.min(count, Math.ceil(until / hop));
      for (; frame < last; frame += 1) renderFrame(frame);
      stream.done = frame * hop;
      return stream.done;
    },
  };
  return stream;
}

export const klattModel: SynthesisModel = {
  name: 'klatt-cascade-1',
  synthesize(input) {
    const stream = klattStream(input);
    stream.advance(stream.samples.length);
    return stream.samples;
  },
  stream: klattStream,
};

/** One hop of a character's glottal source between two frames' pitch and voicing (0–1). */
export type SourceStep = (f0a: number, f0b: number, voicingA: number, voicingB: number) => Float64Array;

/**
 * A character's voice source on its own, hop after hop: the same glottal pulse, tilt, jitter,
 * shimmer, breath and turbulence its singing has, without the vocal tract (the voice changer
 * puts the recording's envelope on it).
 */
export function characterSource(preset: VoicePreset, sampleRate: number, hop: number, seed: number): SourceStep {
  const voice = klattVoice(preset, sampleRate, hop);
  const state = initialSourceState(seed, preset.openQuotient);
  const signal = new Float64Array(hop);
  const white = new Float64Array(hop);
  const breath = preset.breathiness;
  const tilt = tiltCoefficient(TILT_SHARE * preset.tiltDb + 3 * breath, 3000, sampleRate);
  return (f0a, f0b, voicingA, voicingB) => {
    const controls: SourceControls = {
      f0a,
      f0b,
      ava: voicingA,
      avb: voicingB,
      aha: 0,
      ahb: 0,
      breath,
      tilt,
      aspirationLevel: turbulenceLevel(preset, f0a),
      breathLevel: BREATH_TURBULENCE * breath ** 1.25 * pitchShare(f0a),
    };
    glottalSource(voice, controls, state, signal, white);
    return signal;
  };
}
