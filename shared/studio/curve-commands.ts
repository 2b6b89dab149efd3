import { clampCurve, editCurve } from './apply-curves';
import { uniqueByTick } from './apply-timeline';
import { type ApplyResult, byTick, type CommandHandlers, type CommandOf, clamp } from './command-result';
import type { CurvePoint, ProjectDocument } from './document';
import { DOCUMENT_LIMITS } from './limits';

function drawCurve(doc: ProjectDocument, command: CommandOf<'drawCurve'>): ApplyResult {
  return editCurve(doc, command.trackId, command.curve, (points) => {
    if (!command.points.length) return points;
    const drawn = uniqueByTick(
      command.points.map((point) => ({
        tick: clamp(Math.round(point.tick), 0, DOCUMENT_LIMITS.maxTick),
        value: clampCurve(command.curve, point.value),
      })),
    );
    const from = drawn[0]!.tick;
    const to = drawn[drawn.length - 1]!.tick;
    return [...points.filter((point) => point.tick < from || point.tick > to), ...drawn].sort(byTick);
  });
}

/** The commands that edit a track's curves (pitch, dynamics, breathiness…). */
export const CURVE_COMMANDS: CommandHandlers<'drawCurve' | 'drawCurveLine' | 'eraseCurve' | 'setCurve'> = {
  drawCurve,
  drawCurveLine: (doc, command) =>
    drawCurve(doc, {
      type: 'drawCurve',
      trackId: command.trackId,
      curve: command.curve,
      points: [command.from, command.to],
    }),
  eraseCurve(doc, command) {
    return editCurve(doc, command.trackId, command.curve, (points) => {
      const from = Math.min(command.fromTick, command.toTick);
      const to = Math.max(command.fromTick, command.toTick);
      const kept = points.filter((point) => point.tick < from || point.tick > to);
      if (kept.length === points.length) return points;
      const anchors: CurvePoint[] = [];
      if (kept.some((point) => point.tick < from)) anchors.push({ tick: from, value: 0 });
      if (kept.some((point) => point.tick > to)) anchors.push({ tick: to, value: 0 });
      return [...kept, ...anchors].sort(byTick);
    });
  },
  setCurve: (doc, command) => editCurve(doc, command.trackId, command.curve, () => command.points),
};
