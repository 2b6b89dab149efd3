import { type ApplyResult, clamp, cleanName, unchanged } from './command-result';
import type { NotePatch } from './commands';
import type { Note, ProjectDocument, Track } from './document';
import { DOCUMENT_LIMITS } from './limits';
import { cleanLyric, resolveOverlaps } from './notes';

/** Note edits: normalising, patching, and replacing a track's notes with the exact inverse. */
/** A note brought into the document's ranges (integer ticks, pitch 0–127, a clean lyric). */
export function normalizeNote(note: Note): Note {
  const tick = clamp(Math.round(note.tick), 0, DOCUMENT_LIMITS.maxTick - 1);
  const result: Note = {
    ...note,
    tick,
    duration: clamp(Math.round(note.duration), 1, DOCUMENT_LIMITS.maxTick - tick),
    pitch: clamp(Math.round(note.pitch), 0, 127),
    lyric: cleanLyric(note.lyric),
  };
  if (result.phonemes !== undefined) result.phonemes = cleanName(result.phonemes, DOCUMENT_LIMITS.maxPhonemesLength);
  return result;
}

export function patchNote(note: Note, patch: NotePatch): Note {
  const next: Note = { ...note };
  if (patch.tick !== undefined) next.tick = patch.tick;
  if (patch.duration !== undefined) next.duration = patch.duration;
  if (patch.pitch !== undefined) next.pitch = patch.pitch;
  if (patch.lyric !== undefined) next.lyric = patch.lyric;
  for (const key of ['phonemes', 'vibrato', 'portamento'] as const) {
    const value = patch[key];
    if (value === null) delete next[key];
    else if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  const normalized = normalizeNote(next);
  return sameNote(normalized, note) ? note : normalized;
}

export function sameNote(a: Note, b: Note): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type NoteEdit = { notes: Note[]; edited?: ReadonlySet<string> };

/** Runs a note edit, applies the overlap rule and builds the exact inverse from what changed. */
export function editNotes(doc: ProjectDocument, trackId: string, edit: (notes: Note[]) => NoteEdit): ApplyResult {
  const track = doc.tracks.find((candidate) => candidate.id === trackId);
  if (!track) return unchanged(doc);
  const result = edit(track.notes);
  if (result.notes === track.notes) return unchanged(doc);
  const notes = resolveOverlaps(result.notes, result.edited);
  return replaceTrackNotes(doc, track, notes);
}

export function replaceTrackNotes(doc: ProjectDocument, track: Track, notes: Note[]): ApplyResult {
  const before = new Map(track.notes.map((note) => [note.id, note]));
  // A note an edit rebuilt with the same content stays the same object.
  notes = notes.map((note) => {
    const old = before.get(note.id);
    return old && old !== note && sameNote(old, note) ? old : note;
  });
  const after = new Set(notes.map((note) => note.id));
  const removeIds: string[] = [];
  const put: Note[] = [];
  for (const note of notes) {
    const old = before.get(note.id);
    if (old === note) continue;
    removeIds.push(note.id);
    if (old) put.push(old);
  }
  for (const old of track.notes) if (!after.has(old.id)) put.push(old);
  if (!removeIds.length && !put.length) return unchanged(doc);
  const next = { ...track, notes };
  return {
    document: { ...doc, tracks: doc.tracks.map((candidate) => (candidate === track ? next : candidate)) },
    inverse: { type: 'patchNotes', trackId: track.id, removeIds, put },
    changed: true,
  };
}
