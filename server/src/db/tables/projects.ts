import type { OutlineNote } from '../../../../shared/studio/outline';
import type { Json, Timestamp } from './columns';

/* The projects module's tables. */

/**
 * Cloud projects of the studio (owned by the projects module): what the list shows and a save
 * checks. The current document is the project_versions row of `version`.
 */
export interface ProjectsTable {
  id: string;
  user_uuid: string;
  title: string;
  /** 4-letter ids of the characters its tracks sing with. */
  character_ids: Json<string[]>;
  /** [track id, character id] of each track: what a save may keep without the character being available. */
  track_characters: Json<Array<[string, string]>>;
  track_count: number;
  note_count: number;
  /** The song's opening notes, [tick, duration, pitch] each: what its cover draws. */
  outline: Json<OutlineNote[]>;
  /** Goes up by one with every save; `If-Match` names the version a save was based on. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while the project is in the trash; purged 30 days later. */
  deleted_at: Timestamp | null;
}

/** The documents of the last saves of each project (the newest is the current document). */
export interface ProjectVersionsTable {
  project_id: string;
  version: number;
  saved_at: Timestamp;
  title: string;
  track_count: number;
  note_count: number;
  /** The project document (shared/studio/document.ts) as JSON text: versions saved before document_gzip. */
  document: string | null;
  /** The gzip of the document's JSON, validated before it is stored. */
  document_gzip: Uint8Array | null;
}

/** When a saved project of the user last had a track singing with the character. */
export interface CharacterUsesTable {
  user_uuid: string;
  character_id: string;
  last_used_at: Timestamp;
}
