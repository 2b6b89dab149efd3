import type { Command } from './commands';
import type { Note, Track } from './document';
import type { IdGenerator } from './notes';

/** Copied notes, with ticks counted from the first note's start; JSON for the system clipboard. */
export type NoteClipboard = { kind: 'cantara-notes'; notes: Array<Omit<Note, 'id'>> };

export function copyNotes(track: Pick<Track, 'notes'>, noteIds: Iterable<string>): NoteClipboard {
  const ids = new Set(noteIds);
  const chosen = track.notes.filter((note) => ids.has(note.id));
  const origin = chosen[0]?.tick ?? 0;
  return {
    kind: 'cantara-notes',
    notes: chosen.map(({ id: _id, ...note }) => ({ ...note, tick: note.tick - origin })),
  };
}

/** Cut: the clipboard and the command that deletes the notes. */
export function cutNotes(track: Track, noteIds: string[]): { clipboard: NoteClipboard; command: Command } {
  return { clipboard: copyNotes(track, noteIds), command: { type: 'deleteNotes', trackId: track.id, noteIds } };
}

/** Paste at a tick (the playhead): an addNotes command with fresh ids (also Alt-drag copies). */
export function pasteNotes(
  clipboard: NoteClipboard,
  trackId: string,
  atTick: number,
  ids: IdGenerator,
): Extract<Command, { type: 'addNotes' }> {
  return {
    type: 'addNotes',
    trackId,
    notes: clipboard.notes.map((note) => ({ ...note, id: ids(), tick: note.tick + atTick })),
  };
}

/** Whether something read from the system clipboard is a note clipboard. */
export function isNoteClipboard(value: unknown): value is NoteClipboard {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as NoteClipboard).kind === 'cantara-notes' &&
    Array.isArray((value as NoteClipboard).notes) &&
    (value as NoteClipboard).notes.every(
      (note) =>
        typeof note === 'object' &&
        note !== null &&
        Number.isFinite(note.tick) &&
        Number.isFinite(note.duration) &&
        Number.isFinite(note.pitch) &&
        typeof note.lyric === 'string',
    )
  );
}
