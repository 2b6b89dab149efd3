import { type ApplyResult, byTick, type CommandHandlers, clamp, cleanName, unchanged } from './command-result';
import type { AudioClipPatch, AudioTrackPatch } from './commands';
import type { AudioClip, AudioTrack, ProjectDocument } from './document';
import { DOCUMENT_LIMITS, GAIN_DB_RANGE } from './limits';

/** The shortest clip a trim leaves, in seconds. */
export const SHORTEST_CLIP = 0.05;

/** A clip with every field within its range: it plays a part of its recording, its fades fit in it. */
export function validClip(clip: AudioClip): AudioClip {
  const sourceDuration = clamp(clip.sourceDuration, SHORTEST_CLIP, DOCUMENT_LIMITS.maxAudioSeconds);
  const offset = clamp(clip.offset, 0, sourceDuration - SHORTEST_CLIP);
  const duration = clamp(clip.duration, SHORTEST_CLIP, sourceDuration - offset);
  const fadeIn = clamp(clip.fadeIn, 0, duration);
  return {
    ...clip,
    name: cleanName(clip.name, DOCUMENT_LIMITS.maxTrackNameLength),
    tick: Math.round(clamp(clip.tick, 0, DOCUMENT_LIMITS.maxTick)),
    sourceDuration,
    offset,
    duration,
    gainDb: clamp(clip.gainDb, GAIN_DB_RANGE.min, GAIN_DB_RANGE.max),
    fadeIn,
    fadeOut: clamp(clip.fadeOut, 0, duration - fadeIn),
  };
}

function withTrack(doc: ProjectDocument, trackId: string, change: (track: AudioTrack) => AudioTrack): ProjectDocument {
  return { ...doc, audioTracks: doc.audioTracks.map((track) => (track.id === trackId ? change(track) : track)) };
}

function withClips(track: AudioTrack, clips: AudioClip[]): AudioTrack {
  return { ...track, clips: [...clips].sort(byTick) };
}

function updateAudioTrack(doc: ProjectDocument, trackId: string, changes: AudioTrackPatch): ApplyResult {
  const track = doc.audioTracks.find((candidate) => candidate.id === trackId);
  if (!track) return unchanged(doc);
  const valid: AudioTrackPatch = {};
  if (typeof changes.name === 'string') valid.name = cleanName(changes.name, DOCUMENT_LIMITS.maxTrackNameLength);
  if (typeof changes.mute === 'boolean') valid.mute = changes.mute;
  if (typeof changes.solo === 'boolean') valid.solo = changes.solo;
  if (changes.gainDb !== undefined) valid.gainDb = clamp(changes.gainDb, GAIN_DB_RANGE.min, GAIN_DB_RANGE.max);
  if (changes.pan !== undefined) valid.pan = clamp(changes.pan, -1, 1);
  const keys = (Object.keys(valid) as Array<keyof AudioTrackPatch>).filter((key) => valid[key] !== track[key]);
  if (!keys.length) return unchanged(doc);
  const previous = Object.fromEntries(keys.map((key) => [key, track[key]])) as AudioTrackPatch;
  return {
    document: withTrack(doc, trackId, (current) => ({ ...current, ...valid })),
    inverse: { type: 'updateAudioTrack', trackId, changes: previous },
    changed: true,
  };
}

function updateClip(doc: ProjectDocument, trackId: string, clipId: string, changes: AudioClipPatch): ApplyResult {
  const track = doc.audioTracks.find((candidate) => candidate.id === trackId);
  const clip = track?.clips.find((candidate) => candidate.id === clipId);
  if (!track || !clip) return unchanged(doc);
  const next = validClip({
    ...clip,
    ...changes,
    id: clip.id,
    audioId: clip.audioId,
    sourceDuration: clip.sourceDuration,
  });
  if (JSON.stringify(next) === JSON.stringify(clip)) return unchanged(doc);
  const { id: _id, audioId: _audio, sourceDuration: _source, ...previous } = clip;
  return {
    document: withTrack(doc, trackId, (current) =>
      withClips(
        current,
        current.clips.map((candidate) => (candidate === clip ? next : candidate)),
      ),
    ),
    inverse: { type: 'updateClip', trackId, clipId, changes: previous },
    changed: true,
  };
}

/** The commands that add, set up and remove audio tracks and place, trim, fade and remove their clips. */
export const AUDIO_TRACK_COMMANDS: CommandHandlers<
  'addAudioTrack' | 'removeAudioTrack' | 'updateAudioTrack' | 'addClip' | 'updateClip' | 'removeClip'
> = {
  addAudioTrack(doc, command) {
    const ids = [...doc.tracks, ...doc.audioTracks].map((track) => track.id);
    if (ids.includes(command.track.id)) return unchanged(doc);
    const index = clamp(command.index ?? doc.audioTracks.length, 0, doc.audioTracks.length);
    const audioTracks = [...doc.audioTracks];
    audioTracks.splice(index, 0, withClips(command.track, command.track.clips.map(validClip)));
    return {
      document: { ...doc, audioTracks },
      inverse: { type: 'removeAudioTrack', trackId: command.track.id },
      changed: true,
    };
  },
  removeAudioTrack(doc, command) {
    const index = doc.audioTracks.findIndex((track) => track.id === command.trackId);
    if (index < 0) return unchanged(doc);
    return {
      document: { ...doc, audioTracks: doc.audioTracks.filter((track) => track.id !== command.trackId) },
      inverse: { type: 'addAudioTrack', track: doc.audioTracks[index]!, index },
      changed: true,
    };
  },
  updateAudioTrack: (doc, command) => updateAudioTrack(doc, command.trackId, command.changes),
  addClip(doc, command) {
    const track = doc.audioTracks.find((candidate) => candidate.id === command.trackId);
    if (!track || track.clips.some((clip) => clip.id === command.clip.id)) return unchanged(doc);
    if (track.clips.length >= DOCUMENT_LIMITS.maxClipsPerTrack) return unchanged(doc);
    return {
      document: withTrack(doc, track.id, (current) => withClips(current, [...current.clips, validClip(command.clip)])),
      inverse: { type: 'removeClip', trackId: track.id, clipId: command.clip.id },
      changed: true,
    };
  },
  updateClip: (doc, command) => updateClip(doc, command.trackId, command.clipId, command.changes),
  removeClip(doc, command) {
    const track = doc.audioTracks.find((candidate) => candidate.id === command.trackId);
    const clip = track?.clips.find((candidate) => candidate.id === command.clipId);
    if (!track || !clip) return unchanged(doc);
    return {
      document: withTrack(doc, track.id, (current) =>
        withClips(
          current,
          current.clips.filter((other) => other !== clip),
        ),
      ),
      inverse: { type: 'addClip', trackId: track.id, clip },
      changed: true,
    };
  },
};
