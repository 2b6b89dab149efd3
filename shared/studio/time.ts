import type { ScaleName, SongKey, TempoChange, TimeSignatureChange } from './document';
import { TICKS_PER_QUARTER } from './limits';

/**
 * The song's time axis: ticks ↔ seconds through the tempo map, ticks ↔ bars and beats through the
 * time-signature map, the snap grid and the texts of a position. Every function takes the maps as
 * sorted arrays whose first entry is at tick 0 (as the document keeps them).
 */

/** Seconds that one tick lasts at a tempo. */
function secondsPerTick(bpm: number): number {
  return 60 / (bpm * TICKS_PER_QUARTER);
}

/** Seconds from the song's start to `tick`. */
export function tickToSeconds(tempos: readonly TempoChange[], tick: number): number {
  let seconds = 0;
  for (let index = 0; index < tempos.length; index += 1) {
    const current = tempos[index]!;
    const next = tempos[index + 1];
    if (next && next.tick < tick) {
      seconds += (next.tick - current.tick) * secondsPerTick(current.bpm);
    } else {
      return seconds + (tick - current.tick) * secondsPerTick(current.bpm);
    }
  }
  return tick * secondsPerTick(120);
}

/** The tick (fractional) at `seconds` from the song's start. */
export function secondsToTick(tempos: readonly TempoChange[], seconds: number): number {
  let elapsed = 0;
  for (let index = 0; index < tempos.length; index += 1) {
    const current = tempos[index]!;
    const next = tempos[index + 1];
    const span = next ? (next.tick - current.tick) * secondsPerTick(current.bpm) : Number.POSITIVE_INFINITY;
    if (elapsed + span >= seconds) return current.tick + (seconds - elapsed) / secondsPerTick(current.bpm);
    elapsed += span;
  }
  return seconds / secondsPerTick(120);
}

/** The tempo in effect at `tick`. */
export function tempoAt(tempos: readonly TempoChange[], tick: number): number {
  let bpm = tempos[0]?.bpm ?? 120;
  for (const change of tempos) {
    if (change.tick > tick) break;
    bpm = change.bpm;
  }
  return bpm;
}

/** Ticks of one beat (the signature's denominator note) and of one bar. */
export function beatTicks(signature: Pick<TimeSignatureChange, 'denominator'>): number {
  return (TICKS_PER_QUARTER * 4) / signature.denominator;
}
export function barTicks(signature: Pick<TimeSignatureChange, 'numerator' | 'denominator'>): number {
  return signature.numerator * beatTicks(signature);
}

type Segment = { signature: TimeSignatureChange; firstBar: number; endTick: number };

/** The signature spans with the (0-based) number of their first bar. A change that is not on a bar line starts a new bar. */
function segments(signatures: readonly TimeSignatureChange[]): Segment[] {
  const result: Segment[] = [];
  let firstBar = 0;
  for (let index = 0; index < signatures.length; index += 1) {
    const signature = signatures[index]!;
    const next = signatures[index + 1];
    const endTick = next ? next.tick : Number.POSITIVE_INFINITY;
    result.push({ signature, firstBar, endTick });
    if (next) firstBar += Math.ceil((next.tick - signature.tick) / barTicks(signature));
  }
  return result;
}

/** A position as the ruler shows it: 1-based bar and beat, and the ticks into that beat. */
export type BarBeat = { bar: number; beat: number; ticks: number };

export function tickToBarBeat(signatures: readonly TimeSignatureChange[], tick: number): BarBeat {
  const list = segments(signatures.length ? signatures : [{ tick: 0, numerator: 4, denominator: 4 }]);
  const segment = list.findLast((candidate) => candidate.signature.tick <= tick) ?? list[0]!;
  const { signature } = segment;
  const offset = tick - signature.tick;
  const barIndex = Math.floor(offset / barTicks(signature));
  const inBar = offset - barIndex * barTicks(signature);
  const beatIndex = Math.floor(inBar / beatTicks(signature));
  return { bar: segment.firstBar + barIndex + 1, beat: beatIndex + 1, ticks: inBar - beatIndex * beatTicks(signature) };
}

export function barBeatToTick(signatures: readonly TimeSignatureChange[], position: BarBeat): number {
  const list = segments(signatures.length ? signatures : [{ tick: 0, numerator: 4, denominator: 4 }]);
  const barIndex = Math.max(0, position.bar - 1);
  const segment = list.findLast((candidate) => candidate.firstBar <= barIndex) ?? list[0]!;
  const { signature } = segment;
  return (
    signature.tick +
    (barIndex - segment.firstBar) * barTicks(signature) +
    (position.beat - 1) * beatTicks(signature) +
    position.ticks
  );
}

/** The tick where a (1-based) bar starts. */
export function barStartTick(signatures: readonly TimeSignatureChange[], bar: number): number {
  return barBeatToTick(signatures, { bar, beat: 1, ticks: 0 });
}

export type GridLine = { tick: number; bar: number; beat: number; isBar: boolean };

/** The bar and beat lines from `fromTick` to `toTick` (inclusive), for the ruler and the grid. */
export function gridLines(signatures: readonly TimeSignatureChange[], fromTick: number, toTick: number): GridLine[] {
  const lines: GridLine[] = [];
  const first = tickToBarBeat(signatures, Math.max(0, fromTick));
  let tick = barStartTick(signatures, first.bar);
  let bar = first.bar;
  while (tick <= toTick) {
    const signature = signatures.findLast((change) => change.tick <= tick) ?? signatures[0]!;
    const next = signatures.find((change) => change.tick > tick);
    for (let beat = 1; beat <= signature.numerator; beat += 1) {
      const at = tick + (beat - 1) * beatTicks(signature);
      if (next && at >= next.tick) break;
      if (at >= fromTick && at <= toTick) lines.push({ tick: at, bar, beat, isBar: beat === 1 });
    }
    tick = next ? Math.min(tick + barTicks(signature), next.tick) : tick + barTicks(signature);
    bar += 1;
  }
  return lines;
}

/** Snap grid settings: a note value, its triplet, or off. */
export const SNAP_DIVISIONS = [
  '1/1',
  '1/2',
  '1/4',
  '1/8',
  '1/16',
  '1/32',
  '1/2T',
  '1/4T',
  '1/8T',
  '1/16T',
  '1/32T',
  'off',
] as const;
export type SnapDivision = (typeof SNAP_DIVISIONS)[number];

/** Ticks between grid lines of a division; 1 when snapping is off. */
export function snapTicks(division: SnapDivision): number {
  if (division === 'off') return 1;
  const triplet = division.endsWith('T');
  const denominator = Number(division.slice(2, triplet ? -1 : undefined));
  const ticks = (TICKS_PER_QUARTER * 4) / denominator;
  return triplet ? (ticks * 2) / 3 : ticks;
}

/** The step of a keyboard move or length change and the shortest drawn note: the snap's length, a beat without a snap. */
export function snapStep(division: SnapDivision): number {
  return division === 'off' ? TICKS_PER_QUARTER : snapTicks(division);
}

export type SnapMode = 'round' | 'floor' | 'ceil';

/**
 * `tick` moved onto the grid. The grid restarts at every bar line (so odd meters such as 5/8 under
 * a 1/4 grid still start each bar on a line); without signatures it is counted from tick 0.
 */
export function snapTick(
  tick: number,
  division: SnapDivision,
  signatures: readonly TimeSignatureChange[] = [],
  mode: SnapMode = 'round',
): number {
  if (division === 'off') return Math.max(0, Math.round(tick));
  const step = snapTicks(division);
  const origin = signatures.length ? barStartTick(signatures, tickToBarBeat(signatures, Math.max(0, tick)).bar) : 0;
  const offset = (tick - origin) / step;
  const steps = mode === 'floor' ? Math.floor(offset) : mode === 'ceil' ? Math.ceil(offset) : Math.round(offset);
  return Math.max(0, Math.round(origin + steps * step));
}

/** "3.2" (bar 3, beat 2), or "3.2.120" with the ticks into the beat when `withTicks`. */
export function formatBarBeat(signatures: readonly TimeSignatureChange[], tick: number, withTicks = false): string {
  const position = tickToBarBeat(signatures, tick);
  return withTicks
    ? `${position.bar}.${position.beat}.${String(Math.round(position.ticks)).padStart(3, '0')}`
    : `${position.bar}.${position.beat}`;
}

/** "mm:ss" (or "mm:ss.mmm" with `millis`) of a duration in seconds; hours go into the minutes. */
export function formatClock(seconds: number, millis = false): string {
  const safe = Math.max(0, seconds);
  const totalMillis = Math.round(safe * 1000);
  const wholeSeconds = millis ? Math.floor(totalMillis / 1000) : Math.floor(safe);
  const minutes = Math.floor(wholeSeconds / 60);
  const text = `${String(minutes).padStart(2, '0')}:${String(wholeSeconds % 60).padStart(2, '0')}`;
  return millis ? `${text}.${String(totalMillis % 1000).padStart(3, '0')}` : text;
}

const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/** Scientific pitch notation of a MIDI note number: 60 → "C4", 69 → "A4", 61 → "C#4". */
export function pitchName(pitch: number): string {
  return `${PITCH_CLASSES[((pitch % 12) + 12) % 12]}${Math.floor(pitch / 12) - 1}`;
}

/** Semitones of each scale above its tonic (natural minor). */
export const SCALES: Record<ScaleName, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/** Whether a pitch belongs to the scale on `key` (0 = C … 11 = B), for the piano roll's scale highlighting. */
export function isInScale(pitch: number, key: number, scale: ScaleName): boolean {
  const degree = (((pitch - key) % 12) + 12) % 12;
  return SCALES[scale].includes(degree);
}

const MAJOR_FIFTHS = [0, -5, 2, -3, 4, -1, 6, 1, -4, 3, -2, 5];

/** The key signature (sharps > 0, flats < 0, as MusicXML <fifths> and MIDI) of a key. */
export function keyToFifths(key: SongKey): number {
  return MAJOR_FIFTHS[(key.tonic + (key.scale === 'minor' ? 3 : 0)) % 12]!;
}

/** The key of a key signature and mode. */
export function fifthsToKey(fifths: number, scale: ScaleName): SongKey {
  const majorTonic = (((Math.round(fifths) * 7) % 12) + 12) % 12;
  return { tonic: scale === 'minor' ? (majorTonic + 9) % 12 : majorTonic, scale };
}
