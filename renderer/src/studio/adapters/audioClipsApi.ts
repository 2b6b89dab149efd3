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

/**
 * A project's audio clips (/api/auth/v2/projects/{id}/audio-clips…), all with the signed-in user's
 * Bearer token. The API client is built on fetch, which reports no upload progress: an upload resolves
 * when the server has stored the clip.
 */
const BASE = '/api/auth/v2';
const TIMEOUT_MS = 15_000;
/** An upload of up to 50 MB, or the download of one, may take a while on a slow line. */
const TRANSFER_TIMEOUT_MS = 5 * 60_000;
const clipsOf = (projectId: string) => `${BASE}/projects/${encodeURIComponent(projectId)}/audio-clips`;
const clip = (projectId: string, clipId: string) => `${clipsOf(projectId)}/${encodeURIComponent(clipId)}`;

export type { AudioClip, AudioClipList };

/**
 * Stores audio in the project. The server decides the format from the content; a file over 50 MB is
 * refused here already, with the code the server would answer (AUDIO_TOO_LARGE).
 */
export async function uploadAudioClip(
  token: string,
  projectId: string,
  audio: Blob,
  options: { fileName: string; source: AudioClipSource; signal?: AbortSignal },
): Promise<AudioClip> {
  if (audio.size > AUDIO_CLIP_MAX_BYTES) {
    throw new ApiRequestError('AUDIO_TOO_LARGE', 413, 'This audio file is larger than 50 MB.');
  }
  const form = new FormData();
  // The source before the file: the server refuses a source the plan lacks before it reads the audio.
  form.append(AUDIO_CLIP_SOURCE_FIELD, options.source);
  form.append(AUDIO_CLIP_FILE_FIELD, audio, options.fileName);
  const response = await apiRequest(clipsOf(projectId), {
    method: 'POST',
    accessToken: token,
    formData: form,
    schema: audioClipResponseSchema,
    timeoutMs: TRANSFER_TIMEOUT_MS,
    signal: options.signal,
  });
  return response.data;
}

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
