import type { ControlFrames } from './frames';
import type { Segment } from './plan';
import type { VoicePreset } from './presets';

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

/** The upper-band lift of every voice, the aspiration and frication levels against the voicing. */
const PRESENCE = 4;
const ASPIRATION_LEVEL = 0.8;
/**
 * Turbulence in every voiced sound (HNR ≈ 20–28 dB, a human range): it also fills the spectrum
 * between a high voice's sparse harmonics, so the formant envelope stays readable.
 */
const VOICED_ASPIRATION = 0.8;
/**
 * How much of the preset's source tilt is applied. The upper formants carry the vowel's identity
 * and the consonants' place to a listener (and to a recogniser): a steep source buries them, so
 * the presets' darkness is only a hint. Energy above F5 comes from the formants' skirts alone (no
 * formantless high-pass share of the source: it filled 3–8 kHz with flat harmonics that pocketsphinx
 * could not read).
 */
const TILT_SHARE = 0.1;
const FRICATION_LEVEL = 0.4;

/** Period and amplitude perturbation per preset unit (gauss() has unit variance). */
const JITTER_SCALE = 0.5;
const SHIMMER_SCALE = 0.35;

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
 * A Klatt-style cascade formant synthesizer for singing: KLGLOTT88 glottal flow derivative with
 * open quotient, spectral tilt, jitter and shimmer; aspiration noise gated to the open phase; five
 * cascade resonators (vowels, liquids, glides, aspiration); a parallel noise branch through two
 * band-pass resonators (fricatives, bursts); a low-pass nasal murmur; brightness shelf; DC blocker.
 * Its filter and source state is kept between steps in one vector, loaded into locals for each
 * step (the inner loop runs on locals, as fast as in one piece).
 */
function klattStream({ frames, preset, seed }: SynthesisInput): SynthesisStream {
  const { sampleRate, hop, count } = frames;
  const out = new Float32Array(count * hop);
  const coefficients = new Float64Array(7 * 3);
  // A gentle quasi-sinusoidal share (Klatt's AVS) for open voices: too much of it buries the upper formants.
  const fundamental = 0.1 + 0.25 * Math.max(0, preset.openQuotient - 0.35);
  const nasalCoefficient = Math.exp((-2 * Math.PI * 450) / sampleRate);
  const shelfCoefficient = Math.exp((-2 * Math.PI * 2200) / sampleRate);
  const dcCoefficient = Math.exp((-2 * Math.PI * 20) / sampleRate);
  // Above ~2.5 kHz every voice is lifted (≈ +14 dB, +12…+15 with the preset's brightness): F3–F5
  // carry the place of articulation and a singer's long-term spectrum keeps them within ~15 dB.
  const brightness = PRESENCE + preset.brightness * 0.75;
  // The speaker's fixed colour, the same in every vowel: velopharyngeal coupling as Klatt's nasal
  // pole–zero pair (pole at 270 Hz, the zero rising with coupling), and the hypopharyngeal
  // (piriform-fossa) antiresonance of 4–5 kHz that makes spectra speaker-specific (Dang & Honda
  // 1997; Kitamura et al. 2005). Both idle (unit gain) when the preset sets none. The antiresonance
  // notches the cascade's output only: the high-frequency correction added after it is not
  // notched, so above ~4 kHz its dip is shallow (moving it after the correction made the voices
  // less separable in figure 6 — left for later).
  const nasality = preset.nasality ?? 0;
  const pole = new Float64Array(3);
  const zero = new Float64Array(3);
  const sinusZero = new Float64Array(3);
  resonator(270 * preset.formantScale, 100, sampleRate, pole, 0);
  resonator((270 + 330 * nasality) * preset.formantScale, 100 + 60 * nasality, sampleRate, zero, 0);
  const hasNasal = nasality > 0;
  const sinus = preset.sinus;
  if (sinus) resonator(Math.min(sinus.freq, sampleRate * 0.45), sinus.bw, sampleRate, sinusZero, 0);
  const [ap, bp, cp] = [pole[0]!, pole[1]!, pole[2]!];
  // Antiresonator (Klatt 1980): the inverse of a resonator, y = (x − b·x1 − c·x2) / a.
  const [az, bz, cz] = [1 / zero[0]!, -zero[1]! / zero[0]!, -zero[2]! / zero[0]!];
  const [as, bs, cs] = sinus
    ? [1 / sinusZero[0]!, -sinusZero[1]! / sinusZero[0]!, -sinusZero[2]! / sinusZero[0]!]
    : [1, 0, 0];
  const twoPi = 2 * Math.PI;
  /** The state between steps, in the order of the locals `advance` loads it into. */
  const state = new Float64Array(37);
  state[14] = (seed | 1) >>> 0; // noiseState
  state[16] = 1; // periodFactor
  state[17] = 1; // amplitudeFactor
  state[18] = preset.openQuotient;
  state[33] = -1; // lastBreath
  let frame = 0;
  const stream = {
    samples: out,
    done: 0,
    advance(until: number): number {
      const last = Math.min(count, Math.ceil(until / hop));
      if (frame >= last) return stream.done;
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
      let pn = state[10]!;
      let qn = state[11]!;
      let pm = state[12]!;
      let qm = state[13]!;
      let noiseState = state[14]!;
      let phase = state[15]!;
      let periodFactor = state[16]!;
      let amplitudeFactor = state[17]!;
      let openQuotient = state[18]!;
      let tiltState = state[19]!;
      let nasalState = state[20]!;
      let nasalState2 = state[21]!;
      let shelfState = state[22]!;
      let presenceIn = state[35]!;
      let presenceOut = state[36]!;
      let lastWhite = state[24]!;
      let dcIn = state[25]!;
      let dcOut = state[26]!;
      let np1 = state[27]!;
      let np2 = state[28]!;
      let nz1 = state[29]!;
      let nz2 = state[30]!;
      let sz1 = state[31]!;
      let sz2 = state[32]!;
      let lastBreath = state[33]!;
      let tilt = state[34]!;
      const noise = () => {
        noiseState ^= noiseState << 13;
        noiseState ^= noiseState >>> 17;
        noiseState ^= noiseState << 5;
        return (noiseState >>> 0) / 2147483648 - 1;
      };
      const gauss = () => noise() + noise() + noise();
      for (; frame < last; frame += 1) {
        for (let index = 0; index < 5; index += 1) {
          resonator(
            frames.formants[index]![frame]!,
            frames.bandwidths[index]![frame]!,
            sampleRate,
            coefficients,
            index * 3,
          );
        }
        const next = Math.min(frame + 1, count - 1);
        const afa = frames.af[frame]! * frames.gain[frame]!;
        const afb = frames.af[next]! * frames.gain[next]!;
        // Noise branch: band-pass form (zeros at DC and Nyquist), peak gain ≈ 1; idle when silent.
        const fricActive = afa > 0 || afb > 0 || Math.abs(pn) + Math.abs(qn) + Math.abs(pm) + Math.abs(qm) > 1e-7;
        if (fricActive) {
          for (let index = 0; index < 2; index += 1) {
            const freq = index === 0 ? frames.noiseFreq[frame]! : frames.noiseFreq2[frame]!;
            const bw = index === 0 ? frames.noiseBw[frame]! : frames.noiseBw2[frame]!;
            const r = Math.exp((-Math.PI * bw) / sampleRate);
            coefficients[15 + index * 3] = (1 - r * r) / 2;
            coefficients[16 + index * 3] = 2 * r * Math.cos((twoPi * freq) / sampleRate);
            coefficients[17 + index * 3] = -r * r;
          }
        } else {
          pn = qn = pm = qm = 0;
        }
        const a1 = coefficients[0]!,
          b1 = coefficients[1]!,
          c1 = coefficients[2]!;
        const a2 = coefficients[3]!,
          b2 = coefficients[4]!,
          c2 = coefficients[5]!;
        const a3 = coefficients[6]!,
          b3 = coefficients[7]!,
          c3 = coefficients[8]!;
        const a4 = coefficients[9]!,
          b4 = coefficients[10]!,
          c4 = coefficients[11]!;
        const a5 = coefficients[12]!,
          b5 = coefficients[13]!,
          c5 = coefficients[14]!;
        const an = coefficients[15]!,
          bn = coefficients[16]!,
          cn = coefficients[17]!;
        const am = coefficients[18]!,
          bm = coefficients[19]!,
          cm = coefficients[20]!;
        const f0a = frames.f0[frame]!;
        const f0b = frames.f0[next]!;
        const ava = frames.av[frame]! * frames.gain[frame]!;
        const avb = frames.av[next]! * frames.gain[next]!;
        const aha = frames.ah[frame]! * frames.gain[frame]!;
        const ahb = frames.ah[next]! * frames.gain[next]!;
        const nasal = frames.nasal[frame]!;
        const breath = frames.breath[frame]!;
        if (breath !== lastBreath) {
          // A small share of the preset's tilt: the source keeps energy up to 4–5 kHz, darker voices stay a little darker.
          tilt = tiltCoefficient(TILT_SHARE * preset.tiltDb + 3 * breath, 3000, sampleRate);
          lastBreath = breath;
        }
        const aspirationLevel = VOICED_ASPIRATION + 0.5 * breath;
        const offset = frame * hop;
        for (let sample = 0; sample < hop; sample += 1) {
          const w = sample / hop;
          const f0 = f0a + (f0b - f0a) * w;
          const av = ava + (avb - ava) * w;
          const ah = aha + (ahb - aha) * w;
          const step = (f0 * periodFactor) / sampleRate;
          phase += step;
          if (phase >= 1) {
            phase -= 1;
            // Scaled so that Praat's local jitter and shimmer stay in human ranges (below 1.04 % and 3.81 %).
            periodFactor = 1 + JITTER_SCALE * preset.jitter * gauss();
            amplitudeFactor = 1 + SHIMMER_SCALE * preset.shimmer * gauss();
            openQuotient = Math.min(0.9, preset.openQuotient + 0.15 * breath);
          }
          // KLGLOTT88 flow derivative over the open phase: 2x − 3x², closing abruptly at x = 1.
          // The closure step (−1.5 → 0) is band-limited with polyBLEP so high notes do not alias.
          const x = phase / openQuotient;
          const dx = step / openQuotient;
          const open = x < 1;
          let glottal = open ? (2 * x - 3 * x * x) * 1.5 : 0;
          if (open && x + dx >= 1) {
            const d = (1 - x) / dx;
            glottal += 0.75 * (1 - d) * (1 - d);
          } else if (!open && x - dx < 1) {
            const d = (x - 1) / dx;
            glottal -= 0.75 * (1 - d) * (1 - d);
          }
          tiltState = glottal + tilt * (tiltState - glottal);
          // Klatt's quasi-sinusoidal voicing (AVS): a strong fundamental, as in head and breathy voice.
          const sinusoid = Math.sin(twoPi * phase) * fundamental;
          const white = noise();
          // Aspiration is turbulence at the glottis: mostly high-frequency (differenced noise), pulsed with the opening.
          const breathNoise = white - lastWhite;
          lastWhite = white;
          const source =
            (tiltState + sinusoid) * av * amplitudeFactor +
            breathNoise * (av * aspirationLevel * (open ? 0.5 : 0.12) + ah * ASPIRATION_LEVEL);
          // Cascade: nasal pole–zero, F1 … F5.
          let tract = source;
          if (hasNasal) {
            const zeroed = az * tract + bz * nz1 + cz * nz2;
            nz2 = nz1;
            nz1 = tract;
            tract = ap * zeroed + bp * np1 + cp * np2;
            np2 = np1;
            np1 = tract;
          }
          const y1 = a1 * tract + b1 * p1 + c1 * q1;
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
          let y = a5 * y4 + b5 * p5 + c5 * q5;
          q5 = p5;
          p5 = y;
          if (sinus) {
            const notched = as * y + bs * sz1 + cs * sz2;
            sz2 = sz1;
            sz1 = y;
            y = notched;
          }
          // Nasal murmur: low-pass blend weakens the upper formants.
          nasalState = y + nasalCoefficient * (nasalState - y);
          nasalState2 = nasalState + nasalCoefficient * (nasalState2 - nasalState);
          y += nasal * (nasalState2 * 1.8 - y);
          // Frication and bursts: two band-pass resonators.
          let fric = 0;
          if (fricActive) {
            const excitation = white * (afa + (afb - afa) * w);
            const n1 = an * excitation + bn * pn + cn * qn;
            const band1 = n1 - qn;
            qn = pn;
            pn = n1;
            const n2 = am * excitation + bm * pm + cm * qm;
            const band2 = n2 - qm;
            qm = pm;
            pm = n2;
            fric = band1 + band2 * 0.5;
          }
          // Presence: a second-order high-pass (two one-pole stages) added back, so 0–1 kHz stays as it is.
          shelfState = y + shelfCoefficient * (shelfState - y);
          const firstStage = y - shelfState;
          presenceOut = shelfCoefficient * (presenceOut + firstStage - presenceIn);
          presenceIn = firstStage;
          y += brightness * presenceOut;
          const mixed = y + fric * FRICATION_LEVEL;
          dcOut = mixed - dcIn + dcCoefficient * dcOut;
          dcIn = mixed;
          out[offset + sample] = dcOut;
        }
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
      state[10] = pn;
      state[11] = qn;
      state[12] = pm;
      state[13] = qm;
      state[14] = noiseState;
      state[15] = phase;
      state[16] = periodFactor;
      state[17] = amplitudeFactor;
      state[18] = openQuotient;
      state[19] = tiltState;
      state[20] = nasalState;
      state[21] = nasalState2;
      state[22] = shelfState;
      state[35] = presenceIn;
      state[36] = presenceOut;
      state[24] = lastWhite;
      state[25] = dcIn;
      state[26] = dcOut;
      state[27] = np1;
      state[28] = np2;
      state[29] = nz1;
      state[30] = nz2;
      state[31] = sz1;
      state[32] = sz2;
      state[33] = lastBreath;
      state[34] = tilt;
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
