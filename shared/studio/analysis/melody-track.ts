import type { Language } from '../../languages';
import { blankTrack } from '../blank-document';
import type { CharacterId } from '../characters';
import type { Note, ProjectDocument, Track } from '../document';
import { DEFAULT_LYRIC } from '../formats/to-document';
import { DOCUMENT_LIMITS } from '../limits';
import { type IdGenerator, noteEnd } from '../notes';
import { type SnapDivision, secondsToTick, snapStep, snapTick, tickToSeconds } from '../time';
import type { MelodyNote } from './melody';

export interface MelodyTrackOptions {
  trackId: string;
  name: string;
  characterId: CharacterId;
  language: Language;
  /** Where the audio's first second lands in the song (the playhead). */
  atTick: number;
  /** The grid the notes' starts and ends move onto; 'off' keeps them where they were sung. */
  snap: SnapDivision;
  ids: IdGenerator;
}

/**
 * A transcribed melody as a new voice track: each note placed by the song's tempo map from the
 * playhead, optionally quantized (no note lost to the grid), with a placeholder lyric in the
 * track's language.
 */
export function melodyTrack(
  document: Pick<ProjectDocument, 'tempos' | 'timeSignatures'>,
  melody: readonly MelodyNote[],
  options: MelodyTrackOptions,
): Track {
  const origin = tickToSeconds(document.tempos, options.atTick);
  const shortest = options.snap === 'off' ? 1 : snapStep(options.snap);
  const snap = (tick: number) => snapTick(tick, options.snap, document.timeSignatures);
  const notes: Note[] = [];
  for (const note of melody) {
    // On a grid coarser than the singing, two notes can land on one line: the later one takes the next.
    const previous = notes[notes.length - 1];
    const sung = snap(secondsToTick(document.tempos, origin + note.onset));
    const start = previous && sung <= previous.tick ? previous.tick + shortest : sung;
    const end = Math.max(start + shortest, snap(secondsToTick(document.tempos, origin + note.offset)));
    if (end > DOCUMENT_LIMITS.maxTick || notes.length >= DOCUMENT_LIMITS.maxNotes) break;
    if (previous && noteEnd(previous) > start) previous.duration = start - previous.tick;
    const pitch = Math.min(127, Math.max(0, Math.round(note.pitch)));
    notes.push({
      id: options.ids(),
      tick: start,
      duration: end - start,
      pitch,
      lyric: DEFAULT_LYRIC[options.language],
    });
  }
  return {
    ...blankTrack({
      id: options.trackId,
      name: options.name,
      characterId: options.characterId,
      language: options.language,
    }),
    notes,
  };
}
