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
 * - IMPORT_TOO_LARGE: it is beyond a project's or an import's limits (bytes, unpacked bytes, notes,
 *   elements, nodes), counted while it is decoded.
 * - IMPORT_TIMED_OUT, IMPORT_FAILED: the studio's import worker ran out of time or died (never thrown
 *   by the importers themselves; they stop a hostile file by counting).
 */
export const IMPORT_ERROR_CODES = [
  'IMPORT_UNKNOWN_FORMAT',
  'IMPORT_CORRUPTED',
  'IMPORT_UNSUPPORTED',
  'IMPORT_EMPTY',
  'IMPORT_TOO_LARGE',
  'IMPORT_TIMED_OUT',
  'IMPORT_FAILED',
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
 * What a file had that a project cannot hold, so the summary can say so (never dropped silently),
 * counted per feature:
 * - pitch_bends: a peer's pitch curves or pitch bends beyond what maps onto our pitch curve;
 * - note_pitch_shapes: per-note pitch shapes (portamento curves, UTAU PBS/PBW);
 * - parameters: curves we have no lane for (tension, gender, MIDI controllers…), note attributes;
 * - chords: notes sounding at once in one track (a voice sings one at a time; one was kept);
 * - extra_voices: voices beyond the first of a MusicXML part; grace_notes;
 * - velocities: note velocities (our dynamics curve is per track); vibrato;
 * - audio: audio tracks and parts; effects: effects, plug-ins, singing styles, flags;
 * - key_signatures: key changes after the first key (the song has one key);
 * - out_of_range_notes: before tick 0, beyond the length limit or outside pitch 0–127;
 * - tracks: tracks beyond the project limit; long_lyrics: lyrics cut to the lyric limit;
 * - other_verses: lyrics of MusicXML verses after the first (verse 1 is sung);
 * - breath_notes: UTAU/OpenUtau breath and rest notes ("R", "br", "息") that are not sung.
 */
export const DROPPED_FEATURES = [
  'pitch_bends',
  'note_pitch_shapes',
  'parameters',
  'chords',
  'extra_voices',
  'grace_notes',
  'velocities',
  'vibrato',
  'audio',
  'effects',
  'key_signatures',
  'out_of_range_notes',
  'tracks',
  'long_lyrics',
  'other_verses',
  'breath_notes',
] as const;
export type DroppedFeature = (typeof DROPPED_FEATURES)[number];

/**
 * What was imported but changed on the way, counted per kind:
 * - phonetic_hints: OpenUtau hints ("word[w er d]") that became the note's phonemes;
 * - lyric_affixes: editor notation around a lyric (UTAU VCV prefixes "a か", pitch suffixes "ど_B3")
 *   that was removed;
 * - melismas: notes without a syllable inside a slurred or hyphenated word that hold the syllable
 *   before them ("+");
 * - karaoke_lyrics: karaoke (.kar) text events read as lyrics.
 */
export const CHANGED_FEATURES = ['phonetic_hints', 'lyric_affixes', 'melismas', 'karaoke_lyrics'] as const;
export type ChangedFeature = (typeof CHANGED_FEATURES)[number];

export type ImportSummary = {
  format: FileFormat;
  trackCount: number;
  noteCount: number;
  /** Feature → how many items were dropped. */
  dropped: Partial<Record<DroppedFeature, number>>;
  /** Feature → how many items were imported in a changed form. */
  changed: Partial<Record<ChangedFeature, number>>;
};

/**
 * Notices about an import that succeeded: text read in a legacy encoding (named by the file or
 * its byte-order mark, or guessed: then the lyrics should be checked); tempos outside 20–400 BPM
 * clamped; a time signature the project cannot hold replaced by the nearest; overlapping notes
 * shortened; a file cut short or with bytes after its end, read as far as it is valid; a pickup
 * bar filled with a rest in front so bar lines stay where the score has them.
 */
export const IMPORT_WARNING_CODES = [
  'TEXT_ENCODING',
  'TEXT_ENCODING_GUESSED',
  'TEMPO_CLAMPED',
  'TIME_SIGNATURE_CHANGED',
  'NOTES_SHORTENED',
  'FILE_TRUNCATED',
  'PICKUP_PADDED',
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

export type ImportWarning = { code: ImportWarningCode; count?: number; encoding?: string };

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

/**
 * Notices about an export: characters the target encoding cannot hold (Hangul in Shift-JIS) were
 * written as "?"; curves, vibrato, phonemes and mixer settings have no place in the format.
 */
export const EXPORT_WARNING_CODES = ['LYRICS_NOT_ENCODABLE', 'PARAMETERS_NOT_EXPORTED'] as const;
export type ExportWarningCode = (typeof EXPORT_WARNING_CODES)[number];

export type ExportResult = { bytes: Uint8Array; warnings: Array<{ code: ExportWarningCode; count?: number }> };

/** Collects dropped features and warnings while an importer runs. */
export class ImportReport {
  readonly dropped: Partial<Record<DroppedFeature, number>> = {};
  readonly changed: Partial<Record<ChangedFeature, number>> = {};
  readonly #warnings = new Map<string, ImportWarning>();

  drop(feature: DroppedFeature, count = 1): void {
    if (count > 0) this.dropped[feature] = (this.dropped[feature] ?? 0) + count;
  }

  change(feature: ChangedFeature, count = 1): void {
    if (count > 0) this.changed[feature] = (this.changed[feature] ?? 0) + count;
  }

  warn(code: ImportWarningCode, count = 1): void {
    if (count <= 0) return;
    const found = this.#warnings.get(code);
    this.#warnings.set(code, { code, count: (found?.count ?? 0) + count });
  }

  /**
   * The encoding text was read in, when it is a legacy one (once per encoding); a Latin-1 charset
   * the file declares itself needs no notice.
   */
  encoding(decoded: { encoding: string; certain: boolean }): void {
    if (decoded.encoding.startsWith('utf-') || (decoded.certain && decoded.encoding === 'windows-1252')) return;
    const code: ImportWarningCode = decoded.certain ? 'TEXT_ENCODING' : 'TEXT_ENCODING_GUESSED';
    const key = `${code}:${decoded.encoding}`;
    const found = this.#warnings.get(key);
    this.#warnings.set(key, { code, count: (found?.count ?? 0) + 1, encoding: decoded.encoding });
  }

  get warnings(): ImportWarning[] {
    return [...this.#warnings.values()];
  }
}
