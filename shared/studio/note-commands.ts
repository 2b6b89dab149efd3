import { editNotes, normalizeNote, patchNote, replaceTrackNotes } from './apply-notes';
import { type ApplyResult, type CommandHandlers, type CommandOf, clamp, unchanged } from './command-result';
import type { Note, ProjectDocument } from './document';
import { DOCUMENT_LIMITS } from './limits';
import { compareNotes, noteEnd } from './notes';
import { snapTick, snapTicks } from './time';

type NoteCommandType =
  | 'addNotes'
  | 'deleteNotes'
  | 'moveNotes'
  | 'resizeNotes'
  | 'updateNotes'
  | 'setLyrics'
  | 'setPhonemes'
  | 'transposeNotes'
  | 'quantizeNotes'
  | 'splitNote'
  | 'mergeNotes'
  | 'patchNotes';

function moveNotes(doc: ProjectDocument, command: CommandOf<'moveNotes'>): ApplyResult {
  return editNotes(doc, command.trackId, (notes) => {
    const ids = new Set(command.noteIds);
    const moving = notes.filter((note) => ids.has(note.id));
    if (!moving.length) return { notes };
    const minTick = Math.min(...moving.map((note) => note.tick));
    const maxEnd = Math.max(...moving.map(noteEnd));
    const minPitch = Math.min(...moving.map((note) => note.pitch));
    const maxPitch = Math.max(...moving.map((note) => note.pitch));
    const finite = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);
    const deltaTick = clamp(finite(command.deltaTick), -minTick, DOCUMENT_LIMITS.maxTick - maxEnd);
    const deltaPitch = clamp(finite(command.deltaPitch), -minPitch, 127 - maxPitch);
    if (!deltaTick && !deltaPitch) return { notes };
    return {
      notes: notes.map((note) =>
        ids.has(note.id) ? { ...note, tick: note.tick + deltaTick, pitch: note.pitch + deltaPitch } : note,
      ),
      edited: ids,
    };
  });
}

function resizeNotes(doc: ProjectDocument, command: CommandOf<'resizeNotes'>): ApplyResult {
  return editNotes(doc, command.trackId, (notes) => {
    const ids = new Set(command.noteIds);
    const delta = Math.round(command.delta);
    if (!delta) return { notes };
    return {
      notes: notes.map((note) => {
        if (!ids.has(note.id)) return note;
        const end = noteEnd(note);
        if (command.edge === 'end') {
          const newEnd = clamp(end + delta, note.tick + 1, DOCUMENT_LIMITS.maxTick);
          return newEnd === end ? note : { ...note, duration: newEnd - note.tick };
        }
        const start = clamp(note.tick + delta, 0, end - 1);
        return start === note.tick ? note : { ...note, tick: start, duration: end - start };
      }),
      edited: ids,
    };
  });
}

function updateNotes(doc: ProjectDocument, command: CommandOf<'updateNotes'>): ApplyResult {
  const patches = new Map(command.patches.map((patch) => [patch.id, patch]));
  return editNotes(doc, command.trackId, (notes) => ({
    notes: notes.map((note) => {
      const patch = patches.get(note.id);
      return patch ? patchNote(note, patch) : note;
    }),
    edited: new Set(patches.keys()),
  }));
}

function quantizeNotes(doc: ProjectDocument, command: CommandOf<'quantizeNotes'>): ApplyResult {
  return editNotes(doc, command.trackId, (notes) => {
    if (command.division === 'off') return { notes };
    const ids = new Set(command.noteIds);
    return {
      notes: notes.map((note) => {
        if (!ids.has(note.id)) return note;
        const tick = snapTick(note.tick, command.division, doc.timeSignatures);
        // Without `lengths` a note keeps its length (its start moves, as "quantize start" in a DAW).
        const end = snapTick(noteEnd(note), command.division, doc.timeSignatures);
        const duration = command.lengths ? Math.max(snapTicks(command.division), end - tick) : note.duration;
        return tick === note.tick && duration === note.duration ? note : { ...note, tick, duration };
      }),
      edited: ids,
    };
  });
}

function splitNote(doc: ProjectDocument, command: CommandOf<'splitNote'>): ApplyResult {
  return editNotes(doc, command.trackId, (notes) => {
    const index = notes.findIndex((note) => note.id === command.noteId);
    const note = notes[index];
    const at = Math.round(command.atTick);
    if (!note || at <= note.tick || at >= noteEnd(note) || notes.some((other) => other.id === command.newId)) {
      return { notes };
    }
    const { phonemes: _phonemes, ...rest } = note;
    const right: Note = { ...rest, id: command.newId, tick: at, duration: noteEnd(note) - at, lyric: '+' };
    const copy = [...notes];
    copy.splice(index, 1, { ...note, duration: at - note.tick }, right);
    return { notes: copy };
  });
}

function mergeNotes(doc: ProjectDocument, command: CommandOf<'mergeNotes'>): ApplyResult {
  return editNotes(doc, command.trackId, (notes) => {
    const ids = new Set(command.noteIds);
    const result: Note[] = [];
    let runLength = 0;
    for (const note of notes) {
      const last = result[result.length - 1];
      if (ids.has(note.id) && runLength > 0 && last) {
        result[result.length - 1] = { ...last, duration: noteEnd(note) - last.tick };
        runLength += 1;
      } else {
        result.push(note);
        runLength = ids.has(note.id) ? 1 : 0;
      }
    }
    return { notes: result };
  });
}

/** The commands that edit a track's notes. */
export const NOTE_COMMANDS: CommandHandlers<NoteCommandType> = {
  addNotes(doc, command) {
    const added = command.notes.map(normalizeNote);
    return editNotes(doc, command.trackId, (notes) => ({
      notes: [...notes.filter((note) => !added.some((add) => add.id === note.id)), ...added],
      edited: new Set(added.map((note) => note.id)),
    }));
  },
  deleteNotes(doc, command) {
    const ids = new Set(command.noteIds);
    return editNotes(doc, command.trackId, (notes) => ({ notes: notes.filter((note) => !ids.has(note.id)) }));
  },
  moveNotes,
  resizeNotes,
  updateNotes,
  setLyrics: (doc, command) =>
    updateNotes(doc, {
      type: 'updateNotes',
      trackId: command.trackId,
      patches: command.lyrics.map(({ id, lyric }) => ({ id, lyric })),
    }),
  setPhonemes: (doc, command) =>
    updateNotes(doc, {
      type: 'updateNotes',
      trackId: command.trackId,
      patches: [{ id: command.noteId, phonemes: command.phonemes }],
    }),
  transposeNotes: (doc, command) =>
    moveNotes(doc, { ...command, type: 'moveNotes', deltaTick: 0, deltaPitch: command.semitones }),
  quantizeNotes,
  splitNote,
  mergeNotes,
  patchNotes(doc, command) {
    const track = doc.tracks.find((candidate) => candidate.id === command.trackId);
    if (!track) return unchanged(doc);
    const remove = new Set([...command.removeIds, ...command.put.map((note) => note.id)]);
    const notes = [...track.notes.filter((note) => !remove.has(note.id)), ...command.put].sort(compareNotes);
    return replaceTrackNotes(doc, track, notes);
  },
};
