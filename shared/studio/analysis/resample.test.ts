import { describe, expect, it } from 'vitest';
import { mixToMono, resample } from './resample';

function sine(frequency: number, rate: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * frequency * i) / rate),
  );
}

function rms(samples: Float32Array): number {
  const middle = samples.subarray(samples.length / 4, (3 * samples.length) / 4);
  return Math.sqrt(middle.reduce((sum, value) => sum + value * value, 0) / middle.length);
}

describe('resample', () => {
  it('keeps a tone under the new Nyquist frequency at its level and length', () => {
    for (const rate of [44100, 48000]) {
      const out = resample(sine(440, rate, 1), rate, 22050);
      expect(out.length).toBe(22050);
      expect(rms(out)).toBeCloseTo(Math.SQRT1_2, 2);
    }
  });

  it('removes a tone above it instead of folding it down', () => {
    expect(rms(resample(sine(15000, 44100, 1), 44100, 22050))).toBeLessThan(0.01);
  });

  it('mixes channels to their mean', () => {
    expect(Array.from(mixToMono([Float32Array.of(1, 0), Float32Array.of(0, 1)]))).toEqual([0.5, 0.5]);
  });
});
