/**
 * Local shimmer of a sustained voiced sound, measured as Praat measures it ("Get shimmer (local)"):
 * one point per glottal cycle at the waveform's main peak, the cycle's amplitude the Hann-windowed
 * RMS over ±0.2 of the neighbouring periods around it, and the mean absolute difference of
 * consecutive amplitudes over their mean. Each neighbouring cycle is searched 0.8–1.25 of the
 * expected period from the last (enough for vibrato and drift).
 */

/** Hann-windowed RMS of `samples` from `centre − left` to `centre + right` (samples). */
function hannRms(samples: Float32Array, centre: number, left: number, right: number): number {
  let sum = 0;
  let weights = 0;
  const from = Math.max(0, Math.ceil(centre - left));
  const to = Math.min(samples.length - 1, Math.floor(centre + right));
  for (let index = from; index <= to; index += 1) {
    const width = index < centre ? left : right;
    const window = 0.5 + 0.5 * Math.cos((Math.PI * (index - centre)) / width);
    const value = samples[index]! * window;
    sum += value * value;
    weights += window * window;
  }
  return weights > 0 ? Math.sqrt(sum / weights) : 0;
}

/** The index of the largest `sign`-signed sample in [from, to). */
function peakIndex(samples: Float32Array, from: number, to: number, sign: number): number {
  let best = from;
  for (let index = from; index < Math.min(to, samples.length); index += 1) {
    if (samples[index]! * sign > samples[best]! * sign) best = index;
  }
  return best;
}

/**
 * The lag of `direction` (1 later, −1 earlier) between `from` and `to` samples at which the cycle
 * around `at` best matches itself (normalised cross-correlation).
 */
function bestLag(samples: Float32Array, at: number, half: number, from: number, to: number, direction: number): number {
  let best = from;
  let bestScore = -Infinity;
  for (let lag = from; lag <= to; lag += 1) {
    let product = 0;
    let energy = 0;
    for (let offset = -half; offset < half; offset += 1) {
      const next = samples[at + direction * lag + offset]!;
      product += samples[at + offset]! * next;
      energy += next * next;
    }
    const score = product / Math.sqrt(energy || 1);
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

/**
 * The cycles' peak positions (samples, ascending) in a sustained sound with fundamental near `f0`:
 * from the sound's largest peak, each neighbouring cycle is found by cross-correlation with the
 * last one and its point put on the nearby peak of the same polarity (a signal may have several
 * peaks of nearly the same size per cycle: the largest one's kind is followed throughout).
 */
export function glottalPeaks(samples: Float32Array, sampleRate: number, f0: number): number[] {
  const period = sampleRate / f0;
  const half = Math.round(period / 2);
  const slack = Math.max(1, Math.round(0.1 * period));
  const shortest = Math.round(0.8 * period);
  const longest = Math.round(1.25 * period);
  const margin = half + slack;
  let first = margin;
  for (let index = margin; index < samples.length - margin; index += 1) {
    if (Math.abs(samples[index]!) > Math.abs(samples[first]!)) first = index;
  }
  const sign = Math.sign(samples[first]!) || 1;
  const track = (direction: number): number[] => {
    const found: number[] = [];
    let last = first;
    for (;;) {
      const reach = last + direction * (longest + margin);
      if (reach < 0 || reach >= samples.length) return found;
      const guess = last + direction * bestLag(samples, last, half, shortest, longest, direction);
      last = peakIndex(samples, guess - slack, guess + slack + 1, sign);
      found.push(last);
    }
  };
  return [...track(-1).reverse(), first, ...track(1)];
}

/** Local shimmer (%) of a sustained voiced sound with fundamental near `f0` Hz. */
export function localShimmer(samples: Float32Array, sampleRate: number, f0: number): number {
  const peaks = glottalPeaks(samples, sampleRate, f0);
  const amplitudes: number[] = [];
  for (let index = 1; index < peaks.length - 1; index += 1) {
    const before = peaks[index]! - peaks[index - 1]!;
    const after = peaks[index + 1]! - peaks[index]!;
    amplitudes.push(hannRms(samples, peaks[index]!, 0.2 * before, 0.2 * after));
  }
  if (amplitudes.length < 3) return Number.NaN;
  let differences = 0;
  for (let index = 1; index < amplitudes.length; index += 1) {
    differences += Math.abs(amplitudes[index]! - amplitudes[index - 1]!);
  }
  const meanAmplitude = amplitudes.reduce((sum, value) => sum + value, 0) / amplitudes.length;
  return (100 * differences) / (amplitudes.length - 1) / meanAmplitude;
}
