import type { ProjectDocument } from './document';

/** A note of a song's outline: [tick, duration, pitch]. */
export type OutlineNote = [number, number, number];

/** How many notes of a song's opening the project list keeps to draw its cover. */
export const OUTLINE_NOTES = 32;

/**
 * The opening of a song as the project browser draws it on the project's cover: its first notes in
 * time over every track (muted ones included: the cover shows what was written, not what plays).
 */
export function songOutline(document: ProjectDocument, limit = OUTLINE_NOTES): OutlineNote[] {
  return document.tracks
    .flatMap((track) => track.notes.map((note): OutlineNote => [note.tick, note.duration, note.pitch]))
    .sort((a, b) => a[0] - b[0] || b[2] - a[2])
    .slice(0, limit);
}
