import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import { decodeAudio } from '../analysis/decodeAudioFile';

/** Recordings are decoded at this rate (the usual output rate): playback then schedules them as they are. */
export const CLIP_AUDIO_RATE = 48000;

/**
 * What is kept. The recordings the open document plays are never let go of. The others (a deleted
 * clip's, which undo may bring back) are kept, the most recently dropped first, while together they
 * take at most UNUSED_BYTES; beyond that the longest unused go (an undo that brings one back fetches
 * it again). This bounds the memory without reading the undo history, whose steps the studio keeps
 * without limit. Leaving the project lets go of everything.
 */
export const UNUSED_BYTES = 64 * 1024 * 1024;

/** Decoded recordings; the unused ones in the order they fell out of use (the oldest first). */
const decoded = new Map<string, ClipAudio>();
const loading = new Map<string, Promise<ClipAudio | undefined>>();
const listeners = new Set<() => void>();
/** The recordings the open document plays. */
let inUse = new Set<string>();
/** Counts the projects left: a load begun before stays out of the store. */
let session = 0;

const notify = () => {
  for (const listener of listeners) listener();
};
const bytesOf = (audio: ClipAudio) => audio.channels.reduce((sum, channel) => sum + channel.byteLength, 0);

/** The decoded recording, when it has been loaded (the player and the export read it). */
export function clipAudio(audioId: string): ClipAudio | undefined {
  return decoded.get(audioId);
}

/** Keeps a recording the studio already holds decoded (just uploaded, just sung by the voice changer). */
export function rememberClipAudio(audioId: string, audio: ClipAudio): void {
  decoded.delete(audioId);
  decoded.set(audioId, audio);
  notify();
}

/**
 * The open document plays these recordings (call it on each change of its clips): the others are
 * kept for undo within UNUSED_BYTES, the longest unused let go of first.
 */
export function retainClipAudio(audioIds: Iterable<string>): void {
  const next = new Set(audioIds);
  // The ones that fall out of use now are the most recently used of the unused.
  for (const id of inUse) {
    const audio = decoded.get(id);
    if (next.has(id) || !audio) continue;
    decoded.delete(id);
    decoded.set(id, audio);
  }
  inUse = next;
  let kept = 0;
  let dropped = false;
  for (const [id, audio] of [...decoded].reverse()) {
    if (inUse.has(id)) continue;
    kept += bytesOf(audio);
    if (kept <= UNUSED_BYTES) continue;
    decoded.delete(id);
    dropped = true;
  }
  if (dropped) notify();
}

/** Lets go of every recording (the studio's project closes); loads still under way are not kept. */
export function forgetClipAudio(): void {
  session += 1;
  decoded.clear();
  loading.clear();
  inUse = new Set();
  notify();
}

/** Hears when a recording has been loaded (a waveform can then be drawn). */
export function onClipAudio(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches and decodes (decodeAudioFile) a recording once; a failure leaves it silent and can be tried again later. */
export function loadClipAudio(audioId: string, fetchBytes: () => Promise<ArrayBuffer>): Promise<ClipAudio | undefined> {
  const known = decoded.get(audioId);
  if (known) return Promise.resolve(known);
  let pending = loading.get(audioId);
  if (!pending) {
    const from = session;
    pending = fetchBytes()
      .then((bytes) => decodeAudio(bytes, CLIP_AUDIO_RATE))
      .then((decoded) => {
        if (!decoded.ok || from !== session) return undefined;
        rememberClipAudio(audioId, decoded.audio);
        return decoded.audio;
      })
      .catch(() => undefined)
      .finally(() => {
        if (loading.get(audioId) === pending) loading.delete(audioId);
      });
    loading.set(audioId, pending);
  }
  return pending;
}

/** The loaded recordings a document's audio tracks use, for an export in the voice worker. */
export function clipAudioOf(audioIds: Iterable<string>): Record<string, ClipAudio> {
  const found: Record<string, ClipAudio> = {};
  for (const id of audioIds) {
    const audio = decoded.get(id);
    if (audio) found[id] = audio;
  }
  return found;
}
