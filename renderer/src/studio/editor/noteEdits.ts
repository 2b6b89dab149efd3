import type { Command } from '../../../../shared/studio/commands';
import type { Note, TimeSignatureChange, Track } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { type SnapDivision, snapStep, snapTick } from '../../../../shared/studio/time';

/**
 * Split, merge and quantize as the editor offers them: which notes a key press or a click means,
 * turned into the core's commands. Pure, so the choices can be tested without a DOM.
 */

export type EditResult = { command: Command; select: string[] };

const inside = (note: Note, tick: number) => tick > note.tick && tick < note.tick + note.duration;

/** The tick to cut a note at near `tick`: on the snap when that stays inside the note, else the tick itself. */
export function cutTick(
  note: Note,
  tick: number,
  snap: SnapDivision,
  signatures: readonly TimeSignatureChange[],
): number | null {
  const snapped = snapTick(tick, snap, signatures);
  if (inside(note, snapped)) return snapped;
  const exact = Math.round(tick);
  return inside(note, exact) ? exact : null;
}

function splitMany(track: Track, cuts: Array<{ note: Note; at: number }>, ids: IdGenerator): EditResult | null {
  if (!cuts.length) return null;
  const commands: Command[] = [];
  const select: string[] = [];
  for (const { note, at } of cuts) {
    const newId = ids();
    commands.push({ type: 'splitNote', trackId: track.id, noteId: note.id, atTick: at, newId });
    select.push(note.id, newId);
  }
  return { command: commands.length === 1 ? commands[0]! : { type: 'batch', commands }, select };
}

/**
 * Split from the keyboard: the selected notes under the playhead are cut there; with no selection,
 * every note under the playhead; selected notes the playhead does not cross are cut in half (on the snap).
 */
export function splitAtPlayhead(
  track: Track,
  selected: ReadonlySet<string>,
  playheadTick: number,
  snap: SnapDivision,
  signatures: readonly TimeSignatureChange[],
  ids: IdGenerator,
): EditResult | null {
  const chosen = track.notes.filter((note) => selected.has(note.id));
  const pool = chosen.length ? chosen : track.notes;
  const underPlayhead = pool.filter((note) => inside(note, playheadTick));
  if (underPlayhead.length) {
    return splitMany(
      track,
      underPlayhead.map((note) => ({ note, at: playheadTick })),
      ids,
    );
  }
  const halves = chosen.flatMap((note) => {
    const at = cutTick(note, note.tick + note.duration / 2, snap, signatures);
    return at === null ? [] : [{ note, at }];
  });
  return splitMany(track, halves, ids);
}

/** The knife: one note cut at a clicked tick (on the snap when that stays inside it). */
export function splitAtPoint(
  track: Track,
  note: Note,
  tick: number,
  snap: SnapDivision,
  signatures: readonly TimeSignatureChange[],
  ids: IdGenerator,
): EditResult | null {
  const at = cutTick(note, tick, snap, signatures);
  return at === null ? null : splitMany(track, [{ note, at }], ids);
}

/** Merge: each run of neighbouring selected notes becomes its first note; null when no two selected notes neighbour. */
export function mergeSelection(track: Track, selected: ReadonlySet<string>): EditResult | null {
  const ids: string[] = [];
  const merged: string[] = [];
  let runStart: string | undefined;
  let runLength = 0;
  for (const note of track.notes) {
    if (!selected.has(note.id)) {
      runLength = 0;
      continue;
    }
    if (runLength === 0) runStart = note.id;
    runLength += 1;
    ids.push(note.id);
    if (runLength === 2 && runStart) merged.push(runStart);
  }
  if (!merged.length) return null;
  return { command: { type: 'mergeNotes', trackId: track.id, noteIds: ids }, select: merged };
}

/** Quantize the selection to the snap: starts, and with `lengths` the ends too; null with snap off or nothing selected. */
export function quantizeSelection(
  track: Track,
  selected: ReadonlySet<string>,
  snap: SnapDivision,
  lengths: boolean,
): EditResult | null {
  if (snap === 'off') return null;
  const ids = track.notes.filter((note) => selected.has(note.id)).map((note) => note.id);
  if (!ids.length) return null;
  return { command: { type: 'quantizeNotes', trackId: track.id, noteIds: ids, division: snap, lengths }, select: ids };
}

/**
 * A note drawn on empty space: it starts at the press (on the snap, rounded down) and ends where the
 * drag is (on the snap), one snap long at the least, as a click makes it.
 */
export function drawnNote(
  start: { tick: number; pitch: number },
  endTick: number,
  snap: SnapDivision,
  signatures: readonly TimeSignatureChange[],
  note: { id: string; lyric: string },
): Note {
  const step = snapStep(snap);
  const tick = snapTick(start.tick, snap, signatures, 'floor');
  const end = snapTick(endTick, snap, signatures);
  return { id: note.id, tick, duration: Math.max(step, end - tick), pitch: start.pitch, lyric: note.lyric };
}
