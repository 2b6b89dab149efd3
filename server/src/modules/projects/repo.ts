import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OutlineNote } from '../../../../shared/studio/outline';
import type { Database } from '../../db/schema';
import type { ProjectsTable } from '../../db/tables/projects';

type Db = Kysely<Database> | Transaction<Database>;

/** The versions kept per project: older ones are pruned by the save that makes the 51st. */
export const KEPT_VERSIONS = 50;

export const SUMMARY_COLUMNS = [
  'id',
  'title',
  'character_ids',
  'track_count',
  'note_count',
  'outline',
  'version',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export type SummaryRow = Pick<Selectable<ProjectsTable>, (typeof SUMMARY_COLUMNS)[number]>;
/** A document as stored: the gzip of its JSON, or (saved before compression) its JSON text. */
export type StoredDocument = { document: string | null; document_gzip: Uint8Array | null };

/** A project's list columns and its current document. */
export type ProjectRow = SummaryRow & StoredDocument;

/** What the list columns and a version row say about a document. */
export type DocumentFacts = {
  title: string;
  characterIds: string[];
  /** [track id, character id] of each track. */
  trackCharacters: Array<[string, string]>;
  trackCount: number;
  noteCount: number;
  outline: OutlineNote[];
  /** The document as JSON (UTF-8 bytes: the server sends it as it is, never decoding it to a string). */
  json: Buffer;
  /** The gzip of `json`, as stored. */
  gzip: Uint8Array;
};

/** jsonb columns arrive parsed from pg and PGlite alike; accept a string too. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export async function countLive(db: Db, userUuid: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the user's live projects (newest save first) or of the trash (last deleted first). */
export async function listPage(
  db: Db,
  userUuid: string,
  options: { trashed: boolean; limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const base = db
    .selectFrom('projects')
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', options.trashed ? 'is not' : 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select([...SUMMARY_COLUMNS])
      .orderBy(options.trashed ? 'deleted_at' : 'updated_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The user's project (list columns only); null for another user's, a missing or (unless asked) a trashed one. */
export async function findProject(
  db: Db,
  userUuid: string,
  id: string,
  options: { trashed?: boolean } = {},
): Promise<SummaryRow | null> {
  const row = await db
    .selectFrom('projects')
    .select([...SUMMARY_COLUMNS])
    .where('id', '=', id)
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', options.trashed ? 'is not' : 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's live project with its current document's JSON; null for another user's, a missing or a trashed one. */
export async function findProjectWithDocument(db: Db, userUuid: string, id: string): Promise<ProjectRow | null> {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('project_versions as v', (join) =>
      join.onRef('v.project_id', '=', 'p.id').onRef('v.version', '=', 'p.version'),
    )
    .select([...SUMMARY_COLUMNS.map((column) => `p.${column}` as const), 'v.document', 'v.document_gzip'])
    .where('p.id', '=', id)
    .where('p.user_uuid', '=', userUuid)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export type SaveBase = SummaryRow & {
  /** [track id, character id] of every track of the current document. */
  tracks: Array<[string, string]>;
};

/** The live project a save builds on: its list columns and its tracks' characters (not the whole document). */
export async function findSaveBase(db: Db, userUuid: string, id: string): Promise<SaveBase | null> {
  const row = await db
    .selectFrom('projects')
    .select([...SUMMARY_COLUMNS, 'track_characters'])
    .where('id', '=', id)
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, tracks: fromJson<Array<[string, string]>>(row.track_characters) };
}

/** Locks the live project for a save and answers its current version; null when it is gone. */
export async function lockVersion(trx: Transaction<Database>, userUuid: string, id: string): Promise<number | null> {
  const row = await trx
    .selectFrom('projects')
    .select('version')
    .where('id', '=', id)
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row?.version ?? null;
}

/** Serialises the quota checks of one user's creates and restores (a row lock on the account). */
export async function lockUser(trx: Transaction<Database>, userUuid: string): Promise<void> {
  await trx.selectFrom('users').select('uuid').where('uuid', '=', userUuid).forUpdate().execute();
}

function versionValues(id: string, version: number, facts: DocumentFacts, at: Date) {
  return {
    project_id: id,
    version,
    saved_at: at,
    title: facts.title,
    track_count: facts.trackCount,
    note_count: facts.noteCount,
    document: null,
    document_gzip: facts.gzip,
  };
}

export async function insertProject(
  trx: Transaction<Database>,
  input: { id: string; userUuid: string; facts: DocumentFacts; at: Date },
): Promise<SummaryRow> {
  const { id, facts, at } = input;
  const row = await trx
    .insertInto('projects')
    .values({
      id,
      user_uuid: input.userUuid,
      title: facts.title,
      character_ids: JSON.stringify(facts.characterIds),
      track_characters: JSON.stringify(facts.trackCharacters),
      track_count: facts.trackCount,
      note_count: facts.noteCount,
      outline: JSON.stringify(facts.outline),
      version: 1,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning([...SUMMARY_COLUMNS])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('project_versions')
    .values(versionValues(id, 1, facts, at))
    .execute();
  return row;
}

/** Stores the next version as the current document and in the history, keeping the last KEPT_VERSIONS. */
export async function storeVersion(
  trx: Transaction<Database>,
  input: { id: string; version: number; facts: DocumentFacts; at: Date },
): Promise<SummaryRow> {
  const { id, version, facts, at } = input;
  const row = await trx
    .updateTable('projects')
    .set({
      title: facts.title,
      character_ids: JSON.stringify(facts.characterIds),
      track_characters: JSON.stringify(facts.trackCharacters),
      track_count: facts.trackCount,
      note_count: facts.noteCount,
      outline: JSON.stringify(facts.outline),
      version,
      updated_at: at,
    })
    .where('id', '=', id)
    .returning([...SUMMARY_COLUMNS])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('project_versions')
    .values(versionValues(id, version, facts, at))
    .execute();
  await trx
    .deleteFrom('project_versions')
    .where('project_id', '=', id)
    .where('version', '<=', version - KEPT_VERSIONS)
    .execute();
  return row;
}

export async function listVersions(db: Db, id: string) {
  return db
    .selectFrom('project_versions')
    .select(['version', 'saved_at', 'title', 'track_count', 'note_count'])
    .where('project_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
}

export async function findVersion(db: Db, id: string, version: number) {
  const row = await db
    .selectFrom('project_versions')
    .select(['version', 'saved_at', 'document', 'document_gzip'])
    .where('project_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ?? null;
}

export async function setDeletedAt(db: Db, userUuid: string, id: string, deletedAt: Date | null) {
  return db
    .updateTable('projects')
    .set({ deleted_at: deletedAt })
    .where('id', '=', id)
    .where('user_uuid', '=', userUuid)
    .returning([...SUMMARY_COLUMNS])
    .executeTakeFirst();
}

/** Removes projects that have been in the trash since before `before` (their versions go with them). */
export async function purgeTrashed(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('projects').where('deleted_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
