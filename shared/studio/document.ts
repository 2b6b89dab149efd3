import { z } from 'zod/mini';
import { LANGUAGES } from '../languages';
import { CHARACTER_IDS } from './characters';
import {
  DOCUMENT_LIMITS,
  DYNAMICS_CURVE_DB,
  GAIN_DB_RANGE,
  PITCH_CURVE_CENTS,
  TEMPO_RANGE,
  TICKS_PER_QUARTER,
} from './limits';
import { cleanText } from './text';

/**
 * The project document: the single source of truth of a song. The editor changes it only through
 * commands, the voice renders from it, the project store saves it. Times are in ticks
 * (TICKS_PER_QUARTER per quarter note); a note's lyric and phonemes belong to the note, curves to
 * the track (as in OpenUtau and Synthesizer V).
 *
 * Growing the schema: bump DOCUMENT_SCHEMA_VERSION, keep the old shape's reader in migrations.ts
 * and add the step from it, so every saved project still opens.
 */
export const DOCUMENT_SCHEMA_VERSION = 3;

const tick = z.int().check(z.minimum(0), z.maximum(DOCUMENT_LIMITS.maxTick));
const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

export const tempoChangeSchema = z.object({
  tick,
  bpm: z.number().check(z.gte(TEMPO_RANGE.min), z.lte(TEMPO_RANGE.max)),
});
export type TempoChange = z.infer<typeof tempoChangeSchema>;

export const timeSignatureChangeSchema = z.object({
  /** Must fall on a bar line of the signature before it. */
  tick,
  numerator: z.int().check(z.minimum(1), z.maximum(32)),
  denominator: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8), z.literal(16), z.literal(32)]),
});
export type TimeSignatureChange = z.infer<typeof timeSignatureChangeSchema>;

export const SCALE_NAMES = ['major', 'minor'] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

/** The song's key, for the piano roll's scale highlighting and the key signature of exports (v2). */
export const songKeySchema = z.object({
  /** Pitch class of the tonic: 0 = C … 11 = B. */
  tonic: z.int().check(z.minimum(0), z.maximum(11)),
  scale: z.enum(SCALE_NAMES),
});
export type SongKey = z.infer<typeof songKeySchema>;

/** The transport's loop region (v2); kept while disabled so that turning it on again finds it. */
export const loopRegionSchema = z
  .object({ enabled: z.boolean(), startTick: tick, endTick: tick })
  .check(z.refine((loop) => loop.endTick > loop.startTick, { message: 'A loop must end after it starts.' }));
export type LoopRegion = z.infer<typeof loopRegionSchema>;

export const vibratoSchema = z.object({
  /** Peak deviation in cents. */
  depth: z.number().check(z.gte(0), z.lte(200)),
  /** Cycles per second. */
  rate: z.number().check(z.gte(0.1), z.lte(12)),
  /** Milliseconds after the note start before the vibrato starts to fade in. */
  delay: z.number().check(z.gte(0), z.lte(10_000)),
});
export type Vibrato = z.infer<typeof vibratoSchema>;

export const noteSchema = z.object({
  id,
  tick,
  duration: z.int().check(z.minimum(1), z.maximum(DOCUMENT_LIMITS.maxTick)),
  /** MIDI note number: 60 = C4, 69 = A4. */
  pitch: z.int().check(z.minimum(0), z.maximum(127)),
  lyric: cleanText(DOCUMENT_LIMITS.maxLyricLength),
  /** Space-separated phonemes that replace what the phonemizer would make of the lyric. */
  phonemes: z.optional(cleanText(DOCUMENT_LIMITS.maxPhonemesLength)),
  /** Absent: the character's own vibrato style. */
  vibrato: z.optional(vibratoSchema),
  /** Length in milliseconds of the pitch glide into this note from the previous one; absent: the default. */
  portamento: z.optional(z.number().check(z.gte(0), z.lte(1_000))),
});
export type Note = z.infer<typeof noteSchema>;

export const curvePointSchema = z.object({ tick, value: z.number() });
export type CurvePoint = z.infer<typeof curvePointSchema>;

function curve(min: number, max: number) {
  return z
    .array(z.object({ tick, value: z.number().check(z.gte(min), z.lte(max)) }))
    .check(
      z.maxLength(DOCUMENT_LIMITS.maxCurvePointsPerTrack),
      z.refine(isSortedByTick, { message: 'Curve points must be in order.' }),
    );
}

/** Parameter curves of a track: points sorted by tick, linearly interpolated, absent = neutral. */
export const trackCurvesSchema = z.object({
  /** Deviation from the notes' pitch, in cents. */
  pitch: curve(PITCH_CURVE_CENTS.min, PITCH_CURVE_CENTS.max),
  /** Loudness offset in dB. */
  dynamics: curve(DYNAMICS_CURVE_DB.min, DYNAMICS_CURVE_DB.max),
  /** Added breath noise, 0 (none) to 1. */
  breathiness: curve(0, 1),
});
export type TrackCurves = z.infer<typeof trackCurvesSchema>;
export type CurveName = keyof TrackCurves;
export const CURVE_NAMES: CurveName[] = ['pitch', 'dynamics', 'breathiness'];

export const trackSchema = z
  .object({
    id,
    name: cleanText(DOCUMENT_LIMITS.maxTrackNameLength),
    kind: z.literal('voice'),
    characterId: z.enum(CHARACTER_IDS),
    language: z.enum(LANGUAGES),
    mute: z.boolean(),
    solo: z.boolean(),
    gainDb: z.number().check(z.gte(GAIN_DB_RANGE.min), z.lte(GAIN_DB_RANGE.max)),
    /** -1 (left) to 1 (right). */
    pan: z.number().check(z.gte(-1), z.lte(1)),
    /** Sorted by tick; notes of one track do not overlap. */
    notes: z.array(noteSchema),
    curves: trackCurvesSchema,
  })
  .check(
    z.refine((track) => curvePointCount(track.curves) <= DOCUMENT_LIMITS.maxCurvePointsPerTrack, {
      message: `A track holds at most ${DOCUMENT_LIMITS.maxCurvePointsPerTrack} curve points.`,
    }),
  );
export type Track = z.infer<typeof trackSchema>;

const seconds = z.number().check(z.gte(0), z.lte(DOCUMENT_LIMITS.maxAudioSeconds));

/**
 * A stretch of a stored recording placed in the song (v3): which recording (`audioId`, the
 * server's clip id), where it starts (`tick`), which part of it plays (from `offset` seconds into
 * the recording, for `duration` seconds), its level and its fades.
 */
export const audioClipSchema = z
  .object({
    id,
    audioId: id,
    name: cleanText(DOCUMENT_LIMITS.maxTrackNameLength),
    tick,
    /** Seconds of the whole recording. */
    sourceDuration: seconds,
    offset: seconds,
    duration: seconds,
    gainDb: z.number().check(z.gte(GAIN_DB_RANGE.min), z.lte(GAIN_DB_RANGE.max)),
    fadeIn: seconds,
    fadeOut: seconds,
  })
  .check(
    z.refine((clip) => clip.duration > 0 && clip.offset + clip.duration <= clip.sourceDuration + 1e-6, {
      message: 'A clip plays a part of its recording.',
    }),
    z.refine((clip) => clip.fadeIn + clip.fadeOut <= clip.duration + 1e-6, {
      message: "A clip's fades fit in it.",
    }),
  );
export type AudioClip = z.infer<typeof audioClipSchema>;

/** A track of recordings (v3): a backing track, a take, the voice changer's output. */
export const audioTrackSchema = z.object({
  id,
  name: cleanText(DOCUMENT_LIMITS.maxTrackNameLength),
  kind: z.literal('audio'),
  mute: z.boolean(),
  solo: z.boolean(),
  gainDb: z.number().check(z.gte(GAIN_DB_RANGE.min), z.lte(GAIN_DB_RANGE.max)),
  pan: z.number().check(z.gte(-1), z.lte(1)),
  /** Sorted by tick. */
  clips: z.array(audioClipSchema).check(z.maxLength(DOCUMENT_LIMITS.maxClipsPerTrack)),
});
export type AudioTrack = z.infer<typeof audioTrackSchema>;

export const projectDocumentSchema = z
  .object({
    schemaVersion: z.literal(DOCUMENT_SCHEMA_VERSION),
    title: cleanText(DOCUMENT_LIMITS.maxTitleLength, 1),
    ticksPerQuarter: z.literal(TICKS_PER_QUARTER),
    /** Sorted by tick, the first at tick 0. */
    tempos: z.array(tempoChangeSchema).check(z.minLength(1), z.maxLength(DOCUMENT_LIMITS.maxTempoChanges)),
    /** Sorted by tick, the first at tick 0. */
    timeSignatures: z
      .array(timeSignatureChangeSchema)
      .check(z.minLength(1), z.maxLength(DOCUMENT_LIMITS.maxTimeSignatureChanges)),
    tracks: z.array(trackSchema).check(z.maxLength(DOCUMENT_LIMITS.maxTracks)),
    /** The audio tracks, under the voice tracks (v3). */
    audioTracks: z.array(audioTrackSchema).check(z.maxLength(DOCUMENT_LIMITS.maxTracks)),
    key: songKeySchema,
    loop: loopRegionSchema,
  })
  .check(
    z.refine((doc) => doc.tempos[0]?.tick === 0 && doc.timeSignatures[0]?.tick === 0, {
      message: 'The first tempo and time signature must start at tick 0.',
    }),
    z.refine((doc) => isSortedByTick(doc.tempos) && isSortedByTick(doc.timeSignatures), {
      message: 'Tempo and time-signature changes must be in order.',
    }),
    z.refine((doc) => doc.tracks.every((track) => notesInOrderWithoutOverlap(track.notes)), {
      message: 'Notes must be in order and must not overlap.',
    }),
    z.refine((doc) => doc.tracks.every((track) => hasUniqueNoteIds(track.notes)), {
      message: 'Note ids must be unique within a track.',
    }),
    z.refine(
      (doc) => {
        const ids = [...doc.tracks, ...doc.audioTracks].map((track) => track.id);
        return new Set(ids).size === ids.length;
      },
      { message: 'Track ids must be unique.' },
    ),
  );
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

function notesInOrderWithoutOverlap(notes: ReadonlyArray<{ tick: number; duration: number }>): boolean {
  for (let index = 1; index < notes.length; index += 1) {
    const previous = notes[index - 1]!;
    if (notes[index]!.tick < previous.tick + previous.duration) return false;
  }
  return true;
}

/** Edits name a note by its track and its id, so ids are unique within a track (tracks may reuse them). */
function hasUniqueNoteIds(notes: ReadonlyArray<{ id: string }>): boolean {
  return new Set(notes.map((note) => note.id)).size === notes.length;
}

function curvePointCount(curves: Record<string, ReadonlyArray<unknown>>): number {
  return Object.values(curves).reduce((sum, points) => sum + points.length, 0);
}

function isSortedByTick(items: ReadonlyArray<{ tick: number }>): boolean {
  for (let index = 1; index < items.length; index += 1) {
    if (items[index]!.tick < items[index - 1]!.tick) return false;
  }
  return true;
}

/** Counts that the project list shows and the limits check. */
/** Voice and audio tracks together: what the plan's track quota counts. */
export function trackCountOf(
  doc: Pick<ProjectDocument, 'tracks'> & Partial<Pick<ProjectDocument, 'audioTracks'>>,
): number {
  return doc.tracks.length + (doc.audioTracks?.length ?? 0);
}

export function documentStats(doc: ProjectDocument): { trackCount: number; noteCount: number; characterIds: string[] } {
  return {
    trackCount: trackCountOf(doc),
    noteCount: doc.tracks.reduce((sum, track) => sum + track.notes.length, 0),
    characterIds: [...new Set(doc.tracks.map((track) => track.characterId))],
  };
}
