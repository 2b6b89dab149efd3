import type { Note, TempoChange } from '../../../../shared/studio/document';
import { secondsToTick } from '../../../../shared/studio/time';
import type { SungPitch } from '../playback/playheadStore';

/** One stretch of the sung pitch line in the roll's coordinates: ticks and (fractional) MIDI pitches. */
export type PitchPath = Array<{ tick: number; pitch: number }>;

const end = (line: SungPitch) => line.startTime + line.values.length * line.step;

/**
 * The pitch lines with a newly rendered phrase: lines of the same track that overlap it in time
 * were rendered before an edit and are replaced (their keys are no longer sung).
 */
export function keepSungPitch(lines: ReadonlyMap<string, SungPitch>, line: SungPitch): Map<string, SungPitch> {
  const next = new Map<string, SungPitch>();
  for (const [key, other] of lines) {
    const overlaps = other.trackId === line.trackId && other.startTime < end(line) && line.startTime < end(other);
    if (key !== line.key && !overlaps) next.set(key, other);
  }
  next.set(line.key, line);
  return next;
}

/** Ticks before a note's start and after its end within which a line still counts as the note's. */
export const PATH_MARGIN_TICKS = 90;

type Converted = { tempos: readonly TempoChange[]; paths: PitchPath[]; from: number; to: number };
/** Each line is converted to ticks once per tempo map (lines are kept as the same objects). */
const converted = new WeakMap<SungPitch, Converted>();

function convert(line: SungPitch, tempos: readonly TempoChange[]): Converted {
  const known = converted.get(line);
  if (known && known.tempos === tempos) return known;
  const paths: PitchPath[] = [];
  let path: PitchPath = [];
  for (let index = 0; index < line.values.length; index += 1) {
    const pitch = line.values[index]!;
    if (Number.isNaN(pitch)) {
      if (path.length > 1) paths.push(path);
      path = [];
      continue;
    }
    path.push({ tick: secondsToTick(tempos, line.startTime + index * line.step), pitch });
  }
  if (path.length > 1) paths.push(path);
  const result: Converted = {
    tempos,
    paths,
    from: secondsToTick(tempos, line.startTime),
    to: secondsToTick(tempos, end(line)),
  };
  converted.set(line, result);
  return result;
}

/**
 * The sung pitch of one track as paths to draw (voiced stretches, broken where the line is NaN).
 * A line with none of the track's current notes under it is left out: its notes were deleted or
 * moved away and nothing has been sung there since.
 */
export function pitchPaths(
  lines: Iterable<SungPitch>,
  trackId: string,
  tempos: readonly TempoChange[],
  notes: readonly Note[],
): PitchPath[] {
  const paths: PitchPath[] = [];
  for (const line of lines) {
    if (line.trackId !== trackId) continue;
    const { paths: own, from, to } = convert(line, tempos);
    const sung = notes.some(
      (note) => note.tick - PATH_MARGIN_TICKS < to && note.tick + note.duration + PATH_MARGIN_TICKS > from,
    );
    if (sung) paths.push(...own);
  }
  return paths;
}
