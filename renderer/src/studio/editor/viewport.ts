import type { Note } from '../../../../shared/studio/document';

/**
 * The piano roll's visible window as pure numbers: which ticks and pitches are on screen and how
 * large they are. Everything that turns a pointer position into a tick or a pitch (and back) is here,
 * so it can be tested without a canvas.
 */
export type Viewport = {
  /** Tick at the left edge of the note area. */
  scrollTick: number;
  /** Pitch whose row's top edge is at the top of the note area (fractional when scrolled). */
  topPitch: number;
  pxPerTick: number;
  rowHeight: number;
  /** Size of the whole canvas in CSS pixels. */
  width: number;
  height: number;
  keyboardWidth: number;
  rulerHeight: number;
};

export const MIN_PX_PER_TICK = 0.02;
export const MAX_PX_PER_TICK = 1;
export const HIGHEST_PITCH = 127;
export const EDGE_GRAB_PX = 6;

export function initialViewport(width: number, height: number): Viewport {
  return {
    scrollTick: 0,
    topPitch: 84,
    pxPerTick: 0.16,
    rowHeight: 18,
    width,
    height,
    keyboardWidth: 64,
    rulerHeight: 28,
  };
}

export function tickToX(view: Viewport, tick: number): number {
  return view.keyboardWidth + (tick - view.scrollTick) * view.pxPerTick;
}

export function xToTick(view: Viewport, x: number): number {
  return Math.max(0, view.scrollTick + (x - view.keyboardWidth) / view.pxPerTick);
}

/** The y of the top edge of a pitch's row. */
export function pitchToY(view: Viewport, pitch: number): number {
  return view.rulerHeight + (view.topPitch - pitch) * view.rowHeight;
}

/** The pitch whose row holds y, limited to 0…127. */
export function yToPitch(view: Viewport, y: number): number {
  const pitch = Math.floor(view.topPitch - (y - view.rulerHeight) / view.rowHeight) + 1;
  return Math.max(0, Math.min(HIGHEST_PITCH, pitch));
}

export type Rect = { x: number; y: number; width: number; height: number };

export function noteRect(view: Viewport, note: Pick<Note, 'tick' | 'duration' | 'pitch'>): Rect {
  const x = tickToX(view, note.tick);
  return { x, y: pitchToY(view, note.pitch), width: note.duration * view.pxPerTick, height: view.rowHeight };
}

/** The first and last visible ticks and pitches. */
export function visibleRange(view: Viewport): {
  fromTick: number;
  toTick: number;
  lowPitch: number;
  highPitch: number;
} {
  const rows = (view.height - view.rulerHeight) / view.rowHeight;
  return {
    fromTick: view.scrollTick,
    toTick: view.scrollTick + (view.width - view.keyboardWidth) / view.pxPerTick,
    highPitch: Math.min(HIGHEST_PITCH, Math.ceil(view.topPitch)),
    lowPitch: Math.max(0, Math.floor(view.topPitch - rows)),
  };
}

export type Hit = { note: Note; part: 'body' | 'start' | 'end' };

/** The note under a point and which part of it (the edges resize); the last drawn wins. */
export function hitTest(view: Viewport, notes: readonly Note[], x: number, y: number): Hit | undefined {
  if (x < view.keyboardWidth || y < view.rulerHeight) return undefined;
  for (let index = notes.length - 1; index >= 0; index -= 1) {
    const note = notes[index]!;
    const rect = noteRect(view, note);
    if (x < rect.x || x > rect.x + rect.width || y < rect.y || y >= rect.y + rect.height) continue;
    const grab = Math.min(EDGE_GRAB_PX, rect.width / 3);
    if (x - rect.x <= grab) return { note, part: 'start' };
    if (rect.x + rect.width - x <= grab) return { note, part: 'end' };
    return { note, part: 'body' };
  }
  return undefined;
}

/** The notes whose rectangles meet a marquee given by two corners. */
export function notesInMarquee(view: Viewport, notes: readonly Note[], a: Point, b: Point): Note[] {
  const left = Math.min(a.x, b.x);
  const right = Math.max(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const bottom = Math.max(a.y, b.y);
  return notes.filter((note) => {
    const rect = noteRect(view, note);
    return rect.x <= right && rect.x + rect.width >= left && rect.y <= bottom && rect.y + rect.height >= top;
  });
}
export type Point = { x: number; y: number };

/** Zooms time by `factor` keeping the tick under `anchorX` in place. */
export function zoomAt(view: Viewport, factor: number, anchorX: number = view.keyboardWidth): Viewport {
  const pxPerTick = Math.max(MIN_PX_PER_TICK, Math.min(MAX_PX_PER_TICK, view.pxPerTick * factor));
  const anchorTick = xToTick(view, anchorX);
  const scrollTick = Math.max(0, anchorTick - (anchorX - view.keyboardWidth) / pxPerTick);
  return { ...view, pxPerTick, scrollTick };
}

/** Zoom per wheel notch with Ctrl or ⌘ held. */
const WHEEL_ZOOM = 1.2;

/** One notch of the wheel with Ctrl or ⌘: zooms in (wheel up) or out at the pointer. */
export function zoomByWheel(view: Viewport, deltaY: number, anchorX: number): Viewport {
  return zoomAt(view, deltaY < 0 ? WHEEL_ZOOM : 1 / WHEEL_ZOOM, anchorX);
}

/** Scrolls by pixels (wheel deltas); time never before 0, pitch within the keyboard. */
export function scrollBy(view: Viewport, dx: number, dy: number): Viewport {
  const rows = (view.height - view.rulerHeight) / view.rowHeight;
  const topPitch = Math.max(rows - 1, Math.min(HIGHEST_PITCH + 1, view.topPitch + dy / view.rowHeight));
  return { ...view, scrollTick: Math.max(0, view.scrollTick + dx / view.pxPerTick), topPitch };
}

/** The viewport moved just enough to show a note (keyboard editing follows the cursor). */
export function revealNote(view: Viewport, note: Pick<Note, 'tick' | 'duration' | 'pitch'>): Viewport {
  const range = visibleRange(view);
  let { scrollTick, topPitch } = view;
  const span = range.toTick - range.fromTick;
  if (note.tick < range.fromTick) scrollTick = Math.max(0, note.tick - span * 0.1);
  else if (note.tick + note.duration > range.toTick) scrollTick = Math.max(0, note.tick - span * 0.5);
  const rows = (view.height - view.rulerHeight) / view.rowHeight;
  if (note.pitch >= Math.floor(topPitch)) topPitch = note.pitch + 3;
  else if (note.pitch < topPitch - rows + 1) topPitch = note.pitch + rows - 3;
  return scrollTick === view.scrollTick && topPitch === view.topPitch ? view : { ...view, scrollTick, topPitch };
}

/** The viewport scrolled so that the middle of the notes' pitch range is in the middle of the rows. */
export function centreOnPitches(view: Viewport, notes: readonly Pick<Note, 'pitch'>[]): Viewport {
  if (notes.length === 0) return view;
  const pitches = notes.map((note) => note.pitch);
  const middle = (Math.min(...pitches) + Math.max(...pitches) + 1) / 2;
  const rows = (view.height - view.rulerHeight) / view.rowHeight;
  const topPitch = Math.max(Math.ceil(rows - 1), Math.min(HIGHEST_PITCH + 1, Math.round(middle + rows / 2)));
  return topPitch === view.topPitch ? view : { ...view, topPitch };
}

/** During playback: when the playhead leaves the view, the next page of time comes in (as peers do). */
export function followPlayhead(view: Viewport, tick: number): Viewport {
  const range = visibleRange(view);
  if (tick >= range.fromTick && tick < range.toTick) return view;
  const span = range.toTick - range.fromTick;
  return { ...view, scrollTick: Math.max(0, tick - span * 0.05) };
}
