import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../../http/api-error';
import type { CopyOutcome, CreateOutcome, DocumentOutcome } from './document-input';
import type { DocumentTask } from './document-worker';
import type { DocumentFacts } from './repo';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Heavy document jobs one user may have under way at once; more are refused (429) rather than queued. */
const JOBS_PER_USER = 2;

/**
 * The worker file beside this module: TypeScript under tsx (development, tests, scripts), the
 * compiled file next to the compiled server in production (the build emits both side by side).
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const typescript = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./document-worker.${typescript ? 'ts' : 'js'}`, import.meta.url));
  return { filename, execArgv: typescript ? ['--import', 'tsx'] : [] };
}

/**
 * Parses, validates and serialises project documents in worker threads, so that a 4 MB document
 * costs the event loop nothing but a copy of its bytes. Threads start on demand and stop when idle.
 */
export function createDocumentPool() {
  const pool = new Piscina({
    ...workerFile(),
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: 30_000,
  });
  const jobs = new Map<string, number>();

  /** Runs one job for a user within the user's share of the pool. */
  async function run<T>(userUuid: string, task: DocumentTask): Promise<T> {
    const bytes = 'bytes' in task ? task.bytes : task.json;
    // A body's bytes move to the worker instead of being copied, when they are a buffer of their own.
    const transferList =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
    const running = jobs.get(userUuid) ?? 0;
    if (running >= JOBS_PER_USER) {
      throw new ApiError('RATE_LIMITED', {
        message: 'Your earlier saves are still being processed. Try again in a moment.',
      });
    }
    jobs.set(userUuid, running + 1);
    try {
      // piscina infers its TransferList type from MessagePort.postMessage's last overload (options, not a list).
      return (await pool.run(task, { transferList: transferList as never })) as T;
    } finally {
      const left = (jobs.get(userUuid) ?? 1) - 1;
      if (left) jobs.set(userUuid, left);
      else jobs.delete(userUuid);
    }
  }

  const factsOrThrow = (outcome: DocumentOutcome): DocumentFacts => {
    if (!outcome.ok) throw new ApiError(outcome.refusal.code, outcome.refusal);
    // A Buffer crosses the thread as a plain Uint8Array; the database drivers expect a Buffer.
    const { gzip, json } = outcome.facts;
    return { ...outcome.facts, gzip: asBuffer(gzip), json: asBuffer(json) };
  };

  return {
    /** A save body's document, accepted (or refused with the project codes). */
    async save(userUuid: string, bytes: Uint8Array): Promise<DocumentFacts> {
      return factsOrThrow(await run<DocumentOutcome>(userUuid, { kind: 'save', bytes }));
    },
    /** A create body: an import's facts, or the other kinds' parsed body. */
    async create(userUuid: string, bytes: Uint8Array): Promise<{ facts: DocumentFacts } | { body: unknown }> {
      const outcome = await run<CreateOutcome>(userUuid, { kind: 'create', bytes });
      if ('body' in outcome) return { body: outcome.body };
      return { facts: factsOrThrow(outcome) };
    },
    /** A stored document brought to the current schema (and retitled when asked). */
    async reopen(userUuid: string, json: Uint8Array, title?: string): Promise<DocumentFacts> {
      return factsOrThrow(await run<DocumentOutcome>(userUuid, { kind: 'reopen', json, title }));
    },
    /** A stored document as its project's copy: retitled, its clips relinked (see copyStored). */
    async copy(
      userUuid: string,
      json: Uint8Array,
      title: string,
      audioIds: Record<string, string>,
    ): Promise<{ facts: DocumentFacts; relinked: string[] }> {
      const outcome = await run<CopyOutcome>(userUuid, { kind: 'copy', json, title, audioIds });
      return { facts: factsOrThrow(outcome), relinked: outcome.relinked };
    },
    close: () => pool.destroy(),
  };
}
export type DocumentPool = ReturnType<typeof createDocumentPool>;
