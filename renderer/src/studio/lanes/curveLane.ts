import { curveValueAt } from '../../../../shared/studio/apply-curves';
import type { Command } from '../../../../shared/studio/commands';
import type { CurveName, CurvePoint, Track } from '../../../../shared/studio/document';

/**
 * A curve lane under the piano roll as pure numbers: the value scale of each curve, values ↔ y in
 * the lane, and the commands a pencil stroke, a line or an eraser drag make. Time uses the roll's
 * viewport (tickToX / xToTick), so the lane scrolls and zooms with it.
 */

export type LaneScale = {
  /** Shown range; the pencil draws within it (the document allows more for imports). */
  min: number;
  max: number;
  /** The value that changes nothing. */
  neutral: number;
  /** Values with a labelled line in the lane's gutter. */
  marks: readonly number[];
  /** Values a drawn point is rounded to. */
  step: number;
  unit: 'cents' | 'dB' | '%';
};

export const LANE_SCALES: Record<CurveName, LaneScale> = {
  pitch: { min: -1200, max: 1200, neutral: 0, marks: [1200, 600, 0, -600, -1200], step: 1, unit: 'cents' },
  dynamics: { min: -24, max: 12, neutral: 0, marks: [12, 6, 0, -12, -24], step: 0.1, unit: 'dB' },
  breathiness: { min: 0, max: 1, neutral: 0, marks: [1, 0.5, 0], step: 0.01, unit: '%' },
};

/** The lane's plot area in CSS pixels: values map into [top, top + height]. */
export type LaneBox = { top: number; height: number };

export function valueToY(curve: CurveName, box: LaneBox, value: number): number {
  const { min, max } = LANE_SCALES[curve];
  const clamped = Math.min(max, Math.max(min, value));
  return box.top + ((max - clamped) / (max - min)) * box.height;
}

/** The value at a y in the lane, within the shown range and rounded to the curve's step. */
export function yToValue(curve: CurveName, box: LaneBox, y: number): number {
  const { min, max, step } = LANE_SCALES[curve];
  const ratio = box.height > 0 ? (y - box.top) / box.height : 0;
  const raw = max - Math.min(1, Math.max(0, ratio)) * (max - min);
  const rounded = Math.round(raw / step) * step;
  return Number(Math.min(max, Math.max(min, rounded)).toFixed(2)) || 0;
}

/** A value as the lane's scale and readout show it: "+600", "−12 dB" style numbers without the unit word. */
export function formatLaneValue(curve: CurveName, value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const magnitude = Math.abs(value);
  if (curve === 'breathiness') return `${Math.round(value * 100)}`;
  if (curve === 'dynamics') return `${sign}${Number.isInteger(magnitude) ? magnitude : magnitude.toFixed(1)}`;
  return `${sign}${Math.round(magnitude)}`;
}

/**
 * The points of a freehand stroke: the pointer samples (in drawing order) resampled every
 * `stepTicks` along the ticks they cover, the value linear between samples. Later samples win
 * where the stroke goes back over itself.
 */
export function strokePoints(samples: readonly CurvePoint[], stepTicks: number): CurvePoint[] {
  const step = Math.max(1, Math.round(stepTicks));
  const byTick = new Map<number, number>();
  const put = (tick: number, value: number) => {
    byTick.delete(tick);
    byTick.set(tick, value);
  };
  samples.forEach((sample, index) => {
    const previous = samples[index - 1];
    const tick = Math.max(0, Math.round(sample.tick));
    if (!previous) {
      put(tick, sample.value);
      return;
    }
    const from = Math.max(0, Math.round(previous.tick));
    if (from !== tick) {
      const direction = tick > from ? 1 : -1;
      // Grid ticks strictly between the two samples.
      let at = direction > 0 ? Math.floor(from / step) * step + step : Math.ceil(from / step) * step - step;
      while (direction > 0 ? at < tick : at > tick) {
        const ratio = (at - from) / (tick - from);
        put(at, previous.value + (sample.value - previous.value) * ratio);
        at += direction * step;
      }
    }
    put(tick, sample.value);
  });
  return [...byTick.entries()].map(([tick, value]) => ({ tick, value })).sort((a, b) => a.tick - b.tick);
}

/**
 * Points that leave the curve outside [from, to] as it was: the curve holds its end values beyond
 * its points (as the voice reads it), so a stroke gets anchors just outside it with the old values.
 */
function anchored(before: readonly CurvePoint[], drawn: CurvePoint[]): CurvePoint[] {
  if (!drawn.length) return drawn;
  const from = drawn[0]!.tick;
  const to = drawn[drawn.length - 1]!.tick;
  const result = [...drawn];
  if (from > 0) result.unshift({ tick: from - 1, value: curveValueAt(before, from - 1) });
  result.push({ tick: to + 1, value: curveValueAt(before, to + 1) });
  return result;
}

/** The pencil: one drawCurve command for the whole stroke so far (previewed while dragging, one undo step). */
export function pencilCommand(
  track: Pick<Track, 'id' | 'curves'>,
  curve: CurveName,
  samples: readonly CurvePoint[],
  stepTicks: number,
): Command {
  const points = strokePoints(samples, stepTicks);
  return { type: 'drawCurve', trackId: track.id, curve, points: anchored(track.curves[curve], points) };
}

/** The line tool: a straight segment between two points, the curve unchanged outside it. */
export function lineCommand(
  track: Pick<Track, 'id' | 'curves'>,
  curve: CurveName,
  from: CurvePoint,
  to: CurvePoint,
): Command {
  const [a, b] = from.tick <= to.tick ? [from, to] : [to, from];
  const start = { tick: Math.max(0, Math.round(a.tick)), value: a.value };
  const end = { tick: Math.max(0, Math.round(b.tick)), value: b.value };
  const points = start.tick === end.tick ? [end] : [start, end];
  return { type: 'drawCurve', trackId: track.id, curve, points: anchored(track.curves[curve], points) };
}

/** The eraser: the ticks swept return to neutral. */
export function eraseCommand(trackId: string, curve: CurveName, fromTick: number, toTick: number): Command {
  return {
    type: 'eraseCurve',
    trackId,
    curve,
    fromTick: Math.max(0, Math.round(Math.min(fromTick, toTick))),
    toTick: Math.max(0, Math.round(Math.max(fromTick, toTick))),
  };
}
