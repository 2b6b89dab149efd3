import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import { notesInRange } from '../../../../shared/studio/notes';
import { gridLines, isInScale, pitchName, type SnapDivision, snapTicks } from '../../../../shared/studio/time';
import type { NoteMark } from './noteMarks';
import type { PitchPath } from './sungPitch';
import { noteRect, type Point, pitchToY, tickToX, type Viewport, visibleRange } from './viewport';

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

const COLORS = {
  background: '#17181c',
  whiteRow: '#1d1f24',
  blackRow: '#17181c',
  scaleRow: 'rgba(140, 110, 255, 0.06)',
  rowLine: 'rgba(255,255,255,0.04)',
  barLine: 'rgba(255,255,255,0.22)',
  beatLine: 'rgba(255,255,255,0.10)',
  snapLine: 'rgba(255,255,255,0.045)',
  ruler: '#23252b',
  rulerText: '#b8bcc8',
  keyWhite: '#e9e9ee',
  keyBlack: '#2a2c33',
  keyText: '#5c5f6b',
  note: '#8c6cff',
  noteBorder: '#b6a3ff',
  /** The other tracks' notes, faint under the edited track's. */
  ghostNote: 'rgba(200, 190, 255, 0.16)',
  noteSelected: '#ffb547',
  noteSelectedBorder: '#ffe0a8',
  noteText: '#0f0b1f',
  phonemes: '#aaa5c6',
  phonemesOverridden: '#7fd8ff',
  warning: '#ffb020',
  outOfRangeBorder: '#ff6b7a',
  outOfRangeHatch: 'rgba(255, 95, 110, 0.32)',
  outOfRangeRow: 'rgba(0, 0, 0, 0.22)',
  rangeBand: '#4fd1a5',
  pitchLine: 'rgba(120, 240, 210, 0.95)',
  pitchShadow: 'rgba(10, 12, 20, 0.35)',
  keyPressed: '#ffb547',
  playhead: '#ff5f6d',
  marquee: 'rgba(140,110,255,0.18)',
  marqueeBorder: 'rgba(182,163,255,0.9)',
};

const isBlackKey = (pitch: number) => [1, 3, 6, 8, 10].includes(((pitch % 12) + 12) % 12);

/** Draws the whole roll for a viewport: rows, grid, notes, ruler, keyboard, playhead, marquee. */
export function drawRoll(context: CanvasRenderingContext2D, view: Viewport, scene: RollScene): void {
  const { width, height, keyboardWidth, rulerHeight, rowHeight } = view;
  const range = visibleRange(view);
  const { key, timeSignatures } = scene.document;
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);

  // Rows: black/white keys and the song's scale.
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

  // Snap lines, then beats and bars over them.
  const step = snapTicks(scene.snap);
  if (scene.snap !== 'off' && step * view.pxPerTick >= 6) {
    context.fillStyle = COLORS.snapLine;
    for (let tick = Math.floor(range.fromTick / step) * step; tick <= range.toTick; tick += step) {
      context.fillRect(Math.round(tickToX(view, tick)), rulerHeight, 1, height - rulerHeight);
    }
  }
  const lines = gridLines(timeSignatures, range.fromTick, range.toTick);
  const beatPx = lines.length > 1 ? (lines[1]!.tick - lines[0]!.tick) * view.pxPerTick : 100;
  for (const line of lines) {
    if (!line.isBar && beatPx < 8) continue;
    context.fillStyle = line.isBar ? COLORS.barLine : COLORS.beatLine;
    context.fillRect(Math.round(tickToX(view, line.tick)), rulerHeight, 1, height - rulerHeight);
  }

  // Notes.
  context.save();
  context.beginPath();
  context.rect(keyboardWidth, rulerHeight, width - keyboardWidth, height - rulerHeight);
  context.clip();
  // The other tracks' notes first, faint, so that a part is written against the rest of the song.
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
      notePath(context, noteRect(view, note));
      context.fill();
    }
  }
  const notes = scene.track?.notes ?? [];
  // Only the visible notes, found by binary search in the sorted track (a song may hold 20,000).
  const shown = notesInRange(notes, range.fromTick, range.toTick, range.lowPitch - 1, range.highPitch + 1);
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
  // The sung pitch runs over the note bodies but under their lyrics, which stay readable.
  drawPitchPaths(context, view, scene.pitchPaths);
  for (const note of shown) {
    const rect = noteRect(view, note);
    const mark = scene.marks?.get(note.id);
    if (mark?.warning && rect.width > 10) drawWarningBadge(context, rect);
    if (note.id !== scene.editingId && rect.width > 14) {
      context.save();
      context.beginPath();
      context.rect(rect.x + 4, rect.y, rect.width - (mark?.warning ? 18 : 8), rect.height + 16);
      context.clip();
      context.fillStyle = COLORS.noteText;
      context.font = '600 12px "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif';
      context.textBaseline = 'middle';
      context.fillText(note.lyric, rect.x + 5, rect.y + rect.height / 2 + 0.5);
      context.restore();
    }
  }
  // Phonemes under the notes, drawn after all notes so the next row's notes do not cover them.
  if (view.rowHeight >= 12) {
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
  context.restore();

  // Ruler with bar numbers.
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

  // Keyboard with pitch names on the Cs (and every white key when rows are tall).
  context.save();
  context.beginPath();
  context.rect(0, rulerHeight, keyboardWidth, height - rulerHeight);
  context.clip();
  for (let pitch = range.lowPitch; pitch <= range.highPitch; pitch += 1) {
    const y = pitchToY(view, pitch);
    const black = isBlackKey(pitch);
    context.fillStyle = black ? COLORS.keyBlack : COLORS.keyWhite;
    context.fillRect(0, y, black ? keyboardWidth * 0.62 : keyboardWidth, rowHeight);
    if (black) {
      context.fillStyle = COLORS.keyWhite;
      context.fillRect(keyboardWidth * 0.62, y, keyboardWidth * 0.38, rowHeight);
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
      context.fillText(pitchName(pitch), keyboardWidth - 5, y + rowHeight / 2);
      context.textAlign = 'left';
    }
  }
  context.restore();
  context.fillStyle = '#101114';
  context.fillRect(0, 0, keyboardWidth, rulerHeight);
  context.fillStyle = 'rgba(255,255,255,0.1)';
  context.fillRect(keyboardWidth - 1, 0, 1, height);

  // Playhead.
  const playX = tickToX(view, scene.playheadTick);
  if (playX >= keyboardWidth && playX <= width) {
    context.fillStyle = COLORS.playhead;
    context.fillRect(Math.round(playX), 0, 1.5, height);
    context.beginPath();
    context.moveTo(playX - 5, 0);
    context.lineTo(playX + 5, 0);
    context.lineTo(playX, 7);
    context.fill();
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
function drawWarningBadge(
  context: CanvasRenderingContext2D,
  rect: { x: number; y: number; width: number; height: number },
) {
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
    for (const path of paths) {
      const first = path[0]!;
      const last = path[path.length - 1]!;
      if (last.tick < range.fromTick || first.tick > range.toTick) continue;
      let started = false;
      for (const point of path) {
        const x = tickToX(view, point.tick);
        const y = view.rulerHeight + (view.topPitch - point.pitch + 0.5) * view.rowHeight;
        if (started) context.lineTo(x, y);
        else context.moveTo(x, y);
        started = true;
      }
    }
    context.stroke();
  }
  context.restore();
}
