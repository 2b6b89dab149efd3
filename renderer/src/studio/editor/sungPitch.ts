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

/** Ticks before a note's start and after its end where the line is still drawn (glides in and out). */
export const PATH_MARGIN_TICKS = 90;

/**
 * The sung pitch of one track as paths to draw: voiced frames (not NaN) that fall on or near the
 * track's current notes, so a line whose notes were deleted or moved away is not drawn.
 */
export function pitchPaths(
  lines: Iterable<SungPitch>,
  trackId: string,
  tempos: readonly TempoChange[],
  notes: readonly Note[],
): PitchPath[] {
  const spans = notes
    .map((note) => [note.tick - PATH_MARGIN_TICKS, note.tick + note.duration + PATH_MARGIN_TICKS] as const)
    .sort((a, b) => a[0] - b[0]);
  const paths: PitchPath[] = [];
  const sorted = [...lines].filter((line) => line.trackId === trackId).sort((a, b) => a.startTime - b.startTime);
  for (const line of sorted) {
    let path: PitchPath = [];
    let span = 0;
    for (let index = 0; index < line.values.length; index += 1) {
      const pitch = line.values[index]!;
      const tick = secondsToTick(tempos, line.startTime + index * line.step);
      while (span < spans.length && spans[span]![1] < tick) span += 1;
      const near = span < spans.length && spans[span]![0] <= tick;
      if (Number.isNaN(pitch) || !near) {
        if (path.length > 1) paths.push(path);
        path = [];
        continue;
      }
      path.push({ tick, pitch });
    }
    if (path.length > 1) paths.push(path);
  }
  return paths;
}
