import { curveValueAt } from '../../../../shared/studio/apply-curves';
import type { CurveName, CurvePoint, TimeSignatureChange, Track } from '../../../../shared/studio/document';
import { gridLines } from '../../../../shared/studio/time';
import { tickToX, type Viewport, visibleRange, xToTick } from '../editor/viewport';
import { formatLaneValue, LANE_SCALES, type LaneBox, valueToY } from './curveLane';

export const CURVE_COLORS: Record<CurveName, { line: string; fill: string }> = {
  pitch: { line: '#5ee0cf', fill: 'rgba(94, 224, 207, 0.16)' },
  dynamics: { line: '#ffb547', fill: 'rgba(255, 181, 71, 0.16)' },
  breathiness: { line: '#7cc4ff', fill: 'rgba(124, 196, 255, 0.16)' },
};

export type LaneScene = {
  curve: CurveName;
  track: Track | undefined;
  timeSignatures: readonly TimeSignatureChange[];
  playheadTick: number;
  /** The pointer's x while it is over the lane (a hairline). */
  hoverX?: number;
};

/** The lane's plot area for a canvas height. */
export function laneBox(height: number): LaneBox {
  return { top: 8, height: Math.max(10, height - 16) };
}

/** Draws one curve lane: grid on the roll's time axis, scale with its neutral line, note spans, the curve. */
export function drawLane(context: CanvasRenderingContext2D, view: Viewport, height: number, scene: LaneScene): void {
  const box = laneBox(height);
  context.fillStyle = '#15161a';
  context.fillRect(0, 0, view.width, height);
  drawBeatGrid(context, view, height, scene.timeSignatures);
  drawNoteSpans(context, view, box, scene.track);
  drawScaleLines(context, view, box, scene.curve);
  drawCurve(context, view, box, scene);
  drawHairlines(context, view, height, scene);
  drawScaleGutter(context, view, height, box, scene.curve);
}

/** Bars and beats, as in the roll (beats only while they are far enough apart to see). */
function drawBeatGrid(
  context: CanvasRenderingContext2D,
  view: Viewport,
  height: number,
  timeSignatures: readonly TimeSignatureChange[],
): void {
  const range = visibleRange(view);
  const lines = gridLines(timeSignatures, range.fromTick, range.toTick);
  const beatPx = lines.length > 1 ? (lines[1]!.tick - lines[0]!.tick) * view.pxPerTick : 100;
  for (const line of lines) {
    if (!line.isBar && beatPx < 8) continue;
    context.fillStyle = line.isBar ? 'rgba(255,255,255,0.16)' : 'rgba(255,255,255,0.06)';
    context.fillRect(Math.round(tickToX(view, line.tick)), 0, 1, height);
  }
}

/** Where the notes are, so a curve can be drawn against them. */
function drawNoteSpans(
  context: CanvasRenderingContext2D,
  view: Viewport,
  box: LaneBox,
  track: Track | undefined,
): void {
  const range = visibleRange(view);
  context.fillStyle = 'rgba(140, 108, 255, 0.10)';
  for (const note of track?.notes ?? []) {
    if (note.tick + note.duration < range.fromTick || note.tick > range.toTick) continue;
    const x = Math.max(view.keyboardWidth, tickToX(view, note.tick));
    const right = tickToX(view, note.tick + note.duration);
    if (right > x) context.fillRect(x, box.top, right - x - 1, box.height);
  }
}

/** Scale lines; the neutral one stronger. */
function drawScaleLines(context: CanvasRenderingContext2D, view: Viewport, box: LaneBox, curve: CurveName): void {
  const scale = LANE_SCALES[curve];
  for (const mark of scale.marks) {
    const y = Math.round(valueToY(curve, box, mark)) + 0.5;
    context.fillStyle = mark === scale.neutral ? 'rgba(255,255,255,0.32)' : 'rgba(255,255,255,0.07)';
    context.fillRect(view.keyboardWidth, y - 0.5, view.width - view.keyboardWidth, 1);
  }
}

/** The curve: filled from neutral, then its line and, zoomed in, its points; without points, the neutral line. */
function drawCurve(context: CanvasRenderingContext2D, view: Viewport, box: LaneBox, scene: LaneScene): void {
  const { width, keyboardWidth } = view;
  const points = scene.track?.curves[scene.curve] ?? [];
  const colors = CURVE_COLORS[scene.curve];
  const neutralY = valueToY(scene.curve, box, LANE_SCALES[scene.curve].neutral);
  if (!points.length) {
    context.fillStyle = colors.line;
    context.globalAlpha = 0.55;
    context.fillRect(keyboardWidth, Math.round(neutralY), width - keyboardWidth, 1.5);
    context.globalAlpha = 1;
    return;
  }
  const samples: Array<[number, number]> = [];
  for (let x = keyboardWidth; x <= width + 1; x += 1) {
    samples.push([x, valueToY(scene.curve, box, curveValueAt(points, xToTick(view, x)))]);
  }
  context.beginPath();
  context.moveTo(keyboardWidth, neutralY);
  for (const [x, y] of samples) context.lineTo(x, y);
  context.lineTo(width + 1, neutralY);
  context.closePath();
  context.fillStyle = colors.fill;
  context.fill();
  context.beginPath();
  for (const [index, [x, y]] of samples.entries()) {
    if (index) context.lineTo(x, y);
    else context.moveTo(x, y);
  }
  context.strokeStyle = colors.line;
  context.lineWidth = 1.75;
  context.lineJoin = 'round';
  context.stroke();
  drawCurvePoints(context, view, box, scene.curve, points);
}

/** The points themselves when zoomed in far enough to tell them apart. */
function drawCurvePoints(
  context: CanvasRenderingContext2D,
  view: Viewport,
  box: LaneBox,
  curve: CurveName,
  points: readonly CurvePoint[],
): void {
  const range = visibleRange(view);
  const visible = points.filter((point) => point.tick >= range.fromTick && point.tick <= range.toTick);
  if (!visible.length || visible.length * 10 >= view.width - view.keyboardWidth) return;
  context.fillStyle = CURVE_COLORS[curve].line;
  for (const point of visible) {
    context.beginPath();
    context.arc(tickToX(view, point.tick), valueToY(curve, box, point.value), 2.25, 0, Math.PI * 2);
    context.fill();
  }
}

/** The pointer's hairline and the playhead. */
function drawHairlines(context: CanvasRenderingContext2D, view: Viewport, height: number, scene: LaneScene): void {
  const { width, keyboardWidth } = view;
  if (scene.hoverX !== undefined && scene.hoverX >= keyboardWidth) {
    context.fillStyle = 'rgba(255,255,255,0.35)';
    context.fillRect(Math.round(scene.hoverX), 0, 1, height);
  }
  const playX = tickToX(view, scene.playheadTick);
  if (playX >= keyboardWidth && playX <= width) {
    context.fillStyle = '#ff5f6d';
    context.fillRect(Math.round(playX), 0, 1.5, height);
  }
}

/** The gutter under the keyboard holds the scale. */
function drawScaleGutter(
  context: CanvasRenderingContext2D,
  view: Viewport,
  height: number,
  box: LaneBox,
  curve: CurveName,
): void {
  const { keyboardWidth } = view;
  const scale = LANE_SCALES[curve];
  context.fillStyle = '#101114';
  context.fillRect(0, 0, keyboardWidth, height);
  context.fillStyle = 'rgba(255,255,255,0.1)';
  context.fillRect(keyboardWidth - 1, 0, 1, height);
  context.font = '10px "Noto Sans", sans-serif';
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const mark of scale.marks) {
    const y = valueToY(curve, box, mark);
    context.fillStyle = mark === scale.neutral ? '#e4e6ee' : '#8d91a0';
    context.fillText(formatLaneValue(curve, mark), keyboardWidth - 8, Math.min(height - 6, Math.max(6, y)));
    context.fillRect(keyboardWidth - 5, Math.round(y), 4, 1);
  }
  context.textAlign = 'left';
}
