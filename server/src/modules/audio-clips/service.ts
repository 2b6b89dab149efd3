import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIO_CLIP_MAX_BYTES, type AudioClipSource } from '../../../../shared/audio-clips';
import { UNLIMITED } from '../../../../shared/plans';
import type { AudioClip, AudioClipList } from '../../../../shared/schemas/audio-clips';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { FileStorage, StoredFile } from '../../providers/storage/types';
import type { Entitlements } from '../entitlements';
import { findProject, lockUser } from '../projects/repo';
import { audioAllowances, PENDING_UPLOAD_MS } from './allowances';
import { removeStoredFiles } from './remove-files';
import * as repo from './repo';
import { type ReceivedUpload, removeStaleUploads, type UploadLimits } from './upload';

/** Files removed per round of the sweep. */
const SWEEP_BATCH = 100;

export type AudioClipServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  entitlements: Entitlements;
  storage: FileStorage;
  /** Where uploads are streamed before they go to the storage. */
  uploadDir: string;
  log: FastifyBaseLogger;
};

const notFound = () => new ApiError('AUDIO_CLIP_NOT_FOUND');

function clipOf(row: repo.ClipRow): AudioClip {
  return {
    id: row.id,
    project_id: row.project_id,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    source: row.source,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The audio clips of a user's projects: upload within the plan's quota, list, read, delete, and the file sweep. */
export function createAudioClipService(deps: AudioClipServiceDeps) {
  const { db, now, entitlements, storage, log } = deps;

  const allowances = (userUuid: string) => audioAllowances(entitlements, userUuid);

  /** The user's live project; another user's, a trashed or a missing one is PROJECT_NOT_FOUND, as in the projects API. */
  async function liveProject(userUuid: string, projectId: string): Promise<void> {
    if (!(await findProject(db, userUuid, projectId))) throw new ApiError('PROJECT_NOT_FOUND');
  }

  /** Removes the files of queued keys and takes them off the queue; a failure leaves a key for the next sweep. */
  async function removeFiles(keys: string[], at: Date): Promise<number> {
    const removed = await removeStoredFiles(storage, log, keys);
    await repo.unqueue(db, removed, { dueBy: at });
    return removed.length;
  }

  return {
    /** Checks the project and the quota before the body is read, and gives the limits the upload streams under. */
    async prepareUpload(userUuid: string, projectId: string): Promise<UploadLimits> {
      await liveProject(userUuid, projectId);
      const [{ voiceConversion, quota }, used] = await Promise.all([
        allowances(userUuid),
        repo.usedBytes(db, userUuid),
      ]);
      const remainingBytes = quota === UNLIMITED ? Number.POSITIVE_INFINITY : quota - used;
      if (remainingBytes <= 0) throw new ApiError('AUDIO_QUOTA_EXCEEDED');
      return {
        maxBytes: AUDIO_CLIP_MAX_BYTES,
        remainingBytes,
        checkSource(source: AudioClipSource) {
          if (source === 'voice_changer' && !voiceConversion) throw new ApiError('VOICE_CONVERSION_LOCKED');
        },
      };
    },

    /**
     * Moves a received upload to the storage and records it, with the quota checked again under a lock
     * on the account (two uploads at once cannot both pass it). If anything fails, the file is removed:
     * at once, or by the sweep when even that fails (its key was queued before the file was written).
     */
    async store(userUuid: string, projectId: string, upload: ReceivedUpload): Promise<AudioClip> {
      const id = randomUUID();
      const key = `audio/${id}.${upload.format.extension}`;
      const at = now();
      try {
        await repo.queuePendingUpload(db, key, new Date(at.getTime() + PENDING_UPLOAD_MS));
        await storage.putFile(key, upload.path, upload.format.contentType);
        const { quota } = await allowances(userUuid);
        const row = await db.transaction().execute(async (trx) => {
          await lockUser(trx, userUuid);
          if (!(await findProject(trx, userUuid, projectId))) throw new ApiError('PROJECT_NOT_FOUND');
          if (quota !== UNLIMITED && (await repo.usedBytes(trx, userUuid)) + upload.size > quota) {
            throw new ApiError('AUDIO_QUOTA_EXCEEDED');
          }
          const inserted = await repo.insertClip(trx, {
            id,
            project_id: projectId,
            user_uuid: userUuid,
            storage_key: key,
            file_name: upload.fileName,
            content_type: upload.format.contentType,
            size_bytes: upload.size,
            source: upload.source,
            created_at: at,
          });
          await repo.unqueue(trx, [key]);
          return inserted;
        });
        return clipOf(row);
      } catch (error) {
        await fs.rm(upload.path, { force: true });
        await removeFiles([key], new Date(at.getTime() + PENDING_UPLOAD_MS)).catch((cleanup: unknown) => {
          log.error({ err: cleanup, key }, 'a failed upload could not be cleaned up; the sweep retries');
        });
        throw error;
      }
    },

    async list(userUuid: string, projectId: string): Promise<AudioClipList> {
      await liveProject(userUuid, projectId);
      const [rows, used, { quota }] = await Promise.all([
        repo.listForProject(db, projectId),
        repo.usedBytes(db, userUuid),
        allowances(userUuid),
      ]);
      return { items: rows.map(clipOf), used_bytes: used, quota_bytes: quota };
    },

    /** The clip's bytes with its stored type; a clip of another user or project is not found. */
    async audio(userUuid: string, projectId: string, clipId: string): Promise<{ clip: AudioClip; file: StoredFile }> {
      await liveProject(userUuid, projectId);
      const row = await repo.findClip(db, userUuid, projectId, clipId);
      if (!row) throw notFound();
      const file = await storage.get(row.storage_key);
      if (!file) {
        log.error({ key: row.storage_key, clip: row.id }, 'an audio clip has no file');
        throw notFound();
      }
      return { clip: clipOf(row), file };
    },

    /** Deletes the clip's row, then its file (queued by the row's trigger, so a failure here is retried). */
    async remove(userUuid: string, projectId: string, clipId: string): Promise<void> {
      await liveProject(userUuid, projectId);
      const row = await repo.deleteClip(db, userUuid, projectId, clipId);
      if (!row) throw notFound();
      await removeFiles([row.storage_key], now());
    },

    /**
     * Removes the files of deleted clips (their owner's delete, a project purged from the trash, an
     * account purged: the rows' trigger queued them), of uploads that died before their row was
     * stored, and upload files a stopped server left behind. Answers how many stored files went.
     */
    async sweep(): Promise<number> {
      const at = now();
      let removed = 0;
      for (;;) {
        const keys = await repo.dueDeletions(db, at, SWEEP_BATCH);
        if (!keys.length) break;
        const count = await removeFiles(keys, at);
        removed += count;
        if (count < keys.length) break;
      }
      await removeStaleUploads(deps.uploadDir, PENDING_UPLOAD_MS);
      return removed;
    },
  };
}

export type AudioClipService = ReturnType<typeof createAudioClipService>;
