import type { Language } from '../languages';
import { type CharacterId, findCharacter } from './characters';
import { DOCUMENT_SCHEMA_VERSION, type LoopRegion, type ProjectDocument, type SongKey, type Track } from './document';
import { TICKS_PER_QUARTER } from './limits';

export const DEFAULT_TEMPO_BPM = 120;
/** C major. */
export const DEFAULT_KEY: SongKey = { tonic: 0, scale: 'major' };
/** The first four bars of 4/4, switched off. */
export const DEFAULT_LOOP: LoopRegion = { enabled: false, startTick: 0, endTick: TICKS_PER_QUARTER * 16 };

/** A voice track with no notes, singing in the character's language unless another is given. */
export function blankTrack(options: {
  id: string;
  name: string;
  characterId: CharacterId;
  language?: Language;
}): Track {
  return {
    id: options.id,
    name: options.name,
    kind: 'voice',
    characterId: options.characterId,
    language: options.language ?? findCharacter(options.characterId)?.language ?? 'en',
    mute: false,
    solo: false,
    gainDb: 0,
    pan: 0,
    notes: [],
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
}

/** A new song: 120 BPM, 4/4, one empty track for the given character, in `language` (the character's by default). */
export function blankDocument(options: {
  title: string;
  characterId: CharacterId;
  trackName: string;
  language?: Language;
}): ProjectDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title: options.title,
    ticksPerQuarter: TICKS_PER_QUARTER,
    tempos: [{ tick: 0, bpm: DEFAULT_TEMPO_BPM }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    key: { ...DEFAULT_KEY },
    loop: { ...DEFAULT_LOOP },
    tracks: [
      blankTrack({
        id: 'track-1',
        name: options.trackName,
        characterId: options.characterId,
        language: options.language,
      }),
    ],
    audioTracks: [],
  };
}
