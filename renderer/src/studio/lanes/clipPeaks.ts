/**
 * A recording's peaks for drawing its waveform at any zoom: the lowest and highest sample of each
 * block of BLOCK samples, computed once per decoded channel (the channels clipAudioStore holds),
 * so a wide view scans blocks and a close one the samples themselves.
 */
export const PEAK_BLOCK = 256;

export type Peaks = { low: Float32Array; high: Float32Array };

const cache = new WeakMap<Float32Array, Peaks>();

/** The block peaks of a channel (kept while the channel is). */
export function peaksOf(samples: Float32Array): Peaks {
  const known = cache.get(samples);
  if (known) return known;
  const blocks = Math.ceil(samples.length / PEAK_BLOCK);
  const low = new Float32Array(blocks);
  const high = new Float32Array(blocks);
  for (let block = 0; block < blocks; block += 1) {
    let min = 0;
    let max = 0;
    const end = Math.min(samples.length, (block + 1) * PEAK_BLOCK);
    for (let index = block * PEAK_BLOCK; index < end; index += 1) {
      const value = samples[index]!;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    low[block] = min;
    high[block] = max;
  }
  const peaks = { low, high };
  cache.set(samples, peaks);
  return peaks;
}

/** The lowest and highest sample in [from, to) (0 where there are none): whole blocks from the peaks, the rest sample by sample. */
export function peakRange(samples: Float32Array, from: number, to: number): [low: number, high: number] {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(samples.length, Math.ceil(to));
  let low = 0;
  let high = 0;
  const scan = (a: number, b: number) => {
    for (let index = a; index < b; index += 1) {
      const value = samples[index]!;
      if (value < low) low = value;
      if (value > high) high = value;
    }
  };
  if (end - start < PEAK_BLOCK * 2) {
    scan(start, end);
    return [low, high];
  }
  const firstBlock = Math.ceil(start / PEAK_BLOCK);
  const lastBlock = Math.floor(end / PEAK_BLOCK);
  scan(start, firstBlock * PEAK_BLOCK);
  const peaks = peaksOf(samples);
  for (let block = firstBlock; block < lastBlock; block += 1) {
    if (peaks.low[block]! < low) low = peaks.low[block]!;
    if (peaks.high[block]! > high) high = peaks.high[block]!;
  }
  scan(lastBlock * PEAK_BLOCK, end);
  return [low, high];
}
