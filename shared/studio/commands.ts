import { isLanguage } from '../languages';
import { clampCurve, editCurve } from './apply-curves';
import { editNotes, normalizeNote, patchNote, replaceTrackNotes } from './apply-notes';
import { setTempoMap, setTimeSignatureMap, uniqueByTick } from './apply-timeline';
import { CHARACTER_IDS } from './characters';
import { type ApplyResult, byTick, clamp, cleanName, unchanged } from './command-result';
import {
  type CurveName,
  type CurvePoint,
  type Note,
  type ProjectDocument,
  SCALE_NAMES,
  type SongKey,
  type TempoChange,
  type TimeSignatureChange,
  type Track,
  type Vibrato,
} from './document';
import { DOCUMENT_LIMITS, GAIN_DB_RANGE, TEMPO_RANGE } from './limits';
import { compareNotes, noteEnd, resolveOverlaps } from './notes';
import { barStartTick, type SnapDivision, snapTick, snapTicks, tickToBarBeat } from './time';

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

/** Applies a command; never mutates `doc`, never throws on unknown ids (they change nothing). */
export function applyCommand(doc: ProjectDocument, command: Command): ApplyResult {
  switch (command.type) {
    case 'addNotes': {
      const added = command.notes.map(normalizeNote);
      return editNotes(doc, command.trackId, (notes) => ({
        notes: [...notes.filter((note) => !added.some((add) => add.id === note.id)), ...added],
        edited: new Set(added.map((note) => note.id)),
      }));
    }
    case 'deleteNotes': {
      const ids = new Set(command.noteIds);
      return editNotes(doc, command.trackId, (notes) => ({ notes: notes.filter((note) => !ids.has(note.id)) }));
    }
    case 'moveNotes':
      return editNotes(doc, command.trackId, (notes) => {
        const ids = new Set(command.noteIds);
        const moving = notes.filter((note) => ids.has(note.id));
        if (!moving.length) return { notes };
        const minTick = Math.min(...moving.map((note) => note.tick));
        const maxEnd = Math.max(...moving.map(noteEnd));
        const minPitch = Math.min(...moving.map((note) => note.pitch));
        const maxPitch = Math.max(...moving.map((note) => note.pitch));
        const finite = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);
        const deltaTick = clamp(finite(command.deltaTick), -minTick, DOCUMENT_LIMITS.maxTick - maxEnd);
        const deltaPitch = clamp(finite(command.deltaPitch), -minPitch, 127 - maxPitch);
        if (!deltaTick && !deltaPitch) return { notes };
        return {
          notes: notes.map((note) =>
            ids.has(note.id) ? { ...note, tick: note.tick + deltaTick, pitch: note.pitch + deltaPitch } : note,
          ),
          edited: ids,
        };
      });
    case 'resizeNotes':
      return editNotes(doc, command.trackId, (notes) => {
        const ids = new Set(command.noteIds);
        const delta = Math.round(command.delta);
        if (!delta) return { notes };
        return {
          notes: notes.map((note) => {
            if (!ids.has(note.id)) return note;
            const end = noteEnd(note);
            if (command.edge === 'end') {
              const newEnd = clamp(end + delta, note.tick + 1, DOCUMENT_LIMITS.maxTick);
              return newEnd === end ? note : { ...note, duration: newEnd - note.tick };
            }
            const start = clamp(note.tick + delta, 0, end - 1);
            return start === note.tick ? note : { ...note, tick: start, duration: end - start };
          }),
          edited: ids,
        };
      });
    case 'updateNotes': {
      const patches = new Map(command.patches.map((patch) => [patch.id, patch]));
      return editNotes(doc, command.trackId, (notes) => ({
        notes: notes.map((note) => {
          const patch = patches.get(note.id);
          return patch ? patchNote(note, patch) : note;
        }),
        edited: new Set(patches.keys()),
      }));
    }
    case 'setLyrics':
      return applyCommand(doc, {
        type: 'updateNotes',
        trackId: command.trackId,
        patches: command.lyrics.map(({ id, lyric }) => ({ id, lyric })),
      });
    case 'setPhonemes':
      return applyCommand(doc, {
        type: 'updateNotes',
        trackId: command.trackId,
        patches: [{ id: command.noteId, phonemes: command.phonemes }],
      });
    case 'transposeNotes':
      return applyCommand(doc, { ...command, type: 'moveNotes', deltaTick: 0, deltaPitch: command.semitones });
    case 'quantizeNotes':
      return editNotes(doc, command.trackId, (notes) => {
        if (command.division === 'off') return { notes };
        const ids = new Set(command.noteIds);
        return {
          notes: notes.map((note) => {
            if (!ids.has(note.id)) return note;
            const tick = snapTick(note.tick, command.division, doc.timeSignatures);
            // Without `lengths` a note keeps its length (its start moves, as "quantize start" in a DAW).
            const end = snapTick(noteEnd(note), command.division, doc.timeSignatures);
            const duration = command.lengths ? Math.max(snapTicks(command.division), end - tick) : note.duration;
            return tick === note.tick && duration === note.duration ? note : { ...note, tick, duration };
          }),
          edited: ids,
        };
      });
    case 'splitNote':
      return editNotes(doc, command.trackId, (notes) => {
        const index = notes.findIndex((note) => note.id === command.noteId);
        const note = notes[index];
        const at = Math.round(command.atTick);
        if (!note || at <= note.tick || at >= noteEnd(note) || notes.some((other) => other.id === command.newId)) {
          return { notes };
        }
        const { phonemes: _phonemes, ...rest } = note;
        const right: Note = { ...rest, id: command.newId, tick: at, duration: noteEnd(note) - at, lyric: '+' };
        const copy = [...notes];
        copy.splice(index, 1, { ...note, duration: at - note.tick }, right);
        return { notes: copy };
      });
    case 'mergeNotes':
      return editNotes(doc, command.trackId, (notes) => {
        const ids = new Set(command.noteIds);
        const result: Note[] = [];
        let runLength = 0;
        for (const note of notes) {
          const last = result[result.length - 1];
          if (ids.has(note.id) && runLength > 0 && last) {
            result[result.length - 1] = { ...last, duration: noteEnd(note) - last.tick };
            runLength += 1;
          } else {
            result.push(note);
            runLength = ids.has(note.id) ? 1 : 0;
          }
        }
        return { notes: result };
      });
    case 'patchNotes': {
      const track = doc.tracks.find((candidate) => candidate.id === command.trackId);
      if (!track) return unchanged(doc);
      const remove = new Set([...command.removeIds, ...command.put.map((note) => note.id)]);
      const notes = [...track.notes.filter((note) => !remove.has(note.id)), ...command.put].sort(compareNotes);
      return replaceTrackNotes(doc, track, notes);
    }
    case 'addTrack': {
      if (doc.tracks.some((track) => track.id === command.track.id)) return unchanged(doc);
      const index = clamp(command.index ?? doc.tracks.length, 0, doc.tracks.length);
      const tracks = [...doc.tracks];
      tracks.splice(index, 0, { ...command.track, notes: resolveOverlaps(command.track.notes.map(normalizeNote)) });
      return {
        document: { ...doc, tracks },
        inverse: { type: 'removeTrack', trackId: command.track.id },
        changed: true,
      };
    }
    case 'removeTrack': {
      const index = doc.tracks.findIndex((track) => track.id === command.trackId);
      if (index < 0) return unchanged(doc);
      return {
        document: { ...doc, tracks: doc.tracks.filter((track) => track.id !== command.trackId) },
        inverse: { type: 'addTrack', track: doc.tracks[index]!, index },
        changed: true,
      };
    }
    case 'moveTrack': {
      const index = doc.tracks.findIndex((track) => track.id === command.trackId);
      const toIndex = clamp(Math.round(command.toIndex), 0, doc.tracks.length - 1);
      if (index < 0 || index === toIndex) return unchanged(doc);
      const tracks = [...doc.tracks];
      const [track] = tracks.splice(index, 1);
      tracks.splice(toIndex, 0, track!);
      return {
        document: { ...doc, tracks },
        inverse: { type: 'moveTrack', trackId: command.trackId, toIndex: index },
        changed: true,
      };
    }
    case 'updateTrack': {
      const track = doc.tracks.find((candidate) => candidate.id === command.trackId);
      if (!track) return unchanged(doc);
      const changes: TrackPatch = { ...command.changes };
      if (changes.characterId !== undefined && !CHARACTER_IDS.includes(changes.characterId)) delete changes.characterId;
      if (changes.language !== undefined && !isLanguage(changes.language)) delete changes.language;
      if (changes.mute !== undefined && typeof changes.mute !== 'boolean') delete changes.mute;
      if (changes.solo !== undefined && typeof changes.solo !== 'boolean') delete changes.solo;
      if (changes.name !== undefined) changes.name = cleanName(changes.name, DOCUMENT_LIMITS.maxTrackNameLength);
      if (changes.gainDb !== undefined) changes.gainDb = clamp(changes.gainDb, GAIN_DB_RANGE.min, GAIN_DB_RANGE.max);
      if (changes.pan !== undefined) changes.pan = clamp(changes.pan, -1, 1);
      const keys = (Object.keys(changes) as Array<keyof TrackPatch>).filter(
        (key) => changes[key] !== undefined && changes[key] !== track[key],
      );
      if (!keys.length) return unchanged(doc);
      const previous = Object.fromEntries(keys.map((key) => [key, track[key]])) as TrackPatch;
      const next = { ...track, ...Object.fromEntries(keys.map((key) => [key, changes[key]])) } as Track;
      return {
        document: { ...doc, tracks: doc.tracks.map((candidate) => (candidate === track ? next : candidate)) },
        inverse: { type: 'updateTrack', trackId: track.id, changes: previous },
        changed: true,
      };
    }
    case 'setTitle': {
      const title = cleanName(command.title, DOCUMENT_LIMITS.maxTitleLength);
      if (!title || title === doc.title) return unchanged(doc);
      return { document: { ...doc, title }, inverse: { type: 'setTitle', title: doc.title }, changed: true };
    }
    case 'setTempo': {
      const tick = clamp(Math.round(command.tick), 0, DOCUMENT_LIMITS.maxTick);
      if (!Number.isFinite(command.bpm)) return unchanged(doc);
      const bpm = clamp(command.bpm, TEMPO_RANGE.min, TEMPO_RANGE.max);
      const tempos = [...doc.tempos.filter((change) => change.tick !== tick), { tick, bpm }].sort(byTick);
      return setTempoMap(doc, tempos);
    }
    case 'removeTempo':
      if (command.tick === 0) return unchanged(doc);
      return setTempoMap(
        doc,
        doc.tempos.filter((change) => change.tick !== command.tick),
      );
    case 'setTempoMap':
      return setTempoMap(doc, command.tempos);
    case 'setTimeSignature': {
      if (![1, 2, 4, 8, 16, 32].includes(command.denominator)) return unchanged(doc);
      const bar = tickToBarBeat(doc.timeSignatures, Math.max(0, command.tick)).bar;
      const tick = barStartTick(doc.timeSignatures, bar);
      const numerator = clamp(Math.round(command.numerator), 1, 32);
      const signatures = [
        ...doc.timeSignatures.filter((change) => change.tick !== tick),
        { tick, numerator, denominator: command.denominator },
      ].sort(byTick);
      return setTimeSignatureMap(doc, signatures);
    }
    case 'removeTimeSignature':
      if (command.tick === 0) return unchanged(doc);
      return setTimeSignatureMap(
        doc,
        doc.timeSignatures.filter((change) => change.tick !== command.tick),
      );
    case 'setTimeSignatureMap':
      return setTimeSignatureMap(doc, command.timeSignatures);
    case 'drawCurve':
      return editCurve(doc, command.trackId, command.curve, (points) => {
        if (!command.points.length) return points;
        const drawn = uniqueByTick(
          command.points.map((point) => ({
            tick: clamp(Math.round(point.tick), 0, DOCUMENT_LIMITS.maxTick),
            value: clampCurve(command.curve, point.value),
          })),
        );
        const from = drawn[0]!.tick;
        const to = drawn[drawn.length - 1]!.tick;
        return [...points.filter((point) => point.tick < from || point.tick > to), ...drawn].sort(byTick);
      });
    case 'drawCurveLine':
      return applyCommand(doc, {
        type: 'drawCurve',
        trackId: command.trackId,
        curve: command.curve,
        points: [command.from, command.to],
      });
    case 'eraseCurve':
      return editCurve(doc, command.trackId, command.curve, (points) => {
        const from = Math.min(command.fromTick, command.toTick);
        const to = Math.max(command.fromTick, command.toTick);
        const kept = points.filter((point) => point.tick < from || point.tick > to);
        if (kept.length === points.length) return points;
        const anchors: CurvePoint[] = [];
        if (kept.some((point) => point.tick < from)) anchors.push({ tick: from, value: 0 });
        if (kept.some((point) => point.tick > to)) anchors.push({ tick: to, value: 0 });
        return [...kept, ...anchors].sort(byTick);
      });
    case 'setCurve':
      return editCurve(doc, command.trackId, command.curve, () => command.points);
    case 'setKey': {
      if (!SCALE_NAMES.includes(command.key.scale) || !Number.isFinite(command.key.tonic)) return unchanged(doc);
      const key: SongKey = { tonic: clamp(Math.round(command.key.tonic), 0, 11), scale: command.key.scale };
      if (key.tonic === doc.key.tonic && key.scale === doc.key.scale) return unchanged(doc);
      return { document: { ...doc, key }, inverse: { type: 'setKey', key: doc.key }, changed: true };
    }
    case 'setLoop': {
      const startTick = clamp(Math.round(command.startTick ?? doc.loop.startTick), 0, DOCUMENT_LIMITS.maxTick - 1);
      const endTick = clamp(Math.round(command.endTick ?? doc.loop.endTick), startTick + 1, DOCUMENT_LIMITS.maxTick);
      const loop = { enabled: command.enabled ?? doc.loop.enabled, startTick, endTick };
      if (loop.enabled === doc.loop.enabled && startTick === doc.loop.startTick && endTick === doc.loop.endTick) {
        return unchanged(doc);
      }
      return { document: { ...doc, loop }, inverse: { type: 'setLoop', ...doc.loop }, changed: true };
    }
    case 'batch': {
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
    default:
      return unchanged(doc);
  }
}
