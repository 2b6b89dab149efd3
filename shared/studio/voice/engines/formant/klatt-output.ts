import type { KlattVoice } from './klatt-stages';

/**
 * The Klatt synthesizer's last stages, per control frame as in klatt-stages.ts: the parallel noise
 * branch (frication and bursts) and the output filters that mix it in.
 */

/** The frication level against the voicing (see ASPIRATION_LEVEL in klatt-stages.ts). */
const FRICATION_LEVEL = 0.88;

/** Whether the noise branch still rings from earlier frames (else it idles at zero). */
export function noiseBranchRinging(state: Float64Array): boolean {
  return Math.abs(state[0]!) + Math.abs(state[1]!) + Math.abs(state[2]!) + Math.abs(state[3]!) > 1e-7;
}

/**
 * Frication and bursts: the frame's white noise, scaled from `afa` to `afb`, through two
 * band-pass resonators (coefficients 15–20), into `fric`.
 */
export function noiseBranch(
  hop: number,
  coefficients: Float64Array,
  afa: number,
  afb: number,
  white: Float64Array,
  state: Float64Array,
  fric: Float64Array,
): void {
  const an = coefficients[15]!;
  const bn = coefficients[16]!;
  const cn = coefficients[17]!;
  const am = coefficients[18]!;
  const bm = coefficients[19]!;
  const cm = coefficients[20]!;
  let pn = state[0]!;
  let qn = state[1]!;
  let pm = state[2]!;
  let qm = state[3]!;
  for (let sample = 0; sample < hop; sample += 1) {
    const w = sample / hop;
    const excitation = white[sample]! * (afa + (afb - afa) * w);
    const n1 = an * excitation + bn * pn + cn * qn;
    const band1 = n1 - qn;
    qn = pn;
    pn = n1;
    const n2 = am * excitation + bm * pm + cm * qm;
    const band2 = n2 - qm;
    qm = pm;
    pm = n2;
    fric[sample] = band1 + band2 * 0.5;
  }
  state[0] = pn;
  state[1] = qn;
  state[2] = pm;
  state[3] = qm;
}

/** The output filters' state: presence shelf (three values) and DC blocker (two). */
export const OUTPUT_STATE_SIZE = 5;

/**
 * Presence (a second-order high-pass, two one-pole stages, added back so 0–1 kHz stays as it is),
 * the noise branch mixed in, and a DC blocker, into `out` from `offset`.
 */
export function outputFilters(
  voice: KlattVoice,
  signal: Float64Array,
  fric: Float64Array,
  state: Float64Array,
  out: Float32Array,
  offset: number,
): void {
  const { hop, brightness, shelfCoefficient, dcCoefficient } = voice;
  let shelfState = state[0]!;
  let presenceIn = state[1]!;
  let presenceOut = state[2]!;
  let dcIn = state[3]!;
  let dcOut = state[4]!;
  for (let sample = 0; sample < hop; sample += 1) {
    let y = signal[sample]!;
    shelfState = y + shelfCoefficient * (shelfState - y);
    const firstStage = y - shelfState;
    presenceOut = shelfCoefficient * (presenceOut + firstStage - presenceIn);
    presenceIn = firstStage;
    y += brightness * presenceOut;
    const mixed = y + fric[sample]! * FRICATION_LEVEL;
    dcOut = mixed - dcIn + dcCoefficient * dcOut;
    dcIn = mixed;
    out[offset + sample] = dcOut;
  }
  state[0] = shelfState;
  state[1] = presenceIn;
  state[2] = presenceOut;
  state[3] = dcIn;
  state[4] = dcOut;
}
