/**
 * A small sung-vowel synthesiser: a harmonic source shaped by vowel formants, with vibrato,
 * breath noise and optional grit. Each character's melody, range, tract length and colour differ.
 * Pure: returns PCM samples.
 */
import type { CharacterDesign } from './designs';

export const SAMPLE_RATE = 24_000;

/** Formant frequencies (Hz) and bandwidths of sung vowels for an adult female tract. */
const VOWELS: Record<string, Array<[number, number, number]>> = {
  a: [
    [850, 90, 1],
    [1220, 110, 0.55],
    [2810, 170, 0.25],
  ],
  o: [
    [500, 80, 1],
    [880, 100, 0.5],
    [2830, 170, 0.15],
  ],
  u: [
    [370, 70, 1],
    [950, 100, 0.3],
    [2670, 170, 0.1],
  ],
  e: [
    [610, 80, 1],
    [1900, 120, 0.5],
    [2800, 170, 0.3],
  ],
  i: [
    [360, 70, 1],
    [2300, 130, 0.45],
    [3000, 180, 0.3],
  ],
};
const LYRIC = ['a', 'o', 'a', 'e', 'o', 'a', 'u', 'a', 'i', 'a'];

function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** Gain of the vocal tract at a frequency: resonances of the vowel, shifted by tract length. */
function envelope(freq: number, vowel: Array<[number, number, number]>, tract: number, brightness: number): number {
  let gain = 0.02;
  for (const [f, bw, amp] of vowel) {
    const centre = f * tract;
    const width = bw * tract * 1.6;
    gain += amp / (1 + ((freq - centre) / width) ** 2);
  }
  return gain * (freq / 500) ** (-0.6 / brightness);
}

function noise(seed: { v: number }): number {
  seed.v = (seed.v * 1664525 + 1013904223) >>> 0;
  return seed.v / 2 ** 31 - 1;
}

/** Synthesises the character's phrase: a few legato notes, each on a vowel. */
export function singPhrase(voice: CharacterDesign['voice']): Float32Array {
  const beat = 60 / voice.tempo;
  const durations = voice.melody.map((_, i) =>
    i === voice.melody.length - 1 ? beat * 2.2 : i % 3 === 2 ? beat : beat * 0.75,
  );
  const total = durations.reduce((a, b) => a + b, 0) + 0.35;
  const out = new Float32Array(Math.ceil(total * SAMPLE_RATE));
  const rand = { v: 12345 + Math.round(voice.tract * 1000) };

  let phase = 0;
  let t0 = 0.08;
  let prevHz = midiToHz(voice.melody[0]!);
  const harmonics = 48;
  const phases = new Float64Array(harmonics + 1);

  voice.melody.forEach((note, index) => {
    const hz = midiToHz(note);
    const duration = durations[index]!;
    const vowel = VOWELS[LYRIC[index % LYRIC.length]!]!;
    const nextVowel = VOWELS[LYRIC[(index + 1) % LYRIC.length]!]!;
    const start = Math.floor(t0 * SAMPLE_RATE);
    const length = Math.floor(duration * SAMPLE_RATE);
    for (let n = 0; n < length && start + n < out.length; n++) {
      const t = n / SAMPLE_RATE;
      // Portamento into the note, vibrato that grows after the onset.
      const glide = Math.min(1, t / 0.06);
      const base = prevHz + (hz - prevHz) * (glide * glide * (3 - 2 * glide));
      const vibratoAmount = voice.vibratoDepth * Math.min(1, Math.max(0, (t - 0.18) / 0.3));
      const f0 = base * 2 ** ((vibratoAmount * Math.sin(2 * Math.PI * voice.vibratoRate * (t0 + t))) / 12);
      phase += f0 / SAMPLE_RATE;

      // Formants morph towards the next vowel over the last fifth of the note.
      const morph = Math.max(0, (t / duration - 0.8) / 0.2);
      const shape = vowel.map(([f, bw, a], k) => {
        const [nf, nbw, na] = nextVowel[k]!;
        return [f + (nf - f) * morph, bw + (nbw - bw) * morph, a + (na - a) * morph] as [number, number, number];
      });

      let sample = 0;
      for (let h = 1; h <= harmonics; h++) {
        const freq = f0 * h;
        if (freq > SAMPLE_RATE / 2 - 500) break;
        phases[h] = (phases[h]! + freq / SAMPLE_RATE) % 1;
        sample += Math.sin(2 * Math.PI * phases[h]!) * envelope(freq, shape, voice.tract, voice.brightness);
      }
      sample += noise(rand) * voice.breath * 0.6;
      if (voice.grit > 0) {
        // Subharmonic roughness and soft clipping for growled notes.
        sample *= 1 + voice.grit * 0.5 * Math.sin(Math.PI * phase);
        sample = Math.tanh(sample * (1 + voice.grit * 3)) / (1 + voice.grit);
      }
      // Note envelope: soft attack, a consonant-like dip at each onset, release at the end.
      const attack = Math.min(1, t / 0.04);
      const release = Math.min(1, (duration - t) / (index === voice.melody.length - 1 ? 0.45 : 0.05));
      const dip = index > 0 ? 0.55 + 0.45 * Math.min(1, t / 0.05) : 1;
      out[start + n]! += sample * attack * Math.max(0, release) * dip;
    }
    prevHz = hz;
    t0 += duration;
  });

  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 0.8 / peak : 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! * gain;
  return out;
}

/** Float samples to 16-bit PCM. */
export function toPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767)));
  return pcm;
}
