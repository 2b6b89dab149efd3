import type { Note, ProjectDocument, Track } from './document';
import { DOCUMENT_LIMITS } from './limits';
import { isCleanText, stripControlCharacters } from './text';

/**
 * Helpers over one track's notes for the editor: ordering, the overlap rule, hit tests, selection
 * and lyric clean-up. All pure; notes are never changed in place.
 */

/** End tick (exclusive) of a note. */
export function noteEnd(note: Pick<Note, 'tick' | 'duration'>): number {
  return note.tick + note.duration;
}

/** Notes in document order: by start tick, then by pitch. */
export function compareNotes(a: Note, b: Note): number {
  return a.tick - b.tick || a.pitch - b.pitch;
}

/**
 * The overlap rule. Notes of one track never overlap (the voice sings one note at a time; Synthesizer
 * V and OpenUtau mark overlaps as errors and sing the earlier note only up to the later one's
 * start). After an edit:
 * 1. The notes just edited (`edited`) win over the others: a note the edit did not touch loses the
 *    part an edited note covers — it keeps its first uncovered part and disappears if none is left.
 * 2. Among themselves (and among all notes when `edited` is empty) a note is cut to end where the
 *    next one starts; of two that start on the same tick the higher one stays.
 * The result is sorted by start tick.
 */
export function resolveOverlaps(notes: readonly Note[], edited: ReadonlySet<string> = new Set()): Note[] {
  const winners: Note[] = [];
  const others: Note[] = [];
  for (const note of notes) (edited.size === 0 || edited.has(note.id) ? winners : others).push(note);
  const cut = cutAtNextStart(winners.sort(compareNotes));
  if (!others.length) return cut;
  const ends = cut.map(noteEnd);
  const result = [...cut];
  for (const note of others) {
    const end = noteEnd(note);
    // First edited note that ends after this one starts (edited notes no longer overlap, so ends are sorted).
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ends[middle]! <= note.tick) low = middle + 1;
      else high = middle;
    }
    let cursor = note.tick;
    let pieceEnd = end;
    for (let index = low; index < cut.length && cut[index]!.tick < end; index += 1) {
      const winner = cut[index]!;
      if (winner.tick > cursor) {
        pieceEnd = winner.tick;
        break;
      }
      cursor = Math.max(cursor, ends[index]!);
    }
    if (cursor >= pieceEnd) continue;
    result.push(
      cursor === note.tick && pieceEnd === end ? note : { ...note, tick: cursor, duration: pieceEnd - cursor },
    );
  }
  return result.sort(compareNotes);
}

function cutAtNextStart(sorted: Note[]): Note[] {
  const result: Note[] = [];
  for (const note of sorted) {
    let previous = result[result.length - 1];
    while (previous && previous.tick === note.tick) {
      result.pop();
      previous = result[result.length - 1];
    }
    if (previous && noteEnd(previous) > note.tick) {
      result[result.length - 1] = { ...previous, duration: note.tick - previous.tick };
    }
    result.push(note);
  }
  return result;
}

/** Index of the first note (or point) that starts at or after `tick` (binary search; sorted by tick). */
export function lowerBound(notes: readonly { tick: number }[], tick: number): number {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (notes[middle]!.tick < tick) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The note under a point of the piano roll (tick inside it and the same pitch), or undefined. */
export function noteAt(notes: readonly Note[], tick: number, pitch: number): Note | undefined {
  const index = lowerBound(notes, tick + 1) - 1;
  const note = notes[index];
  return note && note.pitch === pitch && noteEnd(note) > tick ? note : undefined;
}

/** Notes that touch a tick range and a pitch range (inclusive pitches), for marquee selection and drawing. */
export function notesInRange(
  notes: readonly Note[],
  fromTick: number,
  toTick: number,
  lowPitch = 0,
  highPitch = 127,
): Note[] {
  const result: Note[] = [];
  // Notes never overlap, so only the one note before fromTick can reach into the range.
  for (let index = Math.max(0, lowerBound(notes, fromTick) - 1); index < notes.length; index += 1) {
    const note = notes[index]!;
    if (note.tick >= toTick) break;
    if (noteEnd(note) > fromTick && note.pitch >= lowPitch && note.pitch <= highPitch) result.push(note);
  }
  return result;
}

/** Ids of every note of a track (select all). */
export function allNoteIds(track: Pick<Track, 'notes'>): string[] {
  return track.notes.map((note) => note.id);
}

/** The note after (`step` 1) or before (-1) the one with `id`, for Tab / Shift+Tab in the lyric editor. */
export function neighbourNote(track: Pick<Track, 'notes'>, id: string, step: 1 | -1): Note | undefined {
  const index = track.notes.findIndex((note) => note.id === id);
  return index < 0 ? undefined : track.notes[index + step];
}

/** The selected notes in order, ignoring unknown ids. */
export function selectedNotes(track: Pick<Track, 'notes'>, ids: Iterable<string>): Note[] {
  const wanted = new Set(ids);
  return track.notes.filter((note) => wanted.has(note.id));
}

export function findTrack(doc: ProjectDocument, trackId: string): Track | undefined {
  return doc.tracks.find((track) => track.id === trackId);
}

/** The last tick any note of the song reaches (0 for an empty song). */
export function songEndTick(doc: ProjectDocument): number {
  let end = 0;
  for (const track of doc.tracks) {
    const last = track.notes[track.notes.length - 1];
    if (last) end = Math.max(end, noteEnd(last));
  }
  return end;
}

/** A lyric made safe for the document: control characters removed, trimmed, at most the lyric limit (whole characters). */
export function cleanLyric(text: string): string {
  const cleaned = stripControlCharacters(text).trim();
  let result = '';
  for (const character of cleaned) {
    if (!isCleanText(character)) continue;
    if (result.length + character.length > DOCUMENT_LIMITS.maxLyricLength) break;
    result += character;
  }
  return result;
}

/** Makes ids for new notes and tracks; injectable so tests and collaborative sessions control them. */
export type IdGenerator = () => string;

/** Ids `prefix1`, `prefix2`, … skipping any already in `taken`. */
export function sequentialIds(prefix = 'n', taken: Iterable<string> = []): IdGenerator {
  const used = new Set(taken);
  let counter = 0;
  return () => {
    let id: string;
    do {
      counter += 1;
      id = `${prefix}${counter}`;
    } while (used.has(id));
    used.add(id);
    return id;
  };
}

/** Random ids (12 base-36 characters with a per-session counter), unique within a session. */
export function randomIds(prefix = ''): IdGenerator {
  let counter = 0;
  return () => {
    counter += 1;
    const random = Math.floor(Math.random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
    return `${prefix}${random}${counter.toString(36).padStart(4, '0')}`;
  };
}

/** Every note and track id of a document, to seed an id generator. */
export function documentIds(doc: ProjectDocument): string[] {
  return doc.tracks.flatMap((track) => [track.id, ...track.notes.map((note) => note.id)]);
}
