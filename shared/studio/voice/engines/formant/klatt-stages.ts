/**
 * The Klatt synthesizer's stages, each run over one control frame (`hop` samples) at a time: the
 * glottal source and the cascade tract (the noise branch and the output filters: klatt-output.ts). Each stage
 * loads its filter state from its own vector into locals, runs the frame's samples on them and
 * stores them back, so the per-sample loops allocate nothing and run on locals.
 */

/**
 * The aspiration level against the voicing (the frication's is in klatt-output.ts), for noise whose
 * density per hertz does not depend on the sample rate (see NOISE_REFERENCE_RATE). Bursts, frication
 * and aspiration as loud as these are what a recogniser needs to tell the consonants apart (the
 * sentence pick rate rose with them).
 */
const ASPIRATION_LEVEL = 4;
/**
 * Unit-variance white noise spreads its power up to half the sample rate: at 44.1 kHz the same
 * sample values put 4.4 dB less into the audible band than at 16 kHz, and a first difference (the
 * aspiration's high-pass) even less at low frequencies. The noise is scaled so that its density is
 * that of unit white noise at this rate, whatever the output rate.
 */
const NOISE_REFERENCE_RATE = 16000;

/** The factor that gives the source's unit white noise NOISE_REFERENCE_RATE's density at `sampleRate`. */
export function noiseScaleAt(sampleRate: number): number {
  return Math.sqrt(sampleRate / NOISE_REFERENCE_RATE);
}

/** Period and amplitude perturbation per preset unit (the gaussian has unit variance). */
const JITTER_SCALE = 0.5;
const SHIMMER_SCALE = 0.35;

const TWO_PI = 2 * Math.PI;

/** What stays the same for the whole phrase: the voice's settings and fixed filters. */
export interface KlattVoice {
  sampleRate: number;
  hop: number;
  /** See noiseScaleAt. */
  noiseScale: number;
  jitter: number;
  shimmer: number;
  openQuotient: number;
  /** The quasi-sinusoidal share (Klatt's AVS). */
  fundamental: number;
  brightness: number;
  voiceBarCoefficient: number;
  shelfCoefficient: number;
  dcCoefficient: number;
  /** The velopharyngeal pole–zero pair: pole a, b, c then antiresonator a, b, c. */
  hasNasal: boolean;
  nasalPoleZero: Float64Array;
  /** The hypopharyngeal antiresonator a, b, c. */
  hasSinus: boolean;
  sinusZero: Float64Array;
  /** A fixed sixth pole above F5: a, b, c. */
  highPole: Float64Array;
  /** The voiced turbulence's high-pass (biquad b0, b1, b2, a1, a2). */
  turbulenceHighPass: Float64Array;
}

/** One frame's source controls, interpolated over the frame from this frame (a) to the next (b). */
export interface SourceControls {
  f0a: number;
  f0b: number;
  ava: number;
  avb: number;
  aha: number;
  ahb: number;
  breath: number;
  tilt: number;
  aspirationLevel: number;
  /** A breathy voice's own turbulence, across the whole band (through the formants, so vowels keep their colour). */
  breathLevel: number;
}

/** Indices of the source state. */
const PHASE = 0;
const PERIOD_FACTOR = 1;
const AMPLITUDE_FACTOR = 2;
const OPEN_QUOTIENT = 3;
const TILT_STATE = 4;
const LAST_WHITE = 5;
const NOISE_STATE = 6;
const TURBULENCE_STATE = 7;

/** The source's state: phase, perturbations, open quotient, tilt, last noise, noise generator, turbulence high-pass (4). */
const SOURCE_STATE_SIZE = 11;

/** The source's state at the phrase start: a seeded noise generator, no perturbation yet. */
export function initialSourceState(seed: number, openQuotient: number): Float64Array {
  const state = new Float64Array(SOURCE_STATE_SIZE);
  state[PERIOD_FACTOR] = 1;
  state[AMPLITUDE_FACTOR] = 1;
  state[OPEN_QUOTIENT] = openQuotient;
  state[NOISE_STATE] = (seed | 1) >>> 0;
  return state;
}

/** One xorshift32 step of the noise generator. */
function xorshift(state: number): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state;
}

/** The generator's state as uniform noise in [−1, 1). */
function uniform(state: number): number {
  return (state >>> 0) / 2147483648 - 1;
}

/** A new glottal cycle's period and amplitude perturbation (jitter, shimmer) and open quotient, into `state`. */
function startCycle(voice: KlattVoice, breath: number, state: Float64Array): void {
  // Scaled so that Praat's local jitter and shimmer stay in human ranges (below 1.04 % and 3.81 %).
  let noiseState = state[NOISE_STATE]!;
  let jitterGauss = 0;
  for (let draw = 0; draw < 3; draw += 1) {
    noiseState = xorshift(noiseState);
    jitterGauss += uniform(noiseState);
  }
  let shimmerGauss = 0;
  for (let draw = 0; draw < 3; draw += 1) {
    noiseState = xorshift(noiseState);
    shimmerGauss += uniform(noiseState);
  }
  state[NOISE_STATE] = noiseState;
  state[PERIOD_FACTOR] = 1 + JITTER_SCALE * voice.jitter * jitterGauss;
  state[AMPLITUDE_FACTOR] = 1 + SHIMMER_SCALE * voice.shimmer * shimmerGauss;
  state[OPEN_QUOTIENT] = Math.min(0.9, voice.openQuotient + 0.15 * breath);
}

/**
 * KLGLOTT88 flow derivative at `x` of the open phase (step `dx` per sample): 2x − 3x², closing
 * abruptly at x = 1. The closure step (−1.5 → 0) is band-limited with polyBLEP so high notes do not alias.
 */
function glottalPulse(x: number, dx: number): number {
  if (x < 1) {
    const pulse = (2 * x - 3 * x * x) * 1.5;
    if (x + dx < 1) return pulse;
    const d = (1 - x) / dx;
    return pulse + 0.75 * (1 - d) * (1 - d);
  }
  if (x - dx >= 1) return 0;
  const d = (x - 1) / dx;
  return -0.75 * (1 - d) * (1 - d);
}

/**
 * KLGLOTT88 flow derivative with open quotient, tilt, jitter and shimmer, the quasi-sinusoidal
 * share, high-passed voiced turbulence swelling with the opening, and aspiration, into `source`; the white noise drawn for each
 * sample into `white` (the noise branch excites with it).
 */
export function glottalSource(
  voice: KlattVoice,
  controls: SourceControls,
  state: Float64Array,
  source: Float64Array,
  white: Float64Array,
): void {
  const { sampleRate, hop, fundamental, noiseScale } = voice;
  const { f0a, f0b, ava, avb, aha, ahb, breath, tilt, aspirationLevel, breathLevel } = controls;
  let phase = state[PHASE]!;
  let periodFactor = state[PERIOD_FACTOR]!;
  let amplitudeFactor = state[AMPLITUDE_FACTOR]!;
  let openQuotient = state[OPEN_QUOTIENT]!;
  let tiltState = state[TILT_STATE]!;
  let lastWhite = state[LAST_WHITE]!;
  let noiseState = state[NOISE_STATE]!;
  let tx1 = state[TURBULENCE_STATE]!;
  let tx2 = state[TURBULENCE_STATE + 1]!;
  let ty1 = state[TURBULENCE_STATE + 2]!;
  let ty2 = state[TURBULENCE_STATE + 3]!;
  const highPass = voice.turbulenceHighPass;
  const h0 = highPass[0]!;
  const h1 = highPass[1]!;
  const h2 = highPass[2]!;
  const g1 = highPass[3]!;
  const g2 = highPass[4]!;
  for (let sample = 0; sample < hop; sample += 1) {
    const w = sample / hop;
    const f0 = f0a + (f0b - f0a) * w;
    const av = ava + (avb - ava) * w;
    const ah = aha + (ahb - aha) * w;
    const step = (f0 * periodFactor) / sampleRate;
    phase += step;
    if (phase >= 1) {
      phase -= 1;
      state[NOISE_STATE] = noiseState;
      startCycle(voice, breath, state);
      periodFactor = state[PERIOD_FACTOR]!;
      amplitudeFactor = state[AMPLITUDE_FACTOR]!;
      openQuotient = state[OPEN_QUOTIENT]!;
      noiseState = state[NOISE_STATE]!;
    }
    const x = phase / openQuotient;
    const glottal = glottalPulse(x, step / openQuotient);
    tiltState = glottal + tilt * (tiltState - glottal);
    // Klatt's quasi-sinusoidal voicing (AVS): a strong fundamental, as in head and breathy voice.
    const sinusoid = Math.sin(TWO_PI * phase) * fundamental;
    noiseState = xorshift(noiseState);
    const noise = uniform(noiseState);
    // Aspiration is turbulence at the glottis: mostly high-frequency (differenced noise), pulsed with the opening.
    const breathNoise = (noise - lastWhite) * noiseScale;
    lastWhite = noise;
    white[sample] = noise * noiseScale;
    // Voiced turbulence above ~3 kHz only, swelling and fading with the glottal opening: it fills a
    // voice's upper spectrum without moving the cycle-to-cycle peak amplitudes (shimmer) below 1 kHz.
    const turbulence = h0 * breathNoise + h1 * tx1 + h2 * tx2 - g1 * ty1 - g2 * ty2;
    tx2 = tx1;
    tx1 = breathNoise;
    ty2 = ty1;
    ty1 = turbulence;
    const opening = x < 1 ? Math.sin(Math.PI * x) : 0;
    const gate = 0.12 + 0.76 * opening * opening;
    source[sample] =
      (tiltState + sinusoid) * av * amplitudeFactor +
      (turbulence * aspirationLevel + breathNoise * breathLevel) * av * gate +
      breathNoise * ah * ASPIRATION_LEVEL;
  }
  state[PHASE] = phase;
  state[PERIOD_FACTOR] = periodFactor;
  state[AMPLITUDE_FACTOR] = amplitudeFactor;
  state[OPEN_QUOTIENT] = openQuotient;
  state[TILT_STATE] = tiltState;
  state[LAST_WHITE] = lastWhite;
  state[NOISE_STATE] = noiseState;
  state[TURBULENCE_STATE] = tx1;
  state[TURBULENCE_STATE + 1] = tx2;
  state[TURBULENCE_STATE + 2] = ty1;
  state[TURBULENCE_STATE + 3] = ty2;
}

/**
 * The cascade's state: F1…F5 (y1, y2 each), nasal zero and pole, sinus zero, voice-bar low-pass, the
 * pole above F5.
 */
export const CASCADE_STATE_SIZE = 20;
const NASAL_STATE = 10;
const PHARYNX_STATE = 14;
const HIGH_POLE_STATE = 18;

/**
 * The tract, in place over `signal`: nasal pole–zero, F1 … F5 (coefficients a, b, c each in
 * `coefficients` 0–14), the hypopharyngeal antiresonance, then the voice bar's low-pass blend
 * (weight `voiceBar`: a closed tract heard through its walls). Each part runs over the whole frame in turn.
 */
export function cascadeTract(
  voice: KlattVoice,
  coefficients: Float64Array,
  voiceBar: number,
  state: Float64Array,
  signal: Float64Array,
): void {
  if (voice.hasNasal) nasalCoupling(voice, state, signal);
  formantCascade(voice.hop, coefficients, state, signal);
  highPole(voice.hop, voice.highPole, state, signal);
  pharynxAndVoiceBar(voice, voiceBar, state, signal);
}

/** The fixed pole above F5, in cascade. */
function highPole(hop: number, r: Float64Array, state: Float64Array, signal: Float64Array): void {
  const a = r[0]!;
  const b = r[1]!;
  const c = r[2]!;
  let p = state[HIGH_POLE_STATE]!;
  let q = state[HIGH_POLE_STATE + 1]!;
  for (let sample = 0; sample < hop; sample += 1) {
    const y = a * signal[sample]! + b * p + c * q;
    q = p;
    p = y;
    signal[sample] = y;
  }
  state[HIGH_POLE_STATE] = p;
  state[HIGH_POLE_STATE + 1] = q;
}

/** Velopharyngeal coupling: Klatt's nasal zero, then its pole. */
function nasalCoupling(voice: KlattVoice, state: Float64Array, signal: Float64Array): void {
  const { hop, nasalPoleZero } = voice;
  const ap = nasalPoleZero[0]!;
  const bp = nasalPoleZero[1]!;
  const cp = nasalPoleZero[2]!;
  const az = nasalPoleZero[3]!;
  const bz = nasalPoleZero[4]!;
  const cz = nasalPoleZero[5]!;
  let nz1 = state[NASAL_STATE]!;
  let nz2 = state[NASAL_STATE + 1]!;
  let np1 = state[NASAL_STATE + 2]!;
  let np2 = state[NASAL_STATE + 3]!;
  for (let sample = 0; sample < hop; sample += 1) {
    const tract = signal[sample]!;
    const zeroed = az * tract + bz * nz1 + cz * nz2;
    nz2 = nz1;
    nz1 = tract;
    const poled = ap * zeroed + bp * np1 + cp * np2;
    np2 = np1;
    np1 = poled;
    signal[sample] = poled;
  }
  state[NASAL_STATE] = nz1;
  state[NASAL_STATE + 1] = nz2;
  state[NASAL_STATE + 2] = np1;
  state[NASAL_STATE + 3] = np2;
}

/** F1 … F5 in cascade. */
function formantCascade(hop: number, coefficients: Float64Array, state: Float64Array, signal: Float64Array): void {
  const a1 = coefficients[0]!;
  const b1 = coefficients[1]!;
  const c1 = coefficients[2]!;
  const a2 = coefficients[3]!;
  const b2 = coefficients[4]!;
  const c2 = coefficients[5]!;
  const a3 = coefficients[6]!;
  const b3 = coefficients[7]!;
  const c3 = coefficients[8]!;
  const a4 = coefficients[9]!;
  const b4 = coefficients[10]!;
  const c4 = coefficients[11]!;
  const a5 = coefficients[12]!;
  const b5 = coefficients[13]!;
  const c5 = coefficients[14]!;
  let p1 = state[0]!;
  let q1 = state[1]!;
  let p2 = state[2]!;
  let q2 = state[3]!;
  let p3 = state[4]!;
  let q3 = state[5]!;
  let p4 = state[6]!;
  let q4 = state[7]!;
  let p5 = state[8]!;
  let q5 = state[9]!;
  for (let sample = 0; sample < hop; sample += 1) {
    const y1 = a1 * signal[sample]! + b1 * p1 + c1 * q1;
    q1 = p1;
    p1 = y1;
    const y2 = a2 * y1 + b2 * p2 + c2 * q2;
    q2 = p2;
    p2 = y2;
    const y3 = a3 * y2 + b3 * p3 + c3 * q3;
    q3 = p3;
    p3 = y3;
    const y4 = a4 * y3 + b4 * p4 + c4 * q4;
    q4 = p4;
    p4 = y4;
    const y5 = a5 * y4 + b5 * p5 + c5 * q5;
    q5 = p5;
    p5 = y5;
    signal[sample] = y5;
  }
  state[0] = p1;
  state[1] = q1;
  state[2] = p2;
  state[3] = q2;
  state[4] = p3;
  state[5] = q3;
  state[6] = p4;
  state[7] = q4;
  state[8] = p5;
  state[9] = q5;
}

/** The hypopharyngeal antiresonance (when the voice has one), then the voice bar's low-pass blend. */
function pharynxAndVoiceBar(voice: KlattVoice, voiceBar: number, state: Float64Array, signal: Float64Array): void {
  const { hop, hasSinus, voiceBarCoefficient, sinusZero } = voice;
  const as = sinusZero[0]!;
  const bs = sinusZero[1]!;
  const cs = sinusZero[2]!;
  let sz1 = state[PHARYNX_STATE]!;
  let sz2 = state[PHARYNX_STATE + 1]!;
  let barState = state[PHARYNX_STATE + 2]!;
  let barState2 = state[PHARYNX_STATE + 3]!;
  for (let sample = 0; sample < hop; sample += 1) {
    let y = signal[sample]!;
    if (hasSinus) {
      const notched = as * y + bs * sz1 + cs * sz2;
      sz2 = sz1;
      sz1 = y;
      y = notched;
    }
    barState = y + voiceBarCoefficient * (barState - y);
    barState2 = barState + voiceBarCoefficient * (barState2 - barState);
    signal[sample] = y + voiceBar * (barState2 * 1.8 - y);
  }
  state[PHARYNX_STATE] = sz1;
  state[PHARYNX_STATE + 1] = sz2;
  state[PHARYNX_STATE + 2] = barState;
  state[PHARYNX_STATE + 3] = barState2;
}
