import type { AudioClipSource } from '../../../../shared/audio-clips';
import { type AudioClip, clipErrorKey, isAbort, uploadAudioClip } from '../adapters/audioClipsApi';
import { showUploadNotice } from './showUploadNotice';
import { createUploadProgress } from './uploadProgress';

export type StoreOutcome =
  | { ok: true; clip: AudioClip }
  | { ok: false; errorKey: string }
  | { ok: false; cancelled: true };

/**
 * Uploads a recording to the project with a notice of its progress, whose button abandons it (and
 * then nothing stays stored). Answers the stored clip, the localized key of a failure, or that the
 * user abandoned it.
 */
export async function storeRecording(
  token: string,
  projectId: string,
  recording: Blob,
  options: { name: string; source: AudioClipSource },
): Promise<StoreOutcome> {
  const controller = new AbortController();
  const progress = createUploadProgress();
  const hide = showUploadNotice({ name: options.name, progress, onAbort: () => controller.abort() });
  try {
    const clip = await uploadAudioClip(token, projectId, recording, {
      fileName: options.name,
      source: options.source,
      signal: controller.signal,
      onProgress: progress.set,
    });
    return { ok: true, clip };
  } catch (error) {
    return isAbort(error) ? { ok: false, cancelled: true } : { ok: false, errorKey: clipErrorKey(error) };
  } finally {
    hide();
  }
}
