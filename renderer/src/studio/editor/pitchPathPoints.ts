import { lowerBound } from '../../../../shared/studio/notes';
import type { PitchPath } from './sungPitch';
import { pitchToY, tickToX, type Viewport } from './viewport';

export type ScreenPoint = { x: number; y: number };

/**
 * The points of a sung pitch path to stroke in a view: only the stretch on screen (with one point
 * beyond each edge), and at most the first, lowest, highest and last point of each pixel column.
 * Zoomed out, a phrase holds dozens of points per column; stroking them all made zooming slow,
 * and the column's extremes keep the line's shape (vibrato included) at that size.
 */
export function pitchPathPoints(path: PitchPath, view: Viewport, fromTick: number, toTick: number): ScreenPoint[] {
  const first = Math.max(0, lowerBound(path, fromTick) - 1);
  const last = Math.min(path.length - 1, lowerBound(path, toTick));
  const points: ScreenPoint[] = [];
  let column: ScreenPoint[] = [];
  let columnX = Number.NaN;
  const flush = () => {
    if (column.length <= 4) points.push(...column);
    else points.push(...columnExtremes(column));
    column = [];
  };
  for (let index = first; index <= last; index += 1) {
    const point = path[index]!;
    const x = tickToX(view, point.tick);
    const y = pitchToY(view, point.pitch) + view.rowHeight / 2;
    if (Math.floor(x) !== columnX) {
      flush();
      columnX = Math.floor(x);
    }
    column.push({ x, y });
  }
  flush();
  return points;
}

/** First, lowest, highest and last point of a column, in the order they were sung. */
function columnExtremes(column: ScreenPoint[]): ScreenPoint[] {
  let low = 0;
  let high = 0;
  column.forEach((point, index) => {
    if (point.y > column[low]!.y) low = index;
    if (point.y < column[high]!.y) high = index;
  });
  const kept = [...new Set([0, Math.min(low, high), Math.max(low, high), column.length - 1])];
  return kept.map((index) => column[index]!);
}
