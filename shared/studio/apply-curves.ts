import { type ApplyResult, clamp, unchanged } from './command-result';
import type { CurveName, CurvePoint, ProjectDocument, Track } from './document';
import { DOCUMENT_LIMITS, DYNAMICS_CURVE_DB, PITCH_CURVE_CENTS } from './limits';

/** Curve edits (pitch, dynamics, breathiness) within their ranges, and reading a curve's value. */
export const CURVE_RANGES: Record<CurveName, { min: number; max: number }> = {
  pitch: PITCH_CURVE_CENTS,
  dynamics: DYNAMICS_CURVE_DB,
  breathiness: { min: 0, max: 1 },
};

export function clampCurve(curve: CurveName, value: number): number {
  return clamp(Number.isFinite(value) ? value : 0, CURVE_RANGES[curve].min, CURVE_RANGES[curve].max);
}

export function editCurve(
  doc: ProjectDocument,
  trackId: string,
  curve: CurveName,
  edit: (points: CurvePoint[]) => CurvePoint[],
): ApplyResult {
  const track = doc.tracks.find((candidate) => candidate.id === trackId);
  if (!track) return unchanged(doc);
  const before = track.curves[curve];
  const points = edit(before);
  if (points === before || JSON.stringify(points) === JSON.stringify(before)) return unchanged(doc);
  if (points.length > DOCUMENT_LIMITS.maxCurvePointsPerTrack) return unchanged(doc);
  const next: Track = { ...track, curves: { ...track.curves, [curve]: points } };
  return {
    document: { ...doc, tracks: doc.tracks.map((candidate) => (candidate === track ? next : candidate)) },
    inverse: { type: 'setCurve', trackId, curve, points: before },
    changed: true,
  };
}

/** The value of a curve at a tick: linear between points, the nearest end's value outside them, 0 when empty. */
export function curveValueAt(points: readonly CurvePoint[], tick: number): number {
  if (!points.length) return 0;
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (points[middle]!.tick <= tick) low = middle + 1;
    else high = middle;
  }
  const before = points[low - 1];
  const after = points[low];
  if (!before) return after!.value;
  if (!after) return before.value;
  return before.value + ((after.value - before.value) * (tick - before.tick)) / (after.tick - before.tick);
}
