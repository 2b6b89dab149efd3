import { z } from 'zod/mini';
import { AUDIO_CLIP_MAX_BYTES, type AudioClipSource } from '../../../../shared/audio-clips';
import {
  AUDIO_CLIP_FILE_FIELD,
  AUDIO_CLIP_SOURCE_FIELD,
  type AudioClip,
  type AudioClipList,
  audioClipListResponseSchema,
  audioClipResponseSchema,
} from '../../../../shared/schemas/audio-clips';
import { ApiRequestError, apiBytes, apiRequest } from '../../api/client';
import { apiUpload } from '../../api/upload';

/**
 * A project's audio clips (/api/auth/v2/projects/{id}/audio-clips…), all with the signed-in user's
 * Bearer token. Uploads go through XMLHttpRequest (apiUpload), which reports how much has been sent;
 * the other calls through the fetch client.
 */
const BASE = '/api/auth/v2';
const TIMEOUT_MS = 15_000;
/** An upload of up to 50 MB, or the download of one, may take a while on a slow line. */
const TRANSFER_TIMEOUT_MS = 5 * 60_000;
/** As long as the server waits for an upload's body (HTTP_LIMITS.uploadRequestTimeoutMs). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const clipsOf = (projectId: string) => `${BASE}/projects/${encodeURIComponent(projectId)}/audio-clips`;
const clip = (projectId: string, clipId: string) => `${clipsOf(projectId)}/${encodeURIComponent(clipId)}`;

export type { AudioClip, AudioClipList };

/**
 * Stores audio in the project, reporting the share sent (`onProgress`, 0 to 1). The server decides the
 * format from the content; a file over 50 MB is refused here already, with the code the server would
 * answer (AUDIO_TOO_LARGE). Aborting `signal` leaves nothing stored: while the audio is being sent the
 * request is dropped (the server removes what it received); once all of it has gone, the server may be
 * storing it already, so the answer is awaited and the clip deleted. Either way it rejects with an AbortError.
 */
export async function uploadAudioClip(
  token: string,
  projectId: string,
  audio: Blob,
  options: { fileName: string; source: AudioClipSource; signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<AudioClip> {
  if (audio.size > AUDIO_CLIP_MAX_BYTES) {
    throw new ApiRequestError('AUDIO_TOO_LARGE', 413, 'This audio file is larger than 50 MB.');
  }
  const form = new FormData();
  // The source before the file: the server refuses a source the plan lacks before it reads the audio.
  form.append(AUDIO_CLIP_SOURCE_FIELD, options.source);
  form.append(AUDIO_CLIP_FILE_FIELD, audio, options.fileName);
  const { signal } = options;
  const sending = new AbortController();
  let sent = false;
  const stop = () => {
    if (!sent) sending.abort();
  };
  if (signal?.aborted) throw abortError();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await apiUpload(clipsOf(projectId), {
      accessToken: token,
      formData: form,
      schema: audioClipResponseSchema,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      signal: sending.signal,
      onProgress: (fraction) => {
        if (fraction >= 1) sent = true;
        options.onProgress?.(fraction);
      },
    });
    if (!signal?.aborted) return response.data;
    await deleteAudioClip(token, projectId, response.data.id).catch(() => undefined);
    throw abortError();
  } catch (error) {
    throw signal?.aborted ? abortError() : error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/** Whether a call failed because it was aborted (a cancelled upload), not because of the server or the network. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** The project's clips, oldest first, with the audio storage the user has used and may use (-1 unlimited). */
export async function listAudioClips(token: string, projectId: string): Promise<AudioClipList> {
  const response = await apiRequest(clipsOf(projectId), {
    accessToken: token,
    schema: audioClipListResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return response.data;
}

/** The clip's audio, to decode with Web Audio; its type is the one the server recognised. */
export async function fetchAudioClip(
  token: string,
  projectId: string,
  clipId: string,
  signal?: AbortSignal,
): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  return apiBytes(`${clip(projectId, clipId)}/audio`, { accessToken: token, timeoutMs: TRANSFER_TIMEOUT_MS, signal });
}

export async function deleteAudioClip(token: string, projectId: string, clipId: string): Promise<void> {
  await apiRequest(clip(projectId, clipId), {
    method: 'DELETE',
    accessToken: token,
    schema: z.unknown(),
    timeoutMs: TIMEOUT_MS,
  });
}

/** The codes with a message of their own under `clipErrors` in the studio-voice-tools namespace. */
const CLIP_ERROR_CODES = new Set([
  'AUDIO_TOO_LARGE',
  'AUDIO_NOT_SUPPORTED',
  'AUDIO_QUOTA_EXCEEDED',
  'VOICE_CONVERSION_LOCKED',
  'AUDIO_CLIP_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT_ERROR',
]);

/** The studio-voice-tools key of an audio-clip call's failure (`clipErrors.UNKNOWN` for the rest). */
export function clipErrorKey(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : '';
  return `clipErrors.${CLIP_ERROR_CODES.has(code) ? code : 'UNKNOWN'}`;
}
