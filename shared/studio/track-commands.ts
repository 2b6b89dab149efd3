import { isLanguage } from '../languages';
import { normalizeNote } from './apply-notes';
import { CHARACTER_IDS } from './characters';
import { type ApplyResult, type CommandHandlers, type CommandOf, clamp, cleanName, unchanged } from './command-result';
import type { TrackPatch } from './commands';
import type { ProjectDocument, Track } from './document';
import { DOCUMENT_LIMITS, GAIN_DB_RANGE } from './limits';
import { resolveOverlaps } from './notes';

/** The changes a track accepts: invalid ones dropped, names cleaned, levels within range. */
function validTrackPatch(patch: TrackPatch): TrackPatch {
  const changes: TrackPatch = { ...patch };
  if (changes.characterId !== undefined && !CHARACTER_IDS.includes(changes.characterId)) delete changes.characterId;
  if (changes.language !== undefined && !isLanguage(changes.language)) delete changes.language;
  if (changes.mute !== undefined && typeof changes.mute !== 'boolean') delete changes.mute;
  if (changes.solo !== undefined && typeof changes.solo !== 'boolean') delete changes.solo;
  if (changes.name !== undefined) changes.name = cleanName(changes.name, DOCUMENT_LIMITS.maxTrackNameLength);
  if (changes.gainDb !== undefined) changes.gainDb = clamp(changes.gainDb, GAIN_DB_RANGE.min, GAIN_DB_RANGE.max);
  if (changes.pan !== undefined) changes.pan = clamp(changes.pan, -1, 1);
  return changes;
}

function updateTrack(doc: ProjectDocument, command: CommandOf<'updateTrack'>): ApplyResult {
  const track = doc.tracks.find((candidate) => candidate.id === command.trackId);
  if (!track) return unchanged(doc);
  const changes = validTrackPatch(command.changes);
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

/** The commands that add, remove, order and set up tracks. */
export const TRACK_COMMANDS: CommandHandlers<'addTrack' | 'removeTrack' | 'moveTrack' | 'updateTrack'> = {
  addTrack(doc, command) {
    if ([...doc.tracks, ...doc.audioTracks].some((track) => track.id === command.track.id)) return unchanged(doc);
    const index = clamp(command.index ?? doc.tracks.length, 0, doc.tracks.length);
    const tracks = [...doc.tracks];
    tracks.splice(index, 0, { ...command.track, notes: resolveOverlaps(command.track.notes.map(normalizeNote)) });
    return {
      document: { ...doc, tracks },
      inverse: { type: 'removeTrack', trackId: command.track.id },
      changed: true,
    };
  },
  removeTrack(doc, command) {
    const index = doc.tracks.findIndex((track) => track.id === command.trackId);
    if (index < 0) return unchanged(doc);
    return {
      document: { ...doc, tracks: doc.tracks.filter((track) => track.id !== command.trackId) },
      inverse: { type: 'addTrack', track: doc.tracks[index]!, index },
      changed: true,
    };
  },
  moveTrack(doc, command) {
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
  },
  updateTrack,
};
