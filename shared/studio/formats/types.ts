import type { Language } from '../../languages';
import type { Note, SongKey, TempoChange, TimeSignatureChange, TrackCurves } from '../document';

/** The file formats the studio reads; the first three it also writes. */
export const FILE_FORMATS = ['midi', 'musicxml', 'ust', 'ustx', 'svp', 'vpr'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/**
 * Why an import failed, as a code the renderer turns into a localized message:
 * - IMPORT_UNKNOWN_FORMAT: neither the name nor the content is a format we read.
 * - IMPORT_CORRUPTED: it claims to be a format we read but cannot be parsed.
 * - IMPORT_UNSUPPORTED: a valid file of a variant we do not read (SMPTE-timed MIDI, timewise MusicXML…).
 * - IMPORT_EMPTY: it has no notes.
 * - IMPORT_TOO_LARGE: it is beyond a project's limits (bytes, notes, length).
 */
export const IMPORT_ERROR_CODES = [
  'IMPORT_UNKNOWN_FORMAT',
  'IMPORT_CORRUPTED',
  'IMPORT_UNSUPPORTED',
  'IMPORT_EMPTY',
  'IMPORT_TOO_LARGE',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** The only error the importers throw. `detail` is for logs, not for users. */
export class ImportError extends Error {
  readonly code: ImportErrorCode;
  readonly detail: string | undefined;
  constructor(code: ImportErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ImportError';
    this.code = code;
    this.detail = detail;
  }
}

/**
 * What a file had that a project cannot hold, so the summary can say so (never dropped silently):
 * counts per feature.
 */
export type DroppedFeature =
  /** A peer's pitch curves or pitch bends beyond what maps onto our pitch curve. */
  | 'pitch_bends'
  /** Per-note pitch shapes (portamento curves, UTAU PBS/PBW). */
  | 'note_pitch_shapes'
  /** Parameter curves we have no lane for (tension, gender, MIDI controllers…). */
  | 'parameters'
  /** Notes sounding at once in one track (a voice sings one at a time); only one was kept. */
  | 'chords'
  /** Voices beyond the first of a MusicXML part. */
  | 'extra_voices'
  | 'grace_notes'
  /** Note velocities (our dynamics curve is per track). */
  | 'velocities'
  | 'vibrato'
  /** Audio tracks and parts. */
  | 'audio'
  /** Effects, plug-ins, singing styles and render settings. */
  | 'effects'
  /** Key changes after the first key signature (the song has one key). */
  | 'key_signatures'
  /** Notes outside the song's range (before tick 0, beyond the length limit or pitch 0–127). */
  | 'out_of_range_notes'
  /** Tracks beyond the project limit. */
  | 'tracks'
  /** Lyrics longer than a note's lyric may be (cut). */
  | 'long_lyrics';

export type ImportSummary = {
  format: FileFormat;
  trackCount: number;
  noteCount: number;
  /** Feature → how many items were dropped. */
  dropped: Partial<Record<DroppedFeature, number>>;
};

export type ImportWarningCode =
  /** Lyrics were read as Shift-JIS (not UTF-8). */
  | 'LYRICS_SHIFT_JIS'
  /** Tempos outside 20–400 BPM were clamped. */
  | 'TEMPO_CLAMPED'
  /** A time signature the project cannot hold was replaced by the nearest it can. */
  | 'TIME_SIGNATURE_CHANGED'
  /** Overlapping notes were shortened. */
  | 'NOTES_SHORTENED';

export type ImportWarning = { code: ImportWarningCode; count?: number };

/** A note as an importer reads it; ids are given when the track becomes part of a document. */
export type ImportedNote = Omit<Note, 'id'>;

export type ImportedTrack = {
  name: string;
  /** Index of the source track (MIDI track chunk, MusicXML part, SVP track…) for "choose tracks". */
  sourceIndex: number;
  /** The language the file says (VOCALOID, Synthesizer V), else guessed from the lyrics. */
  language?: Language;
  notes: ImportedNote[];
  curves: TrackCurves;
  mute?: boolean;
  solo?: boolean;
  gainDb?: number;
  pan?: number;
};

/** The pieces of a document an import yields, in the project's 480 ticks per quarter. */
export type ImportResult = {
  format: FileFormat;
  title?: string;
  tempos: TempoChange[];
  timeSignatures: TimeSignatureChange[];
  tracks: ImportedTrack[];
  /** The first key signature of the file, when it has one. */
  key?: SongKey;
  summary: ImportSummary;
  warnings: ImportWarning[];
};

export type ExportWarningCode =
  /** Characters the target encoding cannot hold (e.g. Hangul in Shift-JIS) were written as "?". */
  | 'LYRICS_NOT_ENCODABLE'
  /** Curves, vibrato, phonemes, mute/solo/gain/pan have no place in the format. */
  | 'PARAMETERS_NOT_EXPORTED';

export type ExportResult = { bytes: Uint8Array; warnings: Array<{ code: ExportWarningCode; count?: number }> };

/** Collects dropped features and warnings while an importer runs. */
export class ImportReport {
  readonly dropped: Partial<Record<DroppedFeature, number>> = {};
  readonly #warnings = new Map<ImportWarningCode, number>();

  drop(feature: DroppedFeature, count = 1): void {
    if (count > 0) this.dropped[feature] = (this.dropped[feature] ?? 0) + count;
  }

  warn(code: ImportWarningCode, count = 1): void {
    if (count > 0) this.#warnings.set(code, (this.#warnings.get(code) ?? 0) + count);
  }

  get warnings(): ImportWarning[] {
    return [...this.#warnings].map(([code, count]) => ({ code, count }));
  }
}
