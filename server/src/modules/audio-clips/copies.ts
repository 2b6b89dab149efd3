import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { UNLIMITED } from '../../../../shared/plans';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { FileStorage } from '../../providers/storage/types';
import type { Entitlements } from '../entitlements';
import { audioAllowances, PENDING_UPLOAD_MS } from './allowances';
import { removeStoredFiles } from './remove-files';
import * as repo from './repo';

export type ClipCopiesDeps = {
  db: Kysely<Database>;
  now: () => Date;
  entitlements: Entitlements;
  storage: FileStorage;
  log: FastifyBaseLogger;
};

/** A source clip and the id, key and file its copy gets. */
type Copy = { from: repo.ClipRow; id: string; key: string };

/** Copied files waiting for their rows: stored in the duplicate's transaction, or discarded when it fails. */
export type CopiedClips = {
  /** Inserts the copies' rows into `projectId`, with the account locked by the caller and the quota checked again. */
  store(trx: Transaction<Database>, userUuid: string, projectId: string): Promise<void>;
  /** Removes the copied files (the duplicate was refused); a failure leaves them to the sweep. */
  discard(): Promise<void>;
};

const sizeOf = (copies: Copy[]) => copies.reduce((sum, copy) => sum + copy.from.size_bytes, 0);

/**
 * Copies of a project's recordings for its duplicate, so that the copy plays its own audio after the
 * original is deleted. The files are copied first, each key queued for removal before it is written
 * (as an upload's is), and their rows are inserted in the same transaction as the new project; a
 * refusal or a failure anywhere removes the copied files, and a stopped server leaves them to the sweep.
 */
export function createClipCopies(deps: ClipCopiesDeps) {
  const { db, now, entitlements, storage, log } = deps;

  async function checkQuota(trxOrDb: Kysely<Database> | Transaction<Database>, userUuid: string, bytes: number) {
    if (!bytes) return;
    const { quota } = await audioAllowances(entitlements, userUuid);
    if (quota !== UNLIMITED && (await repo.usedBytes(trxOrDb, userUuid)) + bytes > quota) {
      throw new ApiError('AUDIO_QUOTA_EXCEEDED');
    }
  }

  async function removeCopies(keys: string[]): Promise<void> {
    const removed = await removeStoredFiles(storage, log, keys);
    await repo.unqueue(db, removed).catch((error: unknown) => {
      log.error({ err: error }, 'copied audio files were removed but stay queued; the sweep takes them off');
    });
  }

  /** Copies each file under its new key; a source without its file is left out (its clips stay silent, as before). */
  async function copyFiles(copies: Copy[]): Promise<Copy[]> {
    const done: Copy[] = [];
    try {
      for (const copy of copies) {
        if (await storage.copy(copy.from.storage_key, copy.key)) done.push(copy);
        else log.error({ key: copy.from.storage_key, clip: copy.from.id }, 'an audio clip has no file to copy');
      }
    } catch (error) {
      await removeCopies(copies.map((copy) => copy.key));
      throw error;
    }
    const missing = copies.filter((copy) => !done.includes(copy)).map((copy) => copy.key);
    await repo.unqueue(db, missing);
    return done;
  }

  function copied(copies: Copy[]): CopiedClips {
    return {
      async store(trx, userUuid, projectId) {
        await checkQuota(trx, userUuid, sizeOf(copies));
        for (const { from, id, key } of copies) {
          await repo.insertClip(trx, { ...from, id, project_id: projectId, storage_key: key });
        }
        await repo.unqueue(
          trx,
          copies.map((copy) => copy.key),
        );
      },
      discard: () => removeCopies(copies.map((copy) => copy.key)),
    };
  }

  return {
    /** A new id for each clip of the user's project (source id → new id), for relinking its document. */
    async plan(
      userUuid: string,
      projectId: string,
    ): Promise<{ clips: repo.ClipRow[]; newIds: Record<string, string> }> {
      const clips = (await repo.listForProject(db, projectId)).filter((clip) => clip.user_uuid === userUuid);
      return { clips, newIds: Object.fromEntries(clips.map((clip) => [clip.id.toLowerCase(), randomUUID()])) };
    },

    /**
     * Copies the files of `clips` under the ids `newIds` gives them, after checking that they fit the
     * user's audio storage (AUDIO_QUOTA_EXCEEDED); answers the copies, whose rows are still to be stored.
     */
    async copy(userUuid: string, clips: repo.ClipRow[], newIds: Record<string, string>): Promise<CopiedClips> {
      const copies = clips.map((from) => {
        const id = newIds[from.id.toLowerCase()] ?? randomUUID();
        return { from, id, key: `audio/${id}${from.storage_key.slice(from.storage_key.lastIndexOf('.'))}` };
      });
      if (!copies.length) return copied([]);
      await checkQuota(db, userUuid, sizeOf(copies));
      const notBefore = new Date(now().getTime() + PENDING_UPLOAD_MS);
      for (const copy of copies) await repo.queuePendingUpload(db, copy.key, notBefore);
      return copied(await copyFiles(copies));
    },
  };
}

export type ClipCopies = ReturnType<typeof createClipCopies>;
