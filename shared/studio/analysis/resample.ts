/** Zero crossings of the sinc on each side of an output sample. */
const HALF_TAPS = 16;
/** Kernel table steps per input sample (its values are looked up, not computed per tap). */
const PHASES = 512;

function kernelTable(cutoff: number, reach: number): Float32Array {
  const table = new Float32Array(2 * reach * PHASES + 1);
  for (let index = 0; index < table.length; index += 1) {
    const distance = index / PHASES - reach;
    const phase = Math.PI * cutoff * distance;
    const sinc = phase === 0 ? 1 : Math.sin(phase) / phase;
    const w = 0.5 + (0.5 * distance) / reach;
    const blackman = 0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w);
    table[index] = cutoff * sinc * blackman;
  }
  return table;
}

/**
 * Band-limited resampling (a Blackman-windowed sinc): a lower rate keeps only what it can hold, so
 * 44.1 or 48 kHz audio goes to the model's 22 050 Hz without folding its highs back down.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples.slice();
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor((samples.length * toRate) / fromRate));
  // Just under the lower of the two Nyquist frequencies, in cycles per input sample.
  const cutoff = Math.min(1, 1 / ratio) * 0.98;
  const reach = Math.ceil(HALF_TAPS / cutoff);
  const table = kernelTable(cutoff, reach);
  for (let i = 0; i < out.length; i += 1) {
    const centre = i * ratio;
    const first = Math.max(0, Math.ceil(centre - reach));
    const last = Math.min(samples.length - 1, Math.floor(centre + reach));
    let sum = 0;
    for (let n = first; n <= last; n += 1) sum += samples[n]! * table[Math.round((n - centre + reach) * PHASES)]!;
    out[i] = sum;
  }
  return out;
}

/** One channel from many: their mean. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!.slice();
  const length = Math.min(...channels.map((channel) => channel.length));
  const out = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i += 1) out[i]! += channel[i]! / channels.length;
  return out;
}
