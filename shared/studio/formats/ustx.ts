import { load } from 'js-yaml';
import type { Language } from '../../languages';
import type { CurvePoint, TempoChange, TimeSignatureChange, Vibrato } from '../document';
import { GAIN_DB_RANGE } from '../limits';
import { tickToSeconds } from '../time';
import { checkFileSize, IMPORT_LIMITS, readBudget } from './budget';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  emptyCurves,
  finishImport,
  guarded,
  newReport,
  scaleTicks,
  signaturesByBar,
} from './common';
import { decodeText } from './text-encoding';
import { ImportError, type ImportedTrack, type ImportReport, type ImportResult } from './types';
import { readUtauLyric, type UtauLyric } from './utau-lyrics';

/**
 * OpenUtau projects (.ustx, YAML). Tempos and time signatures (both the 0.6+ lists and the older
 * single bpm / beat_per_bar), tracks with mute, solo, volume and pan, voice parts placed on their
 * tracks, notes with lyrics, vibrato (when switched on) and the PITD curve (pitch deviation in
 * cents) as the track's pitch curve. Per-note pitch shapes, other curves, phoneme overrides and
 * wave parts are counted in the summary.
 */
export function importUstx(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  const decoded = decodeText(bytes);
  countYamlNodes(decoded.text);
  let data: unknown;
  try {
    data = load(decoded.text, { maxAliases: IMPORT_LIMITS.maxYamlAliases, maxDepth: IMPORT_LIMITS.maxYamlDepth });
  } catch {
    throw new ImportError('IMPORT_CORRUPTED', 'not YAML, or aliases and nesting beyond the limits');
  }
  const project = asObject(data);
  if (!('voice_parts' in project) && !('ustx_version' in project) && !('tracks' in project)) {
    throw new ImportError('IMPORT_CORRUPTED', 'not an OpenUtau project');
  }
  const report = newReport();
  report.encoding(decoded);
  return guarded(() => readProject(project, report));
}

/** Refuses a text with more YAML nodes than an import may cost, before the (slow) parser sees it. */
function countYamlNodes(text: string): void {
  const separators = /[:,]|-\s/g;
  let count = 0;
  while (separators.exec(text)) {
    count += 1;
    if (count > IMPORT_LIMITS.maxYamlNodes) {
      throw new ImportError('IMPORT_TOO_LARGE', `more than ${IMPORT_LIMITS.maxYamlNodes} YAML nodes`);
    }
  }
}

function languageOf(phonemizer: string): Language | undefined {
  if (/japanese|\bja[A-Z_]/i.test(phonemizer)) return 'ja';
  if (/korean|\bko[A-Z_]/i.test(phonemizer)) return 'ko';
  if (/english|arpasing|\ben[A-Z_]/i.test(phonemizer)) return 'en';
  return undefined;
}

/** What reading a project's parts needs: the import's budget and report, its tick scale and tempos. */
interface ProjectReader {
  budget: ReturnType<typeof readBudget>;
  report: ImportReport;
  ticks: (value: unknown) => number;
  tempos: TempoChange[];
}

function readProject(project: Record<string, unknown>, report: ImportReport): ImportResult {
  const budget = readBudget();
  for (const list of [
    project.tempos,
    project.time_signatures,
    project.tracks,
    project.voice_parts,
    project.wave_parts,
  ]) {
    budget.items.add(asArray(list).length);
  }
  const resolution = asNumber(project.resolution, 480) || 480;
  const ticks = (value: unknown) => scaleTicks(asNumber(value), resolution);
  const tempos = readTempos(project, ticks);
  const timeSignatures = readTimeSignatures(project);
  const tracks = readTracks(project);
  const reader: ProjectReader = { budget, report, ticks, tempos };
  for (const part of asArray(project.voice_parts)) readVoicePart(asObject(part), tracks, reader);
  report.drop('audio', asArray(project.wave_parts).length);
  return finishImport(
    'ustx',
    { title: asString(project.name), tempos, timeSignatures, tracks: tracks.filter((track) => track.notes.length) },
    report,
  );
}

/** The 0.6+ tempo list, or the older single bpm. */
function readTempos(project: Record<string, unknown>, ticks: (value: unknown) => number): TempoChange[] {
  const tempos: TempoChange[] = asArray(project.tempos).map((entry) => ({
    tick: ticks(asObject(entry).position),
    bpm: asNumber(asObject(entry).bpm, 120),
  }));
  if (!tempos.length) tempos.push({ tick: 0, bpm: asNumber(project.bpm, 120) });
  return tempos;
}

/** The 0.6+ time signature list (placed by bar), or the older single beat_per_bar / beat_unit. */
function readTimeSignatures(project: Record<string, unknown>): TimeSignatureChange[] {
  const timeSignatures = signaturesByBar(
    asArray(project.time_signatures).map((entry) => {
      const value = asObject(entry);
      return {
        bar: asNumber(value.bar_position),
        numerator: asNumber(value.beat_per_bar, 4),
        denominator: asNumber(value.beat_unit, 4),
      };
    }),
  );
  if (!timeSignatures.length) {
    timeSignatures.push({
      tick: 0,
      numerator: asNumber(project.beat_per_bar, 4),
      denominator: asNumber(project.beat_unit, 4) as TimeSignatureChange['denominator'],
    });
  }
  return timeSignatures;
}

/** The project's tracks with their settings, still without notes. */
function readTracks(project: Record<string, unknown>): ImportedTrack[] {
  return asArray(project.tracks)
    .map(asObject)
    .map((track, index) => ({
      name: asString(track.track_name) || `Track ${index + 1}`,
      sourceIndex: index,
      language: languageOf(asString(track.phonemizer)),
      notes: [],
      curves: emptyCurves(),
      mute: asBoolean(track.mute),
      solo: asBoolean(track.solo),
      gainDb: Math.min(GAIN_DB_RANGE.max, Math.max(GAIN_DB_RANGE.min, asNumber(track.volume))),
      pan: Math.min(1, Math.max(-1, asNumber(track.pan) / 100)),
    }));
}

/** A voice part's notes and PITD curve onto its track (a track it names that does not exist is added). */
function readVoicePart(part: Record<string, unknown>, tracks: ImportedTrack[], reader: ProjectReader): void {
  const trackNo = Math.max(0, Math.round(asNumber(part.track_no)));
  while (tracks.length <= trackNo) {
    tracks.push({ name: `Track ${tracks.length + 1}`, sourceIndex: tracks.length, notes: [], curves: emptyCurves() });
  }
  const track = tracks[trackNo]!;
  if (!asString(track.name) || /^Track \d+$/.test(track.name)) track.name = asString(part.name) || track.name;
  const offset = reader.ticks(part.position);
  for (const noteValue of asArray(part.notes)) {
    const note = readNote(asObject(noteValue), offset, reader);
    if (note) track.notes.push(note);
  }
  for (const curveValue of asArray(part.curves)) {
    const curve = asObject(curveValue);
    const xs = asArray(curve.xs);
    const ys = asArray(curve.ys);
    reader.budget.items.add(xs.length + 1);
    if (asString(curve.abbr).toLowerCase() !== 'pitd') {
      if (xs.length) reader.report.drop('parameters', 1);
      continue;
    }
    const points: CurvePoint[] = xs.map((x, index) => ({ tick: offset + reader.ticks(x), value: asNumber(ys[index]) }));
    track.curves.pitch = mergeCurve(track.curves.pitch, points);
  }
}

/** One note of a part at `offset`; undefined for a silent one (a rest written as a lyric). */
function readNote(
  note: Record<string, unknown>,
  offset: number,
  { budget, report, ticks, tempos }: ProjectReader,
): ImportedTrack['notes'][number] | undefined {
  budget.notes.add();
  const tick = offset + ticks(note.position);
  const duration = ticks(note.duration);
  const raw = asString(note.lyric);
  const held = raw.trim().startsWith('+') || !raw.trim();
  const read: UtauLyric = held ? { kind: 'sung', lyric: raw.trim() && '+' } : readUtauLyric(raw);
  if (read.kind === 'silent') {
    if (read.dropped) report.drop(read.dropped);
    return undefined;
  }
  if (read.changed) report.change(read.changed);
  const imported: ImportedTrack['notes'][number] = {
    tick,
    duration,
    pitch: Math.round(asNumber(note.tone, 60)),
    lyric: read.lyric,
    ...(read.phonemes ? { phonemes: read.phonemes } : {}),
  };
  const vibrato = readVibrato(asObject(note.vibrato), tempos, tick, duration);
  if (vibrato) imported.vibrato = vibrato;
  const shape = asArray(asObject(note.pitch).data).some((point) => asNumber(asObject(point).y) !== 0);
  if (shape) report.drop('note_pitch_shapes');
  if (asArray(note.phoneme_overrides).length || asArray(note.phoneme_expressions).length) report.drop('parameters');
  return imported;
}

/** OpenUtau vibrato: length (% of the note, from its end), period (ms), depth (cents). */
function readVibrato(
  vibrato: Record<string, unknown>,
  tempos: TempoChange[],
  tick: number,
  duration: number,
): Vibrato | undefined {
  const length = asNumber(vibrato.length);
  if (length <= 0) return undefined;
  const seconds = tickToSeconds(tempos, tick + duration) - tickToSeconds(tempos, tick);
  return {
    depth: Math.min(200, Math.max(0, asNumber(vibrato.depth, 25))),
    rate: Math.min(12, Math.max(0.1, 1000 / Math.max(1, asNumber(vibrato.period, 175)))),
    delay: Math.min(10_000, Math.max(0, Math.round(seconds * 1000 * (1 - Math.min(100, length) / 100)))),
  };
}

function mergeCurve(existing: CurvePoint[], added: CurvePoint[]): CurvePoint[] {
  const byTick = new Map(existing.map((point) => [point.tick, point.value]));
  for (const point of added) byTick.set(point.tick, Math.min(2400, Math.max(-2400, point.value)));
  return [...byTick].map(([tick, value]) => ({ tick, value })).sort((a, b) => a.tick - b.tick);
}
