import { AUDIO_TRACK_COMMANDS } from './audio-track-commands';
import { type ApplyResult, type CommandHandlers, type CommandOf, unchanged } from './command-result';
import { CURVE_COMMANDS } from './curve-commands';
import type {
  AudioClip,
  AudioTrack,
  CurveName,
  CurvePoint,
  Note,
  ProjectDocument,
  SongKey,
  TempoChange,
  TimeSignatureChange,
  Track,
  Vibrato,
} from './document';
import { NOTE_COMMANDS } from './note-commands';
import { SONG_COMMANDS } from './song-commands';
import type { SnapDivision } from './time';
import { TRACK_COMMANDS } from './track-commands';

/**
 * Every edit of a document is a command: a plain JSON object (so it can be logged, sent to a
 * worker or replayed). `applyCommand` returns the new document — the old one is never changed;
 * tracks, notes and maps an edit does not touch are shared — and the command that undoes it.
 */

/** Changes to one note; `null` removes an optional field. */
export type NotePatch = {
  id: string;
  tick?: number;
  duration?: number;
  pitch?: number;
  lyric?: string;
  phonemes?: string | null;
  vibrato?: Vibrato | null;
  portamento?: number | null;
};

export type TrackPatch = Partial<Pick<Track, 'name' | 'characterId' | 'language' | 'mute' | 'solo' | 'gainDb' | 'pan'>>;

export type AudioTrackPatch = Partial<Pick<AudioTrack, 'name' | 'mute' | 'solo' | 'gainDb' | 'pan'>>;
/** Where a clip sits and which part of its recording plays, how loud, with which fades. */
export type AudioClipPatch = Partial<
  Pick<AudioClip, 'name' | 'tick' | 'offset' | 'duration' | 'gainDb' | 'fadeIn' | 'fadeOut'>
>;

export type Command =
  /** New notes (with their ids); notes they cover give way (see resolveOverlaps). */
  | { type: 'addNotes'; trackId: string; notes: Note[] }
  | { type: 'deleteNotes'; trackId: string; noteIds: string[] }
  /** Moves notes together in time and pitch; the delta is limited so the group stays in range. */
  | { type: 'moveNotes'; trackId: string; noteIds: string[]; deltaTick: number; deltaPitch: number }
  /** Moves the start or the end edge of notes; a note keeps at least one tick. */
  | { type: 'resizeNotes'; trackId: string; noteIds: string[]; edge: 'start' | 'end'; delta: number }
  /** Sets fields of notes to given values (a drag that knows absolute positions, the note inspector). */
  | { type: 'updateNotes'; trackId: string; patches: NotePatch[] }
  | { type: 'setLyrics'; trackId: string; lyrics: Array<{ id: string; lyric: string }> }
  /** Overrides the phonemes of a note; null returns to the phonemizer's. */
  | { type: 'setPhonemes'; trackId: string; noteId: string; phonemes: string | null }
  | { type: 'transposeNotes'; trackId: string; noteIds: string[]; semitones: number }
  /** Moves starts onto the snap grid (notes keep their lengths), and with `lengths` the ends too. */
  | { type: 'quantizeNotes'; trackId: string; noteIds: string[]; division: SnapDivision; lengths: boolean }
  /** Splits a note at a tick inside it; the right part gets `newId` and the lyric "+" (it continues the vowel). */
  | { type: 'splitNote'; trackId: string; noteId: string; atTick: number; newId: string }
  /** Joins each run of neighbouring selected notes into its first note (its pitch and lyric). */
  | { type: 'mergeNotes'; trackId: string; noteIds: string[] }
  /** Exact replacement of notes without the overlap rule: what undo of a note edit uses. */
  | { type: 'patchNotes'; trackId: string; removeIds: string[]; put: Note[] }
  | { type: 'addTrack'; track: Track; index?: number }
  | { type: 'removeTrack'; trackId: string }
  | { type: 'moveTrack'; trackId: string; toIndex: number }
  | { type: 'updateTrack'; trackId: string; changes: TrackPatch }
  | { type: 'addAudioTrack'; track: AudioTrack; index?: number }
  | { type: 'removeAudioTrack'; trackId: string }
  | { type: 'updateAudioTrack'; trackId: string; changes: AudioTrackPatch }
  /** A recording placed on an audio track (kept within its ranges). */
  | { type: 'addClip'; trackId: string; clip: AudioClip }
  /** Moves, trims, fades or sets the level of a clip. */
  | { type: 'updateClip'; trackId: string; clipId: string; changes: AudioClipPatch }
  | { type: 'removeClip'; trackId: string; clipId: string }
  | { type: 'setTitle'; title: string }
  /** Adds a tempo change at a tick or replaces the one there. */
  | { type: 'setTempo'; tick: number; bpm: number }
  /** Removes the tempo change at a tick (never the first). */
  | { type: 'removeTempo'; tick: number }
  /** Adds or replaces a time signature at the bar line at or before `tick`. */
  | { type: 'setTimeSignature'; tick: number; numerator: number; denominator: TimeSignatureChange['denominator'] }
  | { type: 'removeTimeSignature'; tick: number }
  | { type: 'setTempoMap'; tempos: TempoChange[] }
  | { type: 'setTimeSignatureMap'; timeSignatures: TimeSignatureChange[] }
  /** Pencil: the points replace the curve's points between the first and the last of them. */
  | { type: 'drawCurve'; trackId: string; curve: CurveName; points: CurvePoint[] }
  /** Line tool: a straight segment from one point to another (the curve is linearly interpolated). */
  | { type: 'drawCurveLine'; trackId: string; curve: CurveName; from: CurvePoint; to: CurvePoint }
  /** Removes the points in a range; the curve returns to neutral (0) there. */
  | { type: 'eraseCurve'; trackId: string; curve: CurveName; fromTick: number; toTick: number }
  | { type: 'setCurve'; trackId: string; curve: CurveName; points: CurvePoint[] }
  /** The song's key (scale highlighting, export key signature). */
  | { type: 'setKey'; key: SongKey }
  /** Changes the loop region; the end is kept after the start. */
  | { type: 'setLoop'; enabled?: boolean; startTick?: number; endTick?: number }
  /** Several commands as one step. */
  | { type: 'batch'; commands: Command[] };

export type CommandType = Command['type'];

/** Every command's handler by its type. */
const HANDLERS: CommandHandlers<CommandType> = {
  ...NOTE_COMMANDS,
  ...TRACK_COMMANDS,
  ...AUDIO_TRACK_COMMANDS,
  ...SONG_COMMANDS,
  ...CURVE_COMMANDS,
  batch: applyBatch,
};

/** Applies a command; never mutates `doc`, never throws on unknown ids (they change nothing). */
export function applyCommand(doc: ProjectDocument, command: Command): ApplyResult {
  // A command read from outside may name no known type (nor one of an object's own keys).
  if (!Object.hasOwn(HANDLERS, command.type)) return unchanged(doc);
  const handler = HANDLERS[command.type] as (doc: ProjectDocument, command: Command) => ApplyResult;
  return handler(doc, command);
}

/** Several commands as one step: undone together, in reverse order. */
function applyBatch(doc: ProjectDocument, command: CommandOf<'batch'>): ApplyResult {
  let current = doc;
  const inverses: Command[] = [];
  for (const step of command.commands) {
    const result = applyCommand(current, step);
    if (!result.changed) continue;
    current = result.document;
    inverses.unshift(result.inverse);
  }
  if (!inverses.length) return unchanged(doc);
  return {
    document: current,
    inverse: inverses.length === 1 ? inverses[0]! : { type: 'batch', commands: inverses },
    changed: true,
  };
}
