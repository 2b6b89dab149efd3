import type { Language } from '../../languages';
import type { TempoChange } from '../document';
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
import { ImportError, type ImportedNote, type ImportedTrack, type ImportResult } from './types';
import { readZipEntries } from './zip';

/**
 * VOCALOID 5/6 projects (.vpr): a zip holding Project/sequence.json (480 ticks per quarter, tempo
 * as BPM × 100, time signatures by bar). Singing tracks (type 0) with their parts, notes, lyrics,
 * protected phonemes as overrides, volume and pan; the part's voice language sets the track's.
 * Audio tracks, controllers (pitch bend and others), vibrato types, singing skills and MIDI
 * effects are counted.
 */
export function importVpr(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  let path: string | undefined;
  const files = readZipEntries(bytes, (name) => {
    if (path === undefined && SEQUENCE.test(name)) path = name;
    return name === path;
  });
  const sequenceBytes = path ? files.get(path) : undefined;
  if (!sequenceBytes) throw new ImportError('IMPORT_CORRUPTED', 'no Project/sequence.json');
  const sequence: Json = asObject(parseProjectJson(decodeUtf8(sequenceBytes)));
  return guarded(() => readSequence(sequence));
}

const SEQUENCE = /(^|[/\\])sequence\.json$/i;

/** VOCALOID language ids. */
const LANGUAGES: Record<number, Language> = { 0: 'ja', 1: 'en', 2: 'ko' };

function readSequence(sequence: Json): ImportResult {
  const report = newReport();
  const budget = readBudget();
  const master = asObject(sequence.masterTrack);
  const tempoTrack = asObject(master.tempo);
  budget.items.add(asArray(tempoTrack.events).length + asArray(asObject(master.timeSig).events).length);
  const tempos: TempoChange[] = asArray(tempoTrack.events).map((event) => ({
    tick: asNumber(asObject(event).pos),
    bpm: asNumber(asObject(event).value, 12_000) / 100,
  }));
  const globalTempo = asObject(tempoTrack.global);
  if (asBoolean(globalTempo.isEnabled))
    tempos.splice(0, tempos.length, { tick: 0, bpm: asNumber(globalTempo.value) / 100 });
  const timeSignatures = signaturesByBar(
    asArray(asObject(master.timeSig).events).map((value) => {
      const event = asObject(value);
      return { bar: asNumber(event.bar), numerator: asNumber(event.numer, 4), denominator: asNumber(event.denom, 4) };
    }),
  );

  const tracks: ImportedTrack[] = [];
  asArray(sequence.tracks).forEach((value, index) => {
    const track = asObject(value);
    if (asNumber(track.type) !== 0) {
      report.drop('audio');
      return;
    }
    const firstEvent = (name: string) => asObject(asArray(asObject(track[name]).events)[0]);
    const imported: ImportedTrack = {
      name: asString(track.name) || `Track ${index + 1}`,
      sourceIndex: index,
      notes: [],
      curves: emptyCurves(),
      mute: asBoolean(track.isMuted),
      solo: asBoolean(track.isSoloMode),
      gainDb: asNumber(firstEvent('volume').value) / 10,
      pan: Math.min(1, Math.max(-1, asNumber(firstEvent('panpot').value) / 64)),
    };
    for (const partValue of asArray(track.parts)) {
      const part = asObject(partValue);
      if (!('notes' in part)) {
        report.drop('audio');
        continue;
      }
      imported.language ??= LANGUAGES[asNumber(asObject(part.voice).langID, -1)];
      const offset = asNumber(part.pos);
      for (const noteValue of asArray(part.notes)) {
        budget.notes.add();
        const note = asObject(noteValue);
        const lyric = asString(note.lyric).trim();
        const read: ImportedNote = {
          tick: offset + asNumber(note.pos),
          duration: asNumber(note.duration),
          pitch: Math.round(asNumber(note.number, 60)),
          lyric: lyric === '-' ? '+' : lyric,
        };
        if (asBoolean(note.isProtected) && asString(note.phoneme).trim()) read.phonemes = asString(note.phoneme).trim();
        if (asNumber(asObject(note.vibrato).type) !== 0) report.drop('vibrato');
        imported.notes.push(read);
      }
      budget.items.add(asArray(part.controllers).length);
      for (const controller of asArray(part.controllers)) {
        const name = asString(asObject(controller).name);
        report.drop(name === 'pitchBend' || name === 'pitchBendSens' ? 'pitch_bends' : 'parameters');
      }
      report.drop('effects', asArray(part.midiEffects).length + asArray(part.audioEffects).length);
    }
    tracks.push(imported);
  });
  return finishImport('vpr', { title: asString(sequence.title), tempos, timeSignatures, tracks }, report);
}
