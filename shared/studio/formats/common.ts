import Encoding from 'encoding-japanese';
import type { Language } from '../../languages';
import type { Note, SongKey, TempoChange, TimeSignatureChange, TrackCurves } from '../document';
import {
  DOCUMENT_LIMITS,
  DYNAMICS_CURVE_DB,
  GAIN_DB_RANGE,
  PITCH_CURVE_CENTS,
  TEMPO_RANGE,
  TICKS_PER_QUARTER,
} from '../limits';
import { cleanLyric, resolveOverlaps } from '../notes';
import { stripControlCharacters } from '../text';
import { barTicks } from '../time';
import {
  type FileFormat,
  ImportError,
  type ImportedNote,
  type ImportedTrack,
  ImportReport,
  type ImportResult,
} from './types';

/** UTF-8 bytes of a text. */
export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
  }
  return bytes;
}

/** Shift-JIS bytes of a text; characters it cannot hold become "?" and are counted. */
export function encodeShiftJis(text: string): { bytes: number[]; unencodable: number } {
  const bytes = Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });
  const questionMarks = (value: ArrayLike<number>) =>
    Array.prototype.filter.call(value, (code) => code === 0x3f).length;
  return { bytes, unencodable: Math.max(0, questionMarks(bytes) - questionMarks(Encoding.stringToCode(text))) };
}

export function startsWith(bytes: Uint8Array, prefix: readonly number[] | string): boolean {
  const codes = typeof prefix === 'string' ? [...prefix].map((character) => character.charCodeAt(0)) : prefix;
  return codes.every((code, index) => bytes[index] === code);
}

const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;
const HAN = /[\u4e00-\u9fff]/;
const LATIN = /[A-Za-z]/;

/** The language the lyrics are written in (kana → ja, Hangul → ko, Latin → en), if any. */
export function guessLanguage(lyrics: readonly string[]): Language | undefined {
  const counts = { ja: 0, ko: 0, en: 0 };
  for (const lyric of lyrics) {
    if (KANA.test(lyric) || HAN.test(lyric)) counts.ja += 1;
    else if (HANGUL.test(lyric)) counts.ko += 1;
    else if (LATIN.test(lyric)) counts.en += 1;
  }
  const best = (Object.keys(counts) as Array<keyof typeof counts>).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : undefined;
}

export const emptyCurves = (): TrackCurves => ({ pitch: [], dynamics: [], breathiness: [] });

/** Ticks of another resolution in the project's 480 per quarter. */
export function scaleTicks(ticks: number, ticksPerQuarter: number): number {
  return Math.round((ticks * TICKS_PER_QUARTER) / ticksPerQuarter);
}

const DENOMINATORS = [1, 2, 4, 8, 16, 32] as const;

/** Raw tracks, tempos and signatures brought into the document's ranges, with a summary. */
export function finishImport(
  format: FileFormat,
  raw: {
    title?: string;
    tempos: TempoChange[];
    timeSignatures: TimeSignatureChange[];
    tracks: ImportedTrack[];
    key?: SongKey;
  },
  report: ImportReport,
): ImportResult {
  const tempos = normalizeTempos(raw.tempos, report);
  const timeSignatures = normalizeSignatures(raw.timeSignatures, report);
  let tracks = raw.tracks.map((track) => ({
    ...track,
    notes: normalizeNotes(track.notes, report),
    curves: normalizeCurves(track.curves, report),
  }));
  tracks = tracks.filter((track) => track.notes.length > 0);
  if (tracks.length > DOCUMENT_LIMITS.maxTracks) {
    report.drop('tracks', tracks.length - DOCUMENT_LIMITS.maxTracks);
    tracks = tracks.slice(0, DOCUMENT_LIMITS.maxTracks);
  }
  for (const track of tracks) {
    track.language ??= guessLanguage(track.notes.map((note) => note.lyric));
    if (track.gainDb !== undefined) track.gainDb = clampFinite(track.gainDb, GAIN_DB_RANGE.min, GAIN_DB_RANGE.max, 0);
    if (track.pan !== undefined) track.pan = clampFinite(track.pan, -1, 1, 0);
    if (track.mute !== undefined) track.mute = track.mute === true;
    if (track.solo !== undefined) track.solo = track.solo === true;
    track.name = stripControlCharacters(track.name).trim().slice(0, DOCUMENT_LIMITS.maxTrackNameLength);
  }
  const noteCount = tracks.reduce((sum, track) => sum + track.notes.length, 0);
  if (noteCount === 0) throw new ImportError('IMPORT_EMPTY');
  if (noteCount > DOCUMENT_LIMITS.maxNotes) throw new ImportError('IMPORT_TOO_LARGE', `${noteCount} notes`);
  const title = raw.title ? stripControlCharacters(raw.title).trim().slice(0, DOCUMENT_LIMITS.maxTitleLength) : '';
  return {
    format,
    ...(title ? { title } : {}),
    tempos,
    timeSignatures,
    tracks,
    ...(raw.key ? { key: raw.key } : {}),
    summary: { format, trackCount: tracks.length, noteCount, dropped: report.dropped, changed: report.changed },
    warnings: report.warnings,
  };
}

function clampFinite(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function normalizeTempos(tempos: TempoChange[], report: ImportReport): TempoChange[] {
  const byTick = new Map<number, number>();
  for (const tempo of [...tempos].sort((a, b) => a.tick - b.tick)) {
    if (!Number.isFinite(tempo.bpm) || tempo.tick < 0 || tempo.tick > DOCUMENT_LIMITS.maxTick) continue;
    const bpm = Math.min(TEMPO_RANGE.max, Math.max(TEMPO_RANGE.min, Math.round(tempo.bpm * 1000) / 1000));
    if (bpm !== Math.round(tempo.bpm * 1000) / 1000) report.warn('TEMPO_CLAMPED');
    byTick.set(Math.round(tempo.tick), bpm);
  }
  if (!byTick.has(0)) byTick.set(0, byTick.size ? [...byTick.values()][0]! : 120);
  const result: TempoChange[] = [];
  for (const [tick, bpm] of [...byTick].sort((a, b) => a[0] - b[0])) {
    if (result[result.length - 1]?.bpm !== bpm) result.push({ tick, bpm });
  }
  return result.slice(0, DOCUMENT_LIMITS.maxTempoChanges);
}

function normalizeSignatures(signatures: TimeSignatureChange[], report: ImportReport): TimeSignatureChange[] {
  const result: TimeSignatureChange[] = [];
  for (const signature of [...signatures].sort((a, b) => a.tick - b.tick)) {
    let { numerator } = signature;
    let denominator = signature.denominator as number;
    if (!(DENOMINATORS as readonly number[]).includes(denominator) || numerator < 1 || numerator > 32) {
      report.warn('TIME_SIGNATURE_CHANGED');
      numerator = Math.min(32, Math.max(1, Math.round(numerator) || 4));
      denominator = DENOMINATORS.reduce((best, value) =>
        Math.abs(value - denominator) < Math.abs(best - denominator) ? value : best,
      );
    }
    const previous = result[result.length - 1];
    // A change must fall on a bar line of the signature before it: move it to the next one.
    let tick = Math.max(0, Math.round(signature.tick));
    if (previous) {
      const bar = barTicks(previous);
      tick = previous.tick + Math.ceil((tick - previous.tick) / bar) * bar;
      if (tick === previous.tick) result.pop();
    } else if (tick !== 0) {
      result.push({ tick: 0, numerator: 4, denominator: 4 });
    }
    const last = result[result.length - 1];
    if (last && last.numerator === numerator && last.denominator === denominator) continue;
    if (tick > DOCUMENT_LIMITS.maxTick) break;
    result.push({ tick, numerator, denominator: denominator as TimeSignatureChange['denominator'] });
  }
  if (!result.length) result.push({ tick: 0, numerator: 4, denominator: 4 });
  return result.slice(0, DOCUMENT_LIMITS.maxTimeSignatureChanges);
}

/** Time signatures written by bar number, placed on ticks: each bar as long as the signature before it says. */
export function signaturesByBar(
  entries: ReadonlyArray<{ bar: number; numerator: number; denominator: number }>,
): TimeSignatureChange[] {
  const placed: TimeSignatureChange[] = [];
  let previousBar = 0;
  for (const { bar, numerator, denominator } of entries) {
    const previous = placed[placed.length - 1];
    placed.push({
      tick: previous ? previous.tick + (bar - previousBar) * barTicks(previous) : 0,
      numerator,
      denominator: denominator as TimeSignatureChange['denominator'],
    });
    previousBar = bar;
  }
  return placed;
}

const CURVE_LIMITS: Record<keyof TrackCurves, readonly [number, number]> = {
  pitch: [PITCH_CURVE_CENTS.min, PITCH_CURVE_CENTS.max],
  dynamics: [DYNAMICS_CURVE_DB.min, DYNAMICS_CURVE_DB.max],
  breathiness: [0, 1],
};

function normalizeCurves(curves: TrackCurves, report: ImportReport): TrackCurves {
  const result = emptyCurves();
  let budget = DOCUMENT_LIMITS.maxCurvePointsPerTrack;
  for (const name of Object.keys(CURVE_LIMITS) as Array<keyof TrackCurves>) {
    const [min, max] = CURVE_LIMITS[name];
    const byTick = new Map<number, number>();
    for (const point of curves[name]) {
      const tick = Math.round(point.tick);
      if (tick < 0 || tick > DOCUMENT_LIMITS.maxTick || !Number.isFinite(point.value)) continue;
      byTick.set(tick, Math.min(max, Math.max(min, point.value)));
    }
    const points = [...byTick].map(([tick, value]) => ({ tick, value })).sort((a, b) => a.tick - b.tick);
    if (points.length > budget) report.drop(name === 'pitch' ? 'pitch_bends' : 'parameters', points.length - budget);
    result[name] = points.slice(0, budget);
    budget -= result[name].length;
  }
  return result;
}

function normalizeNotes(notes: ImportedNote[], report: ImportReport): ImportedNote[] {
  const inRange: Note[] = [];
  notes.forEach((note, index) => {
    const tick = Math.round(note.tick);
    const duration = Math.round(note.duration);
    const pitch = Math.round(note.pitch);
    if (tick < 0 || duration < 1 || tick + duration > DOCUMENT_LIMITS.maxTick || pitch < 0 || pitch > 127) {
      report.drop('out_of_range_notes');
      return;
    }
    const lyric = cleanLyric(note.lyric);
    if ([...stripControlCharacters(note.lyric).trim()].length > [...lyric].length) report.drop('long_lyrics');
    const cleaned: Note = { ...note, id: String(index), tick, duration, pitch, lyric };
    if (note.phonemes !== undefined) {
      // Whole phonemes only, up to the limit.
      let phonemes = '';
      for (const phoneme of stripControlCharacters(note.phonemes).trim().split(/\s+/)) {
        const next = phonemes ? `${phonemes} ${phoneme}` : phoneme;
        if (next.length > DOCUMENT_LIMITS.maxPhonemesLength) break;
        phonemes = next;
      }
      if (phonemes) cleaned.phonemes = phonemes;
      else delete cleaned.phonemes;
    }
    if (note.vibrato) {
      const { depth, rate, delay } = note.vibrato;
      cleaned.vibrato = {
        depth: clampFinite(depth, 0, 200, 0),
        rate: clampFinite(rate, 0.1, 12, 5.5),
        delay: clampFinite(delay, 0, 10_000, 0),
      };
    }
    if (note.portamento !== undefined) cleaned.portamento = clampFinite(note.portamento, 0, 1_000, 0);
    inRange.push(cleaned);
  });
  giveChordSyllablesToTopNotes(inRange);
  const resolved = resolveOverlaps(inRange);
  report.drop('chords', inRange.length - resolved.length);
  const before = new Map(inRange.map((note) => [note.id, note]));
  const shortened = resolved.filter((note) => before.get(note.id)!.duration !== note.duration).length;
  report.warn('NOTES_SHORTENED', shortened);
  return resolved.map(({ id: _id, ...note }) => note);
}

/**
 * Of notes that start together the top one is sung (the melody): it takes the syllable of the
 * chord when it has none itself (a lyric event or MusicXML lyric often sits on the lowest note).
 */
function giveChordSyllablesToTopNotes(notes: Note[]): void {
  const byTick = new Map<number, Note[]>();
  for (const note of notes) byTick.set(note.tick, [...(byTick.get(note.tick) ?? []), note]);
  for (const chord of byTick.values()) {
    if (chord.length < 2) continue;
    const top = chord.reduce((best, note) => (note.pitch > best.pitch ? note : best));
    const sung = chord.find((note) => note.lyric && note !== top);
    if (!top.lyric && sung) {
      top.lyric = sung.lyric;
      if (sung.phonemes && !top.phonemes) top.phonemes = sung.phonemes;
    }
  }
}

/** Runs an importer: anything it throws that is not an ImportError becomes IMPORT_CORRUPTED. */
export function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('IMPORT_CORRUPTED', error instanceof Error ? error.message : String(error));
  }
}

/** A new report (re-exported so importers import one module). */
export const newReport = () => new ImportReport();

/** Readers for parsed JSON or YAML of unknown shape: a wrong type gives the fallback, never a throw. */
export type Json = Record<string, unknown>;
export const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asNumber = (value: unknown, fallback = 0): number => {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
export const asString = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
export const asBoolean = (value: unknown): boolean => value === true || value === 'true';
