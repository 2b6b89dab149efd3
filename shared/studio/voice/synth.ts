import type { ControlFrames, Segment } from './plan';
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
}

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
 * A Klatt-style cascade formant synthesizer for singing: KLGLOTT88 glottal flow derivative with
 * open quotient, spectral tilt, jitter and shimmer; aspiration noise gated to the open phase; five
 * cascade resonators (vowels, liquids, glides, aspiration); a parallel noise branch through two
 * band-pass resonators (fricatives, bursts); a low-pass nasal murmur; brightness shelf; DC blocker.
 */
export const klattModel: SynthesisModel = {
  name: 'klatt-cascade-1',
  synthesize({ frames, preset, seed }) {
    const { sampleRate, hop, count } = frames;
    const length = count * hop;
    const out = new Float32Array(length);
    const coefficients = new Float64Array(7 * 3);
    // Resonator memories: y[n−1], y[n−2] of F1…F5 and of the two noise band-passes.
    let p1 = 0,
      q1 = 0,
      p2 = 0,
      q2 = 0,
      p3 = 0,
      q3 = 0,
      p4 = 0,
      q4 = 0,
      p5 = 0,
      q5 = 0;
    let pn = 0,
      qn = 0,
      pm = 0,
      qm = 0;
    let noiseState = (seed | 1) >>> 0;
    const noise = () => {
      noiseState ^= noiseState << 13;
      noiseState ^= noiseState >>> 17;
      noiseState ^= noiseState << 5;
      return (noiseState >>> 0) / 2147483648 - 1;
    };
    const gauss = () => noise() + noise() + noise();
    let phase = 0;
    let periodFactor = 1;
    let amplitudeFactor = 1;
    let openQuotient = preset.openQuotient;
    let tiltState = 0;
    let nasalState = 0;
    let nasalState2 = 0;
    let shelfState = 0;
    let highState = 0;
    let lastWhite = 0;
    const fundamental = 0.4 + 0.6 * Math.max(0, preset.openQuotient - 0.35);
    const highCoefficient = Math.exp((-2 * Math.PI * 4500 * preset.formantScale) / sampleRate);
    const highLevel = 0.8 * (1 + 0.5 * preset.brightness);
    let dcIn = 0;
    let dcOut = 0;
    const nasalCoefficient = Math.exp((-2 * Math.PI * 450) / sampleRate);
    const shelfCoefficient = Math.exp((-2 * Math.PI * 2500) / sampleRate);
    const dcCoefficient = Math.exp((-2 * Math.PI * 20) / sampleRate);
    const brightness = preset.brightness * 0.7;
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
    let np1 = 0,
      np2 = 0,
      nz1 = 0,
      nz2 = 0,
      sz1 = 0,
      sz2 = 0;
    const twoPi = 2 * Math.PI;
    let lastBreath = -1;
    let tilt = 0;
    for (let frame = 0; frame < count; frame += 1) {
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
        tilt = tiltCoefficient(preset.tiltDb + 6 * breath, 3000, sampleRate);
        lastBreath = breath;
      }
      const aspirationLevel = 0.08 + 0.5 * breath;
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
          periodFactor = 1 + preset.jitter * gauss();
          amplitudeFactor = 1 + preset.shimmer * gauss();
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
          breathNoise * (av * aspirationLevel * (open ? 0.5 : 0.12) + ah * 0.3);
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
        // Higher-pole correction: the cascade's five poles cut the top octave; add it back from the source.
        highState = source + highCoefficient * (highState - source);
        y += (source - highState) * highLevel * (1 - nasal);
        shelfState = y + shelfCoefficient * (shelfState - y);
        y += brightness * (y - shelfState);
        const mixed = y + fric * 0.35;
        dcOut = mixed - dcIn + dcCoefficient * dcOut;
        dcIn = mixed;
        out[offset + sample] = dcOut;
      }
    }
    return out;
  },
};
