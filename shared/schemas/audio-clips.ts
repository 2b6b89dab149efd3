import { z } from 'zod/mini';
import { AUDIO_CLIP_SOURCES } from '../audio-clips';
import { dataEnvelope } from './common';

/**
 * Payloads of the audio-clip calls (/api/auth/v2/projects/{projectId}/audio-clips…). The upload is
 * multipart/form-data: the audio as the `file` field and, optionally, where it came from as `source`.
 */

export const AUDIO_CLIP_FILE_FIELD = 'file';
export const AUDIO_CLIP_SOURCE_FIELD = 'source';

export const audioClipIdSchema = z.uuid();
export const audioClipSourceSchema = z.enum(AUDIO_CLIP_SOURCES);

/** One stored clip (its metadata; the bytes come from …/audio). */
export const audioClipSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  /** The uploaded file's name, cleaned (shared/audio-clips.ts, cleanClipFileName). */
  file_name: z.string(),
  /** The type the server recognised from the content, which …/audio answers with. */
  content_type: z.string(),
  size_bytes: z.int(),
  source: audioClipSourceSchema,
  created_at: z.string(),
});
export type AudioClip = z.infer<typeof audioClipSchema>;

export const audioClipResponseSchema = dataEnvelope(audioClipSchema);

/** A project's clips, oldest first, with the user's audio storage across all projects. */
export const audioClipListResponseSchema = dataEnvelope(
  z.object({
    items: z.array(audioClipSchema),
    /** Bytes of every clip the user keeps (all projects, the trash included). */
    used_bytes: z.int(),
    /** The plan's audio storage in bytes; -1 is unlimited. */
    quota_bytes: z.int(),
  }),
);
export type AudioClipList = z.infer<typeof audioClipListResponseSchema>['data'];
