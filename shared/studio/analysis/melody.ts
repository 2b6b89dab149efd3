import type { TimedNote } from './note-f1';
import { CONTOUR_BINS_PER_SEMITONE, frameTime, LOWEST_PITCH, type Posteriorgram } from './posteriorgram';

/** One sung note: seconds, a MIDI pitch, and how strongly it was heard (0…1). */
export interface MelodyNote extends TimedNote {
  velocity: number;
}

/** A key's frame likelihood from which it counts as sounding. */
const SOUNDING = 0.3;
/**
 * A key an octave, a twelfth or two octaves under the loudest one is its fundamental when it has
 * this share of its likelihood (and FUNDAMENTAL_FLOOR at least): pink noise at 20 dB lifts the key
 * an octave under a sung note to about a quarter of it, which must not count.
 */
const FUNDAMENTAL_SHARE = 0.35;
const FUNDAMENTAL_FLOOR = 0.25;
const HARMONIC_INTERVALS = [12, 19, 24];
/**
 * An onset this likely starts a new note on the same key (a repeated pitch). Sung onsets score
 * about 0.9; a voiced consonant gliding into the next note scores about 0.5 on the old key.
 */
const ONSET = 0.7;
/** Frames (86 a second) a note lasts at the least: shorter ones are ghosts or the middle of a glide. */
const SHORTEST_NOTE = 6;
/**
 * Frames a note lasts before an onset on its own key starts another (115 ms): a syllable's voiced
 * consonant and its vowel each get an onset, 60–110 ms apart, and are one note.
 */
const SHORTEST_BEFORE_REPEAT = 10;
/**
 * Seconds the model hears an onset early: tones whose onsets are known to the sample come out
 * 29 ms early on average (scripts/bench/voice-tools.bench.ts, section 0); notes are moved this much later.
 */
const ONSET_LEAD = 0.025;
/**
 * A repeated key shorter than this (frames, 150 ms) that runs straight into another key is the
 * next syllable's voiced consonant (a nasal, say) still on the old pitch: it stays in the note before.
 */
const SHORTEST_REPEAT = 13;
/**
 * How far (in likelihood) a note's key must have fallen from its peak before a new onset on the
 * same key starts another note. A repeated note's consonant dips the key by 0.2 and more; a slow
 * voiced consonant (espeak-ng's /l/ lasts 130 ms) only climbs into its vowel, with a second onset
 * on its way up and no dip.
 */
const REPEAT_DIP = 0.12;
/** Frames (185 ms) after which a same-key onset starts a new note even without a dip: no consonant lasts that long. */
const LONGEST_LEAD_IN = 16;
/** Unvoiced frames a note bridges (a brief dropout inside a vowel). */
const BRIDGED_GAP = 2;
/** Frames either side over which a frame's key is smoothed (the most common key wins). */
const SMOOTHING = 2;

/** The sung key in one frame: the loudest key, or the fundamental under it when that is present too. */
function keyOfFrame(frame: readonly number[]): number | undefined {
  let best = 0;
  for (let key = 1; key < frame.length; key += 1) if (frame[key]! > frame[best]!) best = key;
  if (frame[best]! < SOUNDING) return undefined;
  for (let moved = true; moved; ) {
    moved = false;
    for (const interval of HARMONIC_INTERVALS) {
      const lower = best - interval;
      if (lower >= 0 && frame[lower]! >= FUNDAMENTAL_SHARE * frame[best]! && frame[lower]! >= FUNDAMENTAL_FLOOR) {
        best = lower;
        moved = true;
        break;
      }
    }
  }
  return best;
}

/** Each frame's key after a mode filter: one stray frame does not break a note. */
function smoothKeys(keys: ReadonlyArray<number | undefined>): Array<number | undefined> {
  return keys.map((key, index) => {
    if (key === undefined) return undefined;
    const counts = new Map<number, number>();
    for (let other = index - SMOOTHING; other <= index + SMOOTHING; other += 1) {
      const neighbour = keys[other];
      if (neighbour !== undefined) counts.set(neighbour, (counts.get(neighbour) ?? 0) + 1);
    }
    let winner = key;
    for (const [candidate, count] of counts) if (count > (counts.get(winner) ?? 0)) winner = candidate;
    return winner;
  });
}

function isOnsetPeak(onsets: readonly number[][], frame: number, key: number): boolean {
  const value = onsets[frame]?.[key] ?? 0;
  return value >= ONSET && value >= (onsets[frame - 1]?.[key] ?? 0) && value >= (onsets[frame + 1]?.[key] ?? 0);
}

interface Run {
  key: number;
  start: number;
  /** One past the last frame. */
  end: number;
  /** The key's highest likelihood so far, and its lowest since then. */
  peak: number;
  trough: number;
}

function extend(run: Run, frame: number, likelihood: number) {
  run.end = frame + 1;
  if (likelihood > run.peak) {
    run.peak = likelihood;
    run.trough = likelihood;
  } else run.trough = Math.min(run.trough, likelihood);
}

/** A new onset on the run's key, after the run has lasted a while and its key has dipped: a repeated note. */
function repeats(run: Run, frame: number, heard: Posteriorgram): boolean {
  return (
    frame - run.start >= SHORTEST_BEFORE_REPEAT &&
    (run.peak - run.trough >= REPEAT_DIP || frame - run.start >= LONGEST_LEAD_IN) &&
    isOnsetPeak(heard.onsets, frame, run.key)
  );
}

function runsOf(keys: ReadonlyArray<number | undefined>, heard: Posteriorgram): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  let gap = 0;
  const close = () => {
    if (current) runs.push(current);
    current = undefined;
  };
  keys.forEach((key, frame) => {
    if (key === undefined) {
      gap += 1;
      if (gap > BRIDGED_GAP) close();
      return;
    }
    const likelihood = heard.frames[frame]?.[key] ?? 0;
    if (current && current.key === key && !repeats(current, frame, heard)) extend(current, frame, likelihood);
    else {
      close();
      current = { key, start: frame, end: frame + 1, peak: likelihood, trough: likelihood };
    }
    gap = 0;
  });
  close();
  return runs;
}

function withoutLeadIns(runs: readonly Run[]): Run[] {
  const kept: Run[] = [];
  runs.forEach((run, index) => {
    const previous = kept[kept.length - 1];
    const next = runs[index + 1];
    const short = previous !== undefined && previous.end === run.start && run.end - run.start < SHORTEST_REPEAT;
    const leadIn =
      short &&
      previous.key === run.key &&
      next !== undefined &&
      next.key !== run.key &&
      next.start - run.end <= BRIDGED_GAP;
    // A note's end sagging a semitone before a rest (a voice tiring, a speaker's falling pitch) is still that note.
    const sag =
      short && Math.abs(previous.key - run.key) === 1 && (next === undefined || next.start - run.end > BRIDGED_GAP);
    if (leadIn || sag) previous.end = run.end;
    else kept.push(run);
  });
  return kept;
}

/** The note's pitch from the finer contour output: the median of each frame's peak near the key. */
function refinedPitch(run: Run, contours: readonly number[][]): number {
  const centre = run.key * CONTOUR_BINS_PER_SEMITONE;
  const peaks: number[] = [];
  for (let frame = run.start; frame < run.end; frame += 1) {
    const row = contours[frame];
    if (!row) continue;
    let best = centre;
    for (let bin = centre - CONTOUR_BINS_PER_SEMITONE; bin <= centre + CONTOUR_BINS_PER_SEMITONE; bin += 1)
      if ((row[bin] ?? 0) > (row[best] ?? 0)) best = bin;
    peaks.push(best / CONTOUR_BINS_PER_SEMITONE);
  }
  peaks.sort((a, b) => a - b);
  const median = peaks.length ? peaks[Math.floor(peaks.length / 2)]! : run.key;
  return LOWEST_PITCH + Math.round(median);
}

function loudness(run: Run, frames: readonly number[][]): number {
  let sum = 0;
  for (let frame = run.start; frame < run.end; frame += 1) sum += frames[frame]?.[run.key] ?? 0;
  return Math.min(1, sum / (run.end - run.start));
}

/**
 * One melody line from what the model heard: per frame the sung key (harmonics an octave or a
 * twelfth above it fold down to it), smoothed; a note is a run of one key, split by a new onset
 * on the same key; runs shorter than 70 ms are dropped as ghost notes or glides.
 */
export function extractMelody(heard: Posteriorgram): MelodyNote[] {
  const keys = smoothKeys(heard.frames.map(keyOfFrame));
  return withoutLeadIns(runsOf(keys, heard))
    .filter((run) => run.end - run.start >= SHORTEST_NOTE)
    .map((run) => ({
      onset: frameTime(run.start) + ONSET_LEAD,
      offset: frameTime(run.end) + ONSET_LEAD,
      pitch: refinedPitch(run, heard.contours),
      velocity: loudness(run, heard.frames),
    }));
}
