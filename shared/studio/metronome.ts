import type { TempoChange, TimeSignatureChange } from './document';
import { TICKS_PER_QUARTER } from './limits';
import { beatTicks, gridLines, tempoAt, tickToSeconds } from './time';

/**
 * The metronome's clicks: one on every beat of the time-signature map (the accent on each bar's
 * first beat), placed in song seconds through the tempo map; and the count-in before playback.
 */

export type Click = { tick: number; seconds: number; accent: boolean };

/** The clicks of the beats at `fromTick` ≤ tick < `toTick`. */
export function metronomeClicks(
  tempos: readonly TempoChange[],
  signatures: readonly TimeSignatureChange[],
  fromTick: number,
  toTick: number,
): Click[] {
  if (!(toTick > fromTick)) return [];
  return gridLines(signatures, Math.max(0, fromTick), toTick)
    .filter((line) => line.tick >= fromTick && line.tick < toTick)
    .map((line) => ({ tick: line.tick, seconds: tickToSeconds(tempos, line.tick), accent: line.isBar }));
}

export const COUNT_IN_BARS = [0, 1, 2] as const;
export type CountInBars = (typeof COUNT_IN_BARS)[number];

export type CountIn = {
  /** Seconds of the count-in (0 when off). */
  seconds: number;
  /** Each click's time from the start of the count-in; accents on the first beat of each bar. */
  clicks: Array<{ time: number; accent: boolean }>;
};

/** `bars` bars of the meter and tempo in effect at `fromTick`, counted in before playback starts there. */
export function countIn(
  tempos: readonly TempoChange[],
  signatures: readonly TimeSignatureChange[],
  fromTick: number,
  bars: number,
): CountIn {
  const whole = Math.max(0, Math.floor(bars));
  if (!whole) return { seconds: 0, clicks: [] };
  const signature = signatures.findLast((change) => change.tick <= fromTick) ??
    signatures[0] ?? { tick: 0, numerator: 4, denominator: 4 as const };
  const beatSeconds = (beatTicks(signature) * 60) / (tempoAt(tempos, fromTick) * TICKS_PER_QUARTER);
  const beats = whole * signature.numerator;
  const clicks = Array.from({ length: beats }, (_, index) => ({
    time: index * beatSeconds,
    accent: index % signature.numerator === 0,
  }));
  return { seconds: beats * beatSeconds, clicks };
}
