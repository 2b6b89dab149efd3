import { notesInRange } from '../../../../shared/studio/notes';
import type { RollScene } from './drawRoll';
import { pitchPathPoints } from './pitchPathPoints';
import { COLORS } from './rollColors';
import type { PitchPath } from './sungPitch';
import { noteRect, type Viewport, visibleRange } from './viewport';

type Range = ReturnType<typeof visibleRange>;
type Note = NonNullable<RollScene['track']>['notes'][number];

/** The notes of the roll (inside its clip): the other tracks' faint, the edited track's with their marks. */
export function drawNotes(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, range: Range) {
  drawGhostNotes(context, view, scene, range);
  const notes = scene.track?.notes ?? [];
  // Only the visible notes, found by binary search in the sorted track (a song may hold 20,000).
  const shown = notesInRange(notes, range.fromTick, range.toTick, range.lowPitch - 1, range.highPitch + 1);
  drawNoteBodies(context, view, scene, shown);
  // The sung pitch runs over the note bodies but under their lyrics, which stay readable.
  drawPitchPaths(context, view, scene.pitchPaths);
  drawLyrics(context, view, scene, shown);
  // Phonemes under the notes, drawn after all notes so the next row's notes do not cover them.
  if (view.rowHeight >= 12) drawPhonemes(context, view, scene, shown);
}

/** The other tracks' notes first, faint, so that a part is written against the rest of the song. */
function drawGhostNotes(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, range: Range) {
  context.fillStyle = COLORS.ghostNote;
  for (const other of scene.document.tracks) {
    if (other.id === scene.track?.id || other.mute) continue;
    for (const note of notesInRange(
      other.notes,
      range.fromTick,
      range.toTick,
      range.lowPitch - 1,
      range.highPitch + 1,
    )) {
      // A fill per note: the canvas draws a lone rounded rectangle much faster than one path of many.
      notePath(context, noteRect(view, note));
      context.fill();
    }
  }
}

function drawNoteBodies(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, shown: readonly Note[]) {
  for (const note of shown) {
    const rect = noteRect(view, note);
    const selected = scene.selected.has(note.id);
    const mark = scene.marks?.get(note.id);
    notePath(context, rect);
    context.fillStyle = selected ? COLORS.noteSelected : COLORS.note;
    context.fill();
    if (mark?.range) drawHatch(context, rect);
    notePath(context, rect);
    context.strokeStyle = mark?.range
      ? COLORS.outOfRangeBorder
      : selected
        ? COLORS.noteSelectedBorder
        : COLORS.noteBorder;
    context.lineWidth = mark?.range ? 1.5 : 1;
    context.stroke();
  }
}

/**
 * Each note's lyric inside it (not the one being typed: its field sits over it), and a warning badge.
 * A lyric is clipped to its note only when it does not fit (a clip per note was most of the lyrics' cost).
 */
function drawLyrics(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, shown: readonly Note[]) {
  const widths = new Map<string, number>();
  // The badge keeps these (it saves and restores the context).
  context.fillStyle = COLORS.noteText;
  context.font = LYRIC_FONT;
  context.textBaseline = 'middle';
  for (const note of shown) {
    const rect = noteRect(view, note);
    const mark = scene.marks?.get(note.id);
    if (mark?.warning && rect.width > 10) drawWarningBadge(context, rect);
    if (note.id === scene.editingId || rect.width <= 14) continue;
    const room = rect.width - (mark?.warning ? 18 : 8);
    let width = widths.get(note.lyric);
    if (width === undefined) {
      width = context.measureText(note.lyric).width;
      widths.set(note.lyric, width);
    }
    const x = rect.x + 5;
    const y = rect.y + rect.height / 2 + 0.5;
    // Text starting 1 px inside the clip's left edge fits when it ends 1 px before its right edge.
    if (width + 2 <= room) {
      context.fillText(note.lyric, x, y);
      continue;
    }
    context.save();
    context.beginPath();
    context.rect(rect.x + 4, rect.y, room, rect.height + 16);
    context.clip();
    context.fillText(note.lyric, x, y);
    context.restore();
  }
}

const LYRIC_FONT = '600 12px "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif';

function drawPhonemes(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene, shown: readonly Note[]) {
  context.font = '11px "Noto Sans", "Noto Sans Mono", sans-serif';
  context.textBaseline = 'top';
  for (const note of shown) {
    const mark = scene.marks?.get(note.id);
    const rect = noteRect(view, note);
    if (!mark?.phonemes || rect.width < 14 || note.id === scene.editingId) continue;
    context.save();
    context.beginPath();
    context.rect(rect.x + 2, rect.y + rect.height, rect.width - 2, 14);
    context.clip();
    context.fillStyle = mark.warning ? COLORS.warning : mark.overridden ? COLORS.phonemesOverridden : COLORS.phonemes;
    context.fillText(mark.phonemes, rect.x + 5, rect.y + rect.height + 1);
    context.restore();
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** A note's rounded rectangle as the current path. */
function notePath(context: CanvasRenderingContext2D, rect: Box) {
  context.beginPath();
  context.roundRect(rect.x + 0.5, rect.y + 1.5, Math.max(2, rect.width - 1), rect.height - 3, 4);
}

/** Diagonal stripes over an out-of-range note, inside its outline. */
function drawHatch(context: CanvasRenderingContext2D, rect: Box) {
  context.save();
  notePath(context, rect);
  context.clip();
  context.strokeStyle = COLORS.outOfRangeHatch;
  context.lineWidth = 2;
  context.beginPath();
  for (let x = rect.x - rect.height; x < rect.x + rect.width; x += 7) {
    context.moveTo(x, rect.y + rect.height);
    context.lineTo(x + rect.height, rect.y);
  }
  context.stroke();
  context.restore();
}

/** A small amber triangle with "!" at a note's right end: the lyric was read with a warning. */
function drawWarningBadge(context: CanvasRenderingContext2D, rect: Box) {
  const size = Math.min(12, rect.height - 6);
  const x = rect.x + rect.width - size - 3;
  const y = rect.y + (rect.height - size) / 2;
  context.save();
  context.beginPath();
  context.moveTo(x + size / 2, y);
  context.lineTo(x + size, y + size);
  context.lineTo(x, y + size);
  context.closePath();
  context.fillStyle = COLORS.warning;
  context.fill();
  context.strokeStyle = 'rgba(0,0,0,0.45)';
  context.lineWidth = 1;
  context.stroke();
  context.fillStyle = '#1a1204';
  context.font = `700 ${Math.max(8, size - 3)}px "Noto Sans", sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.fillText('!', x + size / 2, y + size - 1.5);
  context.restore();
}

/** The sung pitch over the notes: a thin line with a dark halo so it reads on notes and rows alike. */
function drawPitchPaths(context: CanvasRenderingContext2D, view: Viewport, paths: readonly PitchPath[] | undefined) {
  if (!paths?.length) return;
  const range = visibleRange(view);
  const shown = paths
    .filter((path) => path[path.length - 1]!.tick >= range.fromTick && path[0]!.tick <= range.toTick)
    .map((path) => pitchPathPoints(path, view, range.fromTick, range.toTick));
  context.save();
  context.lineJoin = 'round';
  context.lineCap = 'round';
  for (const [color, width] of [
    [COLORS.pitchShadow, 3],
    [COLORS.pitchLine, 1.4],
  ] as const) {
    context.strokeStyle = color;
    context.lineWidth = width;
    context.beginPath();
    for (const points of shown) {
      if (!points.length) continue;
      context.moveTo(points[0]!.x, points[0]!.y);
      for (const point of points) context.lineTo(point.x, point.y);
    }
    context.stroke();
  }
  context.restore();
}
