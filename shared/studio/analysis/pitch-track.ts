import { PitchDetector } from 'pitchy';

/** F0 per frame: Hz, 0 where unvoiced; frame i is centred at i × step seconds. */
export interface PitchTrack {
  step: number;
  f0: Float32Array;
  /** McLeod's clarity per frame (0…1): the normalised autocorrelation at the period, 1 for a pure periodic signal. */
  clarity: Float32Array;
}

const LOWEST_F0 = 60;
const HIGHEST_F0 = 1500;
/** McLeod's clarity a frame needs to count as voiced. */
const CLARITY = 0.85;
/** Frames either side of the median an octave jump is checked against. */
const CONTEXT = 12;
/** A voiced island shorter than this (frames) is a false detection; an unvoiced gap shorter than this is filled. */
const SHORTEST_RUN = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Folds octave errors back: a frame an octave (±1.5 semitones) above or below the median of its
 * voiced neighbours moves by that octave. McLeod's method, like every autocorrelation tracker,
 * now and then locks onto the second harmonic or the subharmonic for a few frames.
 */
function foldOctaves(f0: Float32Array): void {
  const semitones = Array.from(f0, (hz) => (hz > 0 ? 12 * Math.log2(hz) : Number.NaN));
  for (let frame = 0; frame < f0.length; frame += 1) {
    const own = semitones[frame]!;
    if (!Number.isFinite(own)) continue;
    const around: number[] = [];
    for (let other = frame - CONTEXT; other <= frame + CONTEXT; other += 1) {
      const value = semitones[other];
      if (other !== frame && value !== undefined && Number.isFinite(value)) around.push(value);
    }
    if (around.length < CONTEXT / 2) continue;
    const difference = own - median(around);
    for (const octave of [12, -12, 24, -24]) {
      if (Math.abs(difference - octave) < 1.5) {
        f0[frame] = f0[frame]! * 2 ** (-octave / 12);
        break;
      }
    }
  }
}

/** Drops voiced islands too short to be sung and fills short dropouts inside a voiced stretch. */
function cleanRuns(f0: Float32Array): void {
  let frame = 0;
  while (frame < f0.length) {
    const voiced = f0[frame]! > 0;
    let end = frame;
    while (end < f0.length && f0[end]! > 0 === voiced) end += 1;
    const length = end - frame;
    if (voiced && length < SHORTEST_RUN) f0.fill(0, frame, end);
    else if (!voiced && length < SHORTEST_RUN && frame > 0 && end < f0.length) {
      const before = f0[frame - 1]!;
      const after = f0[end]!;
      for (let gap = frame; gap < end; gap += 1)
        f0[gap] = before + ((after - before) * (gap - frame + 1)) / (length + 1);
    }
    frame = end;
  }
}

/**
 * F0 every `step` seconds with McLeod's pitch method (pitchy), over a window long enough for two
 * periods of the lowest voice, then cleaned of octave errors and stray frames.
 */
export function trackPitch(samples: Float32Array, sampleRate: number, step = 0.005): PitchTrack {
  const size = 2 ** Math.ceil(Math.log2((2.2 * sampleRate) / LOWEST_F0));
  const detector = PitchDetector.forFloat32Array(size);
  detector.minVolumeDecibels = -50;
  // McLeod's k (pitchy's default 0.9): a high voice whose second harmonic outweighs its first was read an octave up.
  detector.clarityThreshold = 0.95;
  const frames = Math.max(0, Math.floor(samples.length / (step * sampleRate)));
  const f0 = new Float32Array(frames);
  const clarities = new Float32Array(frames);
  const window = new Float32Array(size);
  for (let frame = 0; frame < frames; frame += 1) {
    const centre = Math.round(frame * step * sampleRate);
    const start = centre - size / 2;
    window.fill(0);
    window.set(samples.subarray(Math.max(0, start), Math.min(samples.length, start + size)), Math.max(0, -start));
    const [pitch, clarity] = detector.findPitch(window, sampleRate);
    clarities[frame] = clarity;
    if (clarity >= CLARITY && pitch >= LOWEST_F0 && pitch <= HIGHEST_F0) f0[frame] = pitch;
  }
  foldOctaves(f0);
  cleanRuns(f0);
  return { step, f0, clarity: clarities };
}
