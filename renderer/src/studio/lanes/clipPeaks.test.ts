import { describe, expect, it } from 'vitest';
import { PEAK_BLOCK, peakRange, peaksOf } from './clipPeaks';

function bruteForce(samples: Float32Array, from: number, to: number): [number, number] {
  let low = 0;
  let high = 0;
  for (let index = Math.max(0, from); index < Math.min(samples.length, to); index += 1) {
    low = Math.min(low, samples[index]!);
    high = Math.max(high, samples[index]!);
  }
  return [low, high];
}

describe('clip peaks', () => {
  const samples = Float32Array.from(
    { length: PEAK_BLOCK * 40 + 17 },
    (_, index) => Math.sin(index * 0.37) * ((index % 977) / 977),
  );

  it('gives the same lowest and highest sample as scanning every sample, for short and long ranges', () => {
    for (const [from, to] of [
      [0, 10],
      [5, 700],
      [100, PEAK_BLOCK * 12 + 3],
      [PEAK_BLOCK * 3, PEAK_BLOCK * 9],
      [-50, samples.length + 50],
    ] as const) {
      expect(peakRange(samples, from, to)).toEqual(bruteForce(samples, from, to));
    }
  });

  it('computes a channel’s block peaks once', () => {
    expect(peaksOf(samples)).toBe(peaksOf(samples));
    expect(peaksOf(samples).low.length).toBe(41);
  });
});
