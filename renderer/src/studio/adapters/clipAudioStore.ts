import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';

/** Recordings are decoded at this rate (the usual output rate): playback then schedules them as they are. */
export const CLIP_AUDIO_RATE = 48000;

const decoded = new Map<string, ClipAudio>();
const loading = new Map<string, Promise<ClipAudio | undefined>>();
const listeners = new Set<() => void>();

/** The decoded recording, when it has been loaded (the player and the export read it). */
export function clipAudio(audioId: string): ClipAudio | undefined {
  return decoded.get(audioId);
}

/** Keeps a recording the studio already holds decoded (just uploaded, just sung by the voice changer). */
export function rememberClipAudio(audioId: string, audio: ClipAudio): void {
  decoded.set(audioId, audio);
  for (const listener of listeners) listener();
}

/** Hears when a recording has been loaded (a waveform can then be drawn). */
export function onClipAudio(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A file's audio decoded by the browser at CLIP_AUDIO_RATE, every channel kept. */
export async function decodeClipBytes(bytes: ArrayBuffer): Promise<ClipAudio> {
  const buffer = await new OfflineAudioContext(1, 1, CLIP_AUDIO_RATE).decodeAudioData(bytes);
  return {
    channels: Array.from({ length: Math.min(2, buffer.numberOfChannels) }, (_, index) => buffer.getChannelData(index)),
    sampleRate: buffer.sampleRate,
  };
}

/** Fetches and decodes a recording once; a failure leaves it silent and can be tried again later. */
export function loadClipAudio(audioId: string, fetchBytes: () => Promise<ArrayBuffer>): Promise<ClipAudio | undefined> {
  const known = decoded.get(audioId);
  if (known) return Promise.resolve(known);
  let pending = loading.get(audioId);
  if (!pending) {
    pending = fetchBytes()
      .then(decodeClipBytes)
      .then((audio) => {
        rememberClipAudio(audioId, audio);
        return audio;
      })
      .catch(() => undefined)
      .finally(() => loading.delete(audioId));
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
