import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import { gridLines, isInScale, pitchName, type SnapDivision, snapTicks } from '../../../../shared/studio/time';
import type { NoteMark } from './noteMarks';
import { COLORS } from './rollColors';
import { drawNotes } from './rollNotes';
import type { PitchPath } from './sungPitch';
import { type Point, pitchToY, tickToX, type Viewport, visibleRange } from './viewport';

export type RollScene = {
  document: ProjectDocument;
  track: Track | undefined;
  selected: ReadonlySet<string>;
  snap: SnapDivision;
  playheadTick: number;
  marquee?: { from: Point; to: Point };
  /** The note whose lyric is being typed (drawn without its text, the input sits over it). */
  editingId?: string;
  /** Phonemes, warnings and range of each note (see noteMarks). */
  marks?: ReadonlyMap<string, NoteMark>;
  /** The selected track's character's comfortable range. */
  range?: { low: number; high: number };
  /** The sung pitch line (see sungPitch). */
  pitchPaths?: readonly PitchPath[];
  /** A key of the keyboard being sounded. */
  pressedPitch?: number;
  /** The knife's cut line while Alt is held over a note. */
  knife?: { x: number; y: number; height: number };
};

const isBlackKey = (pitch: number) => [1, 3, 6, 8, 10].includes(((pitch % 12) + 12) % 12);

type Range = ReturnType<typeof visibleRange>;
type GridLines = ReturnType<typeof gridLines>;

/** Draws the whole roll for a viewport: rows, grid, notes, ruler, keyboard, playhead, marquee. */
export function drawRoll(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene): void {
  const { width, height, keyboardWidth, rulerHeight } = view;
  const range = visibleRange(view);
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);
  drawRows(context, view, scene, range);
  const lines = gridLines(scene.document.timeSignatures, range.fromTick, range.toTick);
  drawGrid(context, view, scene.snap, range, lines);

  context.save();
  context.beginPath();
  context.rect(keyboardWidth, rulerHeight, width - keyboardWidth, height - rulerHeight);
  context.clip();
  drawNotes(context, view, scene, range);
  drawTools(context, scene);
  context.restore();

  drawRuler(context, view, lines);
  drawKeyboard(context, view, scene, range);
  drawPlayhead(context, view, scene.playheadTick);
}

/** Rows: black/white keys, the song's scale, and the rows outside the character's range darkened. */
function drawRows(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, range: Range) {
  const { width, keyboardWidth, rowHeight } = view;
  const { key } = scene.document;
  for (let pitch = range.lowPitch; pitch <= range.highPitch; pitch += 1) {
    const y = pitchToY(view, pitch);
    context.fillStyle = isBlackKey(pitch) ? COLORS.blackRow : COLORS.whiteRow;
    context.fillRect(keyboardWidth, y, width - keyboardWidth, rowHeight);
    if (isInScale(pitch, key.tonic, key.scale)) {
      context.fillStyle = COLORS.scaleRow;
      context.fillRect(keyboardWidth, y, width - keyboardWidth, rowHeight);
    }
    if (scene.range && (pitch < scene.range.low || pitch > scene.range.high)) {
      context.fillStyle = COLORS.outOfRangeRow;
      context.fillRect(keyboardWidth, y, width - keyboardWidth, rowHeight);
    }
    context.fillStyle = COLORS.rowLine;
    context.fillRect(keyboardWidth, Math.round(y + rowHeight) - 0.5, width - keyboardWidth, 1);
  }
}

/** Snap lines, then beats and bars over them. */
function drawGrid(
  context: CanvasRenderingContext2D,
  view: Viewport,
  snap: SnapDivision,
  range: Range,
  lines: GridLines,
) {
  const { height, rulerHeight } = view;
  const step = snapTicks(snap);
  if (snap !== 'off' && step * view.pxPerTick >= 6) {
    context.fillStyle = COLORS.snapLine;
    for (let tick = Math.floor(range.fromTick / step) * step; tick <= range.toTick; tick += step) {
      context.fillRect(Math.round(tickToX(view, tick)), rulerHeight, 1, height - rulerHeight);
    }
  }
  const beatPx = lines.length > 1 ? (lines[1]!.tick - lines[0]!.tick) * view.pxPerTick : 100;
  for (const line of lines) {
    if (!line.isBar && beatPx < 8) continue;
    context.fillStyle = line.isBar ? COLORS.barLine : COLORS.beatLine;
    context.fillRect(Math.round(tickToX(view, line.tick)), rulerHeight, 1, height - rulerHeight);
  }
}

/** The knife's cut line and the marquee, over the notes. */
function drawTools(context: CanvasRenderingContext2D, scene: RollScene) {
  if (scene.knife) {
    context.fillStyle = COLORS.playhead;
    context.fillRect(Math.round(scene.knife.x), scene.knife.y - 3, 1, scene.knife.height + 6);
  }
  if (scene.marquee) {
    const { from, to } = scene.marquee;
    const x = Math.min(from.x, to.x);
    const y = Math.min(from.y, to.y);
    context.fillStyle = COLORS.marquee;
    context.fillRect(x, y, Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    context.strokeStyle = COLORS.marqueeBorder;
    context.strokeRect(x + 0.5, y + 0.5, Math.abs(to.x - from.x), Math.abs(to.y - from.y));
  }
}

/** The ruler with bar numbers. */
function drawRuler(context: CanvasRenderingContext2D, view: Viewport, lines: GridLines) {
  const { width, keyboardWidth, rulerHeight } = view;
  context.fillStyle = COLORS.ruler;
  context.fillRect(keyboardWidth, 0, width - keyboardWidth, rulerHeight);
  context.font = '11px "Noto Sans", sans-serif';
  context.textBaseline = 'middle';
  for (const line of lines) {
    const x = Math.round(tickToX(view, line.tick));
    if (x < keyboardWidth) continue;
    context.fillStyle = line.isBar ? COLORS.barLine : COLORS.beatLine;
    context.fillRect(x, line.isBar ? 4 : rulerHeight - 8, 1, line.isBar ? rulerHeight - 4 : 8);
    if (line.isBar) {
      context.fillStyle = COLORS.rulerText;
      context.fillText(String(line.bar), x + 4, rulerHeight / 2 - 2);
    }
  }
  context.fillStyle = 'rgba(255,255,255,0.08)';
  context.fillRect(keyboardWidth, rulerHeight - 1, width - keyboardWidth, 1);
}

/** The keyboard, with pitch names on the Cs (and every white key when rows are tall). */
function drawKeyboard(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, range: Range) {
  const { height, keyboardWidth, rulerHeight } = view;
  context.save();
  context.beginPath();
  context.rect(0, rulerHeight, keyboardWidth, height - rulerHeight);
  context.clip();
  for (let pitch = range.lowPitch; pitch <= range.highPitch; pitch += 1) drawKey(context, view, scene, pitch);
  context.restore();
  context.fillStyle = '#101114';
  context.fillRect(0, 0, keyboardWidth, rulerHeight);
  context.fillStyle = 'rgba(255,255,255,0.1)';
  context.fillRect(keyboardWidth - 1, 0, 1, height);
}

function drawKey(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, pitch: number) {
  const { keyboardWidth, rowHeight } = view;
  const y = pitchToY(view, pitch);
  const black = isBlackKey(pitch);
  context.fillStyle = black ? COLORS.keyBlack : COLORS.keyWhite;
  context.fillRect(0, y, black ? keyboardWidth * 0.62 : keyboardWidth, rowHeight);
  if (black) {
    context.fillStyle = COLORS.keyWhite;
    context.fillRect(keyboardWidth * 0.62, y, keyboardWidth * 0.38, rowHeight);
  }
  // The song's scale on the keys as on the rows: a violet mark at the key's end, the tonic's stronger.
  const { key } = scene.document;
  if (isInScale(pitch, key.tonic, key.scale)) {
    const tonic = (((pitch - key.tonic) % 12) + 12) % 12 === 0;
    context.fillStyle = tonic ? COLORS.scaleTonicKey : COLORS.scaleKey;
    context.fillRect(black ? keyboardWidth * 0.62 - 6 : keyboardWidth - 6, y + 1, 6, rowHeight - 2);
  }
  if (pitch === scene.pressedPitch) {
    context.fillStyle = COLORS.keyPressed;
    context.fillRect(0, y, black ? keyboardWidth * 0.62 : keyboardWidth, rowHeight);
  }
  if (scene.range && pitch >= scene.range.low && pitch <= scene.range.high) {
    context.fillStyle = COLORS.rangeBand;
    context.fillRect(0, y, 3, rowHeight);
  }
  context.fillStyle = 'rgba(0,0,0,0.18)';
  context.fillRect(0, Math.round(y + rowHeight) - 0.5, keyboardWidth, 1);
  if (!black && (pitch % 12 === 0 || rowHeight >= 16)) {
    context.fillStyle = pitch % 12 === 0 ? '#1d1f24' : COLORS.keyText;
    context.font = `${pitch % 12 === 0 ? 600 : 400} 10px "Noto Sans", sans-serif`;
    context.textBaseline = 'middle';
    context.textAlign = 'right';
    context.fillText(pitchName(pitch), keyboardWidth - 9, y + rowHeight / 2);
    context.textAlign = 'left';
  }
}

function drawPlayhead(context: CanvasRenderingContext2D, view: Viewport, tick: number) {
  const playX = tickToX(view, tick);
  if (playX < view.keyboardWidth || playX > view.width) return;
  context.fillStyle = COLORS.playhead;
  context.fillRect(Math.round(playX), 0, 1.5, view.height);
  context.beginPath();
  context.moveTo(playX - 5, 0);
  context.lineTo(playX + 5, 0);
  context.lineTo(playX, 7);
  context.fill();
}
