import type { Language } from '../../languages';
import type { CurvePoint, TempoChange } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { checkFileSize, readBudget } from './budget';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  emptyCurves,
  finishImport,
  guarded,
  type Json,
  newReport,
  signaturesByBar,
} from './common';
import { parseProjectJson } from './json';
import { decodeUtf8 } from './text-encoding';
import { ImportError, type ImportedNote, type ImportedTrack, type ImportReport, type ImportResult } from './types';

/** Synthesizer V's time unit: 705,600,000 blicks per quarter note. */
export const BLICKS_PER_QUARTER = 705_600_000;
const blicksToTicks = (blicks: number) => Math.round((blicks * TICKS_PER_QUARTER) / BLICKS_PER_QUARTER);

/**
 * Synthesizer V Studio projects (.svp, JSON, often with a trailing NUL). Tempo and meter (by
 * measure), tracks with their mixer, the main group and every referenced group (with its time and
 * pitch offsets), notes with lyrics ("-" continues a vowel and becomes "+") and phoneme overrides,
 * the pitch deviation (pitchDelta, cents) and loudness (dB) parameters as our pitch and dynamics
 * curves. Other parameters, note attributes and instrumental (audio) tracks are counted.
 */
export function importSvp(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  const project: Json = asObject(parseProjectJson(decodeUtf8(bytes.subarray(0, end))));
  if (!('time' in project) || !('tracks' in project)) throw new ImportError('IMPORT_CORRUPTED', 'not a SynthV project');
  return guarded(() => readProject(project));
}

const LANGUAGES: Record<string, Language> = { japanese: 'ja', english: 'en', korean: 'ko' };

type Budget = ReturnType<typeof readBudget>;

function readProject(project: Json): ImportResult {
  const report = newReport();
  const budget = readBudget();
  const time = asObject(project.time);
  const tempos: TempoChange[] = asArray(time.tempo).map((entry) => ({
    tick: blicksToTicks(asNumber(asObject(entry).position)),
    bpm: asNumber(asObject(entry).bpm, 120),
  }));
  const timeSignatures = signaturesByBar(
    asArray(time.meter).map((entry) => {
      const meter = asObject(entry);
      return {
        bar: asNumber(meter.index),
        numerator: asNumber(meter.numerator, 4),
        denominator: asNumber(meter.denominator, 4),
      };
    }),
  );
  budget.items.add(asArray(time.tempo).length + asArray(time.meter).length + asArray(project.library).length);
  const library = new Map(asArray(project.library).map((group) => [asString(asObject(group).uuid), asObject(group)]));

  const tracks: ImportedTrack[] = [];
  asArray(project.tracks).forEach((value, index) => {
    const track = asObject(value);
    const mixer = asObject(track.mixer);
    const mainRef = asObject(track.mainRef);
    if (asBoolean(mainRef.isInstrumental)) {
      report.drop('audio');
      return;
    }
    const imported: ImportedTrack = {
      name: asString(track.name) || `Track ${index + 1}`,
      sourceIndex: index,
      language: LANGUAGES[asString(asObject(mainRef.database).language).toLowerCase()],
      notes: [],
      curves: emptyCurves(),
      mute: asBoolean(mixer.mute),
      solo: asBoolean(mixer.solo),
      gainDb: asNumber(mixer.gainDecibel),
      pan: Math.min(1, Math.max(-1, asNumber(mixer.pan))),
    };
    readGroup(asObject(track.mainGroup), mainRef, imported, report, budget);
    for (const refValue of asArray(track.groups)) {
      const ref = asObject(refValue);
      if (asBoolean(ref.isInstrumental)) {
        report.drop('audio');
        continue;
      }
      const group = library.get(asString(ref.groupID));
      if (group) readGroup(group, ref, imported, report, budget);
    }
    tracks.push(imported);
  });
  return finishImport('svp', { tempos, timeSignatures, tracks }, report);
}

function readGroup(group: Json, ref: Json, track: ImportedTrack, report: ImportReport, budget: Budget): void {
  const offset = asNumber(ref.blickOffset);
  const pitchOffset = Math.round(asNumber(ref.pitchOffset));
  for (const value of asArray(group.notes)) {
    budget.notes.add();
    const note = asObject(value);
    let lyric = asString(note.lyrics ?? note.lyric).trim();
    if (lyric === '-') lyric = '+';
    const onset = asNumber(note.onset) + offset;
    const imported: ImportedNote = {
      tick: blicksToTicks(onset),
      duration: blicksToTicks(onset + asNumber(note.duration)) - blicksToTicks(onset),
      pitch: Math.round(asNumber(note.pitch, 60)) + pitchOffset,
      lyric,
    };
    const phonemes = asString(note.phonemes).trim();
    if (phonemes) imported.phonemes = phonemes;
    if (Object.keys(asObject(note.attributes)).length) report.drop('parameters');
    track.notes.push(imported);
  }
  const parameters = asObject(group.parameters);
  for (const [name, value] of Object.entries(parameters)) {
    const points = asArray(asObject(value).points);
    budget.items.add(points.length + 1);
    if (points.length < 2) continue;
    const curve: CurvePoint[] = [];
    for (let index = 0; index + 1 < points.length; index += 2) {
      curve.push({ tick: blicksToTicks(asNumber(points[index]) + offset), value: asNumber(points[index + 1]) });
    }
    if (name === 'pitchDelta') track.curves.pitch.push(...curve);
    else if (name === 'loudness') track.curves.dynamics.push(...curve);
    else report.drop('parameters');
  }
}
