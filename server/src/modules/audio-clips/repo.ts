import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AudioClipsTable } from '../../db/tables/audio-clips';

type Db = Kysely<Database> | Transaction<Database>;

export type ClipRow = Selectable<AudioClipsTable>;
export type NewClip = Omit<ClipRow, 'created_at'> & { created_at: Date };

/** The project's clips, oldest first. */
export function listForProject(db: Db, projectId: string): Promise<ClipRow[]> {
  return db
    .selectFrom('audio_clips')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The user's clip of that project; null for another user's, another project's or a missing one. */
export async function findClip(db: Db, userUuid: string, projectId: string, id: string): Promise<ClipRow | null> {
  const row = await db
    .selectFrom('audio_clips')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('user_uuid', '=', userUuid)
    .executeTakeFirst();
  return row ?? null;
}

/** Bytes of all the user's clips (every project, trashed ones too). */
export async function usedBytes(db: Db, userUuid: string): Promise<number> {
  const row = await db
    .selectFrom('audio_clips')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('size_bytes'), eb.lit(0)).as('used'))
    .where('user_uuid', '=', userUuid)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

export function insertClip(trx: Transaction<Database>, clip: NewClip): Promise<ClipRow> {
  return trx.insertInto('audio_clips').values(clip).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the row (its trigger queues the file's removal); the deleted row, or null when it was gone. */
export async function deleteClip(db: Db, userUuid: string, projectId: string, id: string): Promise<ClipRow | null> {
  const row = await db
    .deleteFrom('audio_clips')
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('user_uuid', '=', userUuid)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Queues a key an upload is about to write: its file is removed after `notBefore` unless the upload takes it off. */
export async function queuePendingUpload(db: Db, key: string, notBefore: Date): Promise<void> {
  await db.insertInto('storage_deletions').values({ key, not_before: notBefore }).execute();
}

/** Takes keys off the deletion queue (a finished upload's, or files just removed). */
export async function unqueue(db: Db, keys: string[], options: { dueBy?: Date } = {}): Promise<void> {
  if (!keys.length) return;
  let query = db.deleteFrom('storage_deletions').where('key', 'in', keys);
  // A file removed by the sweep comes off only if it was due: an upload may have re-queued its key since.
  const dueBy = options.dueBy;
  if (dueBy) query = query.where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', dueBy)]));
  await query.execute();
}

/** Queued keys whose files are due for removal (deleted clips at once; dead uploads after their time). */
export async function dueDeletions(db: Db, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('storage_deletions')
    .select('key')
    .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', at)]))
    .orderBy('queued_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}
