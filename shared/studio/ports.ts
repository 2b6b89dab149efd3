import type { Language } from '../languages';
import type { ProjectDocument } from './document';

/**
 * Interfaces the studio core asks of parts built elsewhere. The core only defines them; the voice
 * (shared/studio/voice/) and the renderer's adapters implement them.
 */

/**
 * The phonemes a voice would sing for a lyric in a language, shown under each note as the default
 * the user may override (Note.phonemes). Synchronous and cheap: it is called for every visible note.
 * Continuation lyrics ("+", "ー") return [].
 */
export type PhonemePreview = (lyric: string, language: Language) => string[];

/*
 * The ProjectStore port: how the studio opens a project, edits it and gets it saved, whatever the
 * storage (the cloud with an offline queue in the browser, files in tools and tests).
 */

/** Saved: the storage has every edit. Pending: an autosave is due. Offline: edits wait on this device. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'refused';

export type ProjectSessionState = {
  projectId: string;
  document: ProjectDocument;
  /** The stored version the local document is based on (If-Match of the next save). */
  baseVersion: number;
  status: SaveStatus;
  /** True while the storage lacks some local edit. */
  unsaved: boolean;
  /** With status `conflict`: the version the storage holds now. */
  conflictVersion: number | null;
  /** With status `refused`: the error code the storage answered. */
  errorCode: string | null;
};

export type ConflictChoice = 'mine' | 'theirs' | 'copy';

export interface ProjectSession {
  getState(): ProjectSessionState;
  /** Called after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces the document (an edit): kept on this device at once, saved after a short pause. */
  edit(document: ProjectDocument): void;
  /** Saves now instead of after the pause. */
  flush(): Promise<void>;
  /**
   * After a conflict: overwrite the stored version with mine, take the stored one, or save mine as
   * a new project (whose id is returned) and take the stored one here.
   */
  resolveConflict(choice: ConflictChoice, copyTitle?: string): Promise<{ copyId?: string }>;
  close(): void;
}

export interface ProjectStore {
  open(projectId: string): Promise<ProjectSession>;
}

/** Edits the storage has not confirmed, kept across reloads. */
export type PendingEdit = { projectId: string; baseVersion: number; document: ProjectDocument; editedAt: number };

export interface PendingEditQueue {
  get(projectId: string): Promise<PendingEdit | undefined>;
  put(edit: PendingEdit): Promise<void>;
  remove(projectId: string): Promise<void>;
}

/** Why a storage call failed, as the store needs to know it. */
export class ProjectStorageError extends Error {
  constructor(
    /** unreachable: try again later (network, timeout, 5xx); conflict: a stale version; refused: any other refusal. */
    readonly kind: 'unreachable' | 'conflict' | 'refused',
    readonly code: string,
    readonly currentVersion: number | null = null,
  ) {
    super(code);
    this.name = 'ProjectStorageError';
  }
}

/** The storage behind a ProjectStore. Failures are ProjectStorageError. */
export interface ProjectTransport {
  load(projectId: string): Promise<{ document: ProjectDocument; version: number }>;
  save(projectId: string, document: ProjectDocument, baseVersion: number): Promise<{ version: number }>;
  createCopy(document: ProjectDocument): Promise<{ id: string }>;
}

/** Timers, injectable so tests step time by hand. */
export type Scheduler = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};
