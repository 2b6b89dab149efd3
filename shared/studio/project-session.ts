import type { ProjectDocument } from './document';
import {
  type ConflictChoice,
  type PendingEditQueue,
  type ProjectSession,
  type ProjectSessionState,
  ProjectStorageError,
  type ProjectTransport,
  type Scheduler,
} from './ports';

/** An edit is saved this long after the last one (the spec allows at most 2 s). */
export const AUTOSAVE_DELAY_MS = 1_500;
/** Pauses between attempts while the storage cannot be reached; the last one repeats. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

export type ProjectSessionDeps = {
  transport: ProjectTransport;
  queue: PendingEditQueue;
  scheduler: Scheduler;
  /** Registers a callback for "the network is back" (the browser's `online` event); returns the unsubscribe. */
  onReconnect?: (callback: () => void) => () => void;
  now?: () => number;
};

function asStorageError(error: unknown): ProjectStorageError {
  return error instanceof ProjectStorageError ? error : new ProjectStorageError('unreachable', 'NETWORK_ERROR');
}

/**
 * Opens a project: local edits still waiting from an earlier visit win over the stored document
 * (and are sent at once; a stale base version then shows as a conflict). Without the storage, a
 * project with waiting edits still opens from this device.
 */
export async function openProjectSession(projectId: string, deps: ProjectSessionDeps): Promise<ProjectSession> {
  const pending = await deps.queue.get(projectId).catch(() => undefined);
  let remote: { document: ProjectDocument; version: number } | null = null;
  try {
    remote = await deps.transport.load(projectId);
  } catch (error) {
    if (!pending || asStorageError(error).kind !== 'unreachable') throw error;
  }
  const session = new CloudProjectSession(projectId, deps, {
    projectId,
    document: pending?.document ?? remote!.document,
    baseVersion: pending?.baseVersion ?? remote!.version,
    status: pending ? (remote ? 'pending' : 'offline') : 'saved',
    unsaved: Boolean(pending),
    conflictVersion: null,
    errorCode: null,
  });
  if (pending) session.schedule(remote ? 0 : RETRY_DELAYS_MS[0]);
  return session;
}

class CloudProjectSession implements ProjectSession {
  private listeners = new Set<() => void>();
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private saveAgain = false;
  private retries = 0;
  private edits = 0;
  private persisted: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly scheduler: Scheduler;
  private readonly stopListening: () => void;

  constructor(
    private readonly projectId: string,
    private readonly deps: ProjectSessionDeps,
    private state: ProjectSessionState,
  ) {
    this.scheduler = deps.scheduler;
    this.stopListening = deps.onReconnect?.(() => this.reconnected()) ?? (() => undefined);
  }

  getState = (): ProjectSessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edit(document: ProjectDocument): void {
    if (this.closed) return;
    this.edits += 1;
    const waiting = this.state.status === 'offline' || this.state.status === 'conflict';
    this.set({ document, unsaved: true, status: waiting ? this.state.status : 'pending', errorCode: null });
    this.persist();
    // Offline, the retry timer keeps its backoff; in a conflict, nothing is sent until the user chooses.
    if (!waiting) this.schedule(AUTOSAVE_DELAY_MS);
  }

  async flush(): Promise<void> {
    this.cancelTimer();
    await this.save();
  }

  async resolveConflict(choice: ConflictChoice, copyTitle?: string): Promise<{ copyId?: string }> {
    if (choice === 'mine') {
      this.set({
        baseVersion: this.state.conflictVersion ?? this.state.baseVersion,
        conflictVersion: null,
        status: 'pending',
      });
      this.persist();
      await this.flush();
      return {};
    }
    let copyId: string | undefined;
    if (choice === 'copy') {
      const document = copyTitle ? { ...this.state.document, title: copyTitle } : this.state.document;
      copyId = (await this.deps.transport.createCopy(document)).id;
    }
    const remote = await this.deps.transport.load(this.projectId);
    this.edits += 1;
    this.cancelTimer();
    this.set({
      document: remote.document,
      baseVersion: remote.version,
      status: 'saved',
      unsaved: false,
      conflictVersion: null,
      errorCode: null,
    });
    this.forget(this.edits);
    return { copyId };
  }

  close(): void {
    this.closed = true;
    this.cancelTimer();
    this.stopListening();
    this.listeners.clear();
  }

  /** Runs a save after `ms` (replacing a save already due). */
  schedule(ms: number): void {
    this.cancelTimer();
    if (this.closed) return;
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      void this.save();
    }, ms);
  }

  private reconnected(): void {
    if (this.state.status === 'offline') void this.flush();
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  private save(): Promise<void> {
    if (this.inFlight) {
      this.saveAgain = true;
      return this.inFlight;
    }
    if (this.closed || !this.state.unsaved || this.state.status === 'conflict') return Promise.resolve();
    this.inFlight = this.send().finally(() => {
      this.inFlight = null;
      if (this.saveAgain) {
        this.saveAgain = false;
        if (this.state.status === 'pending') this.schedule(0);
      }
    });
    return this.inFlight;
  }

  private async send(): Promise<void> {
    const sent = this.edits;
    const { document, baseVersion } = this.state;
    this.set({ status: 'saving' });
    try {
      const { version } = await this.deps.transport.save(this.projectId, document, baseVersion);
      this.retries = 0;
      if (this.edits === sent) {
        this.set({ baseVersion: version, status: 'saved', unsaved: false, errorCode: null });
        this.forget(sent);
      } else {
        // Edits arrived while this one was on its way: they go next, on top of the new version.
        this.set({ baseVersion: version, status: 'pending' });
        this.persist();
        this.schedule(AUTOSAVE_DELAY_MS);
      }
    } catch (error) {
      const failure = asStorageError(error);
      if (failure.kind === 'conflict') {
        this.set({ status: 'conflict', conflictVersion: failure.currentVersion ?? baseVersion });
      } else if (failure.kind === 'unreachable') {
        this.set({ status: 'offline' });
        const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)]!;
        this.retries += 1;
        this.schedule(delay);
      } else {
        this.set({ status: 'refused', errorCode: failure.code });
      }
    }
  }

  /** Keeps the current document on this device, after every earlier write. */
  private persist(): void {
    const { document, baseVersion } = this.state;
    const edit = { projectId: this.projectId, document, baseVersion, editedAt: (this.deps.now ?? Date.now)() };
    this.persisted = this.persisted.then(() => this.deps.queue.put(edit)).catch(() => undefined);
  }

  /** Drops the kept copy once saved, unless another edit came since. */
  private forget(savedEdit: number): void {
    this.persisted = this.persisted
      .then(() => (this.edits === savedEdit ? this.deps.queue.remove(this.projectId) : undefined))
      .catch(() => undefined);
  }

  private set(changes: Partial<ProjectSessionState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
