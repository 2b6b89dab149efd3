import type { ProjectDocument, TempoChange } from '../document';
import { tickToSeconds } from '../time';

/** Tick → seconds over a song's tempo map, as the voice engine asks it (the studio's time helpers do the work). */
export interface TempoMap {
  seconds(tick: number): number;
}

export function createTempoMap(tempos: readonly TempoChange[]): TempoMap {
  const changes = tempos.length > 0 ? tempos : [{ tick: 0, bpm: 120 }];
  return { seconds: (tick) => tickToSeconds(changes, tick) };
}

/** The end of the song in seconds: the last note's or audio clip's end over all tracks. */
export function songDuration(document: ProjectDocument, tempo: TempoMap = createTempoMap(document.tempos)): number {
  let end = 0;
  for (const track of document.tracks) {
    for (const note of track.notes) end = Math.max(end, tempo.seconds(note.tick + note.duration));
  }
  for (const track of document.audioTracks ?? []) {
    for (const clip of track.clips) end = Math.max(end, tempo.seconds(clip.tick) + clip.duration);
  }
  return end;
}
