import type { ColumnType } from 'kysely';
import type { AudioClipSource } from '../../../../shared/audio-clips';
import type { Timestamp } from './columns';

/* The audio-clip module's tables. */

/** A project's stored audio (a backing track, a recording, the voice changer's output). */
export interface AudioClipsTable {
  id: string;
  project_id: string;
  /** The project's owner: the quota is counted per user. */
  user_uuid: string;
  /** Where the bytes are in the file storage (`audio/<id>.<ext>`). */
  storage_key: string;
  /** The uploaded file's name, cleaned. */
  file_name: string;
  /** Recognised from the content when it was uploaded. */
  content_type: string;
  size_bytes: number;
  source: AudioClipSource;
  created_at: Timestamp;
}

/**
 * Files to remove from the file storage: queued by a trigger when an audio clip's row is deleted
 * (null `not_before`), or by an upload before it writes its file (removed unless the upload
 * finishes by `not_before`).
 */
export interface StorageDeletionsTable {
  key: string;
  not_before: Timestamp | null;
  queued_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
