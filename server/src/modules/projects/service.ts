import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Kysely, Transaction } from 'kysely';
import { UNLIMITED, type UtilityPerks, utilityPerks } from '../../../../shared/plans';
import {
  type CreateProjectBody,
  createProjectBodySchema,
  type ProjectSummary,
  type ProjectTemplate,
  type ProjectVersion,
} from '../../../../shared/schemas/projects';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { findCharacter } from '../../../../shared/studio/characters';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import type { OutlineNote } from '../../../../shared/studio/outline';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ClipCopies } from '../audio-clips/copies';
import type { Entitlements } from '../entitlements';
import { recordCharacterUse } from './activity';
import { factsOf, isCurrentStoredJson } from './document-input';
import type { DocumentPool } from './document-pool';
import * as repo from './repo';
import type { SaveLimiter } from './save-limiter';
import type { LoadedTemplate } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Trashed projects are restorable for 30 days, then purged. */
export const TRASH_DAYS = 30;

export type ProjectServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  entitlements: Entitlements;
  templates: LoadedTemplate[];
  saveLimiter: SaveLimiter;
  documents: DocumentPool;
  /** Copies a project's recordings for its duplicate. */
  clipCopies: ClipCopies;
};

/** More rows a new project's transaction stores after the project's own (its copied clips). */
type AlsoStore = (trx: Transaction<Database>, projectId: string) => Promise<void>;

/** A project as the API answers it: its list columns and its document as stored JSON text (sent as it is). */
export type ProjectWithDocument = ProjectSummary & { documentJson: Buffer };

const iso = (value: Date | string) => new Date(value).toISOString();

function summaryOf(row: repo.SummaryRow): ProjectSummary {
  return {
    id: row.id,
    title: row.title,
    character_ids: repo.fromJson<string[]>(row.character_ids),
    track_count: row.track_count,
    note_count: row.note_count,
    outline: repo.fromJson<OutlineNote[]>(row.outline),
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

const notFound = () => new ApiError('PROJECT_NOT_FOUND');
const conflict = (currentVersion: number) =>
  new ApiError('PROJECT_VERSION_CONFLICT', { extra: { current_version: currentVersion } });

const gunzipAsync = promisify(gunzip);

/** The JSON of a stored document, decompressed on libuv's threads (not on the event loop). */
async function storedJson(stored: repo.StoredDocument): Promise<Buffer> {
  if (stored.document_gzip) return gunzipAsync(stored.document_gzip);
  if (stored.document !== null) return Buffer.from(stored.document);
  throw new Error('A stored project version has no document');
}

/** A create body of the blank or template kind, by its schema. */
function parseCreateBody(body: unknown): CreateProjectBody {
  const parsed = createProjectBodySchema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ApiError('VALIDATION_ERROR', {
      message: `Invalid body: ${first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'invalid value'}`,
    });
  }
  return parsed.data;
}

/** A title within the document's limit, for copies of a project. */
function copyTitle(title: string): string {
  const suffix = ' (2)';
  return title.slice(0, DOCUMENT_LIMITS.maxTitleLength - suffix.length) + suffix;
}

export function createProjectService(deps: ProjectServiceDeps) {
  const { db, now, entitlements, templates, saveLimiter, documents, clipCopies } = deps;

  /** A stored document's JSON of the current schema: as it is, or migrated in the worker pool. */
  async function currentJson(userUuid: string, stored: repo.StoredDocument): Promise<Buffer> {
    const json = await storedJson(stored);
    return isCurrentStoredJson(json) ? json : (await documents.reopen(userUuid, json)).json;
  }

  /** The user's quotas: the plan's perks, raised to the character-ownership row when a character is owned. */
  async function perksOf(userUuid: string): Promise<UtilityPerks> {
    const [plan, owned] = await Promise.all([entitlements.activePlan(userUuid), entitlements.ownedAddons(userUuid)]);
    return utilityPerks(plan?.plan ?? 'basic', owned.length > 0);
  }

  /**
   * What a saved state may add over the one before it (null for a new project): no tracks beyond the
   * track quota unless the count does not grow (a lapsed plan keeps what it has), and no track that
   * starts singing with a character the user may not use.
   */
  async function checkAdditions(
    userUuid: string,
    facts: repo.DocumentFacts,
    previous: { trackCount: number; tracks: Array<[string, string]> } | null,
  ): Promise<void> {
    if (facts.trackCount > (previous?.trackCount ?? 0)) {
      const quota = (await perksOf(userUuid)).track_quota;
      if (quota !== UNLIMITED && facts.trackCount > quota) {
        throw new ApiError('TRACK_QUOTA_EXCEEDED', {
          message: `Your plan allows ${quota} tracks in one project. Upgrade your plan for unlimited tracks.`,
        });
      }
    }
    const kept = new Set((previous?.tracks ?? []).map(([id, character]) => `${id}\u0000${character}`));
    const added = facts.trackCharacters.filter(([id, character]) => !kept.has(`${id}\u0000${character}`));
    if (!added.length) return;
    const available = new Set(await entitlements.availableInstruments(userUuid));
    const locked = added.find(([, character]) => !available.has(character));
    if (locked) {
      const [, character] = locked;
      throw new ApiError('CHARACTER_LOCKED', {
        message: `Your plan does not include ${findCharacter(character)?.slug ?? character}. Buy the character or upgrade your plan to sing with it.`,
        extra: { character_id: character },
      });
    }
  }

  /** Refuses a new project at the user's project quota (pass the transaction holding the account's lock). */
  async function checkProjectQuota(
    trx: Kysely<Database> | Transaction<Database>,
    userUuid: string,
    perks: UtilityPerks,
  ) {
    if (perks.project_quota !== UNLIMITED && (await repo.countLive(trx, userUuid)) >= perks.project_quota) {
      throw new ApiError('PROJECT_QUOTA_EXCEEDED');
    }
  }

  /**
   * Creates a project with the user's project quota checked (under a lock on the account), and with
   * `alsoStore`'s rows in the same transaction: all of it is stored, or nothing.
   */
  async function insertNew(
    userUuid: string,
    facts: repo.DocumentFacts,
    alsoStore?: AlsoStore,
  ): Promise<ProjectWithDocument> {
    const [perks] = await Promise.all([perksOf(userUuid), checkAdditions(userUuid, facts, null)]);
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      await repo.lockUser(trx, userUuid);
      await checkProjectQuota(trx, userUuid, perks);
      const inserted = await repo.insertProject(trx, { id: randomUUID(), userUuid, facts, at });
      await alsoStore?.(trx, inserted.id);
      await recordCharacterUse(trx, userUuid, facts.characterIds, at);
      return inserted;
    });
    return { ...summaryOf(row), documentJson: facts.json };
  }

  /**
   * A copy of the user's live project that plays its own copies of the recordings its document uses
   * (copied files, new ids in the document), within the project and audio quotas: all or nothing.
   */
  async function duplicateWithAudio(userUuid: string, id: string, title?: string): Promise<ProjectWithDocument> {
    const row = await liveProject(userUuid, id);
    const { clips, newIds } = await clipCopies.plan(userUuid, id);
    const { facts, relinked } = await documents.copy(
      userUuid,
      await storedJson(row),
      title ?? copyTitle(row.title),
      newIds,
    );
    const used = new Set(relinked);
    const played = clips.filter((clip) => used.has(clip.id.toLowerCase()));
    // Refused before any file is copied when the project quota is already reached.
    if (played.length) await checkProjectQuota(db, userUuid, await perksOf(userUuid));
    const copies = await clipCopies.copy(userUuid, played, newIds);
    try {
      return await insertNew(userUuid, facts, (trx, projectId) => copies.store(trx, userUuid, projectId));
    } catch (error) {
      await copies.discard();
      throw error;
    }
  }

  /** Stores a new version of a live project based on `baseVersion`, after the checks of a save. */
  async function saveOver(
    userUuid: string,
    id: string,
    baseVersion: number | null,
    facts: repo.DocumentFacts,
  ): Promise<ProjectSummary> {
    const base = await repo.findSaveBase(db, userUuid, id);
    if (!base) throw notFound();
    if (baseVersion !== null && base.version !== baseVersion) throw conflict(base.version);
    await checkAdditions(userUuid, facts, { trackCount: base.track_count, tracks: base.tracks });
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      const current = await repo.lockVersion(trx, userUuid, id);
      if (current === null) throw notFound();
      // The checks above were made against base.version; anything saved since is a conflict.
      if (current !== base.version) throw conflict(current);
      const stored = await repo.storeVersion(trx, { id, version: current + 1, facts, at });
      await recordCharacterUse(trx, userUuid, facts.characterIds, at);
      return stored;
    });
    return summaryOf(row);
  }

  async function liveProject(userUuid: string, id: string) {
    const row = await repo.findProjectWithDocument(db, userUuid, id);
    if (!row) throw notFound();
    return row;
  }

  async function liveSummary(userUuid: string, id: string) {
    const row = await repo.findProject(db, userUuid, id);
    if (!row) throw notFound();
    return row;
  }

  /** A blank project or a copy of a demo song. */
  function createFrom(userUuid: string, body: CreateProjectBody): Promise<ProjectWithDocument> {
    if (body.kind === 'blank') {
      const character = findCharacter(body.character_id);
      if (!character || character.id !== body.character_id) {
        throw new ApiError('INVALID_PROJECT', { message: `There is no character ${body.character_id}.` });
      }
      const name = character.slug.charAt(0).toUpperCase() + character.slug.slice(1);
      return insertNew(
        userUuid,
        factsOf(
          blankDocument({ title: body.title, characterId: character.id, trackName: name, language: body.language }),
        ),
      );
    }
    if (body.kind === 'template') {
      const template = templates.find((item) => item.summary.id === body.template_id);
      if (!template) throw new ApiError('NOT_FOUND', { message: 'There is no such demo song.' });
      return insertNew(userUuid, template.facts);
    }
    throw new ApiError('VALIDATION_ERROR', { message: 'Invalid body: an import sends { kind, document }.' });
  }

  return {
    async list(userUuid: string, query: { page: number; page_size: number }, trashed = false) {
      const { rows, total } = await repo.listPage(db, userUuid, {
        trashed,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { items: rows.map(summaryOf), total, page: query.page, page_size: query.page_size };
    },

    count: (userUuid: string) => repo.countLive(db, userUuid),

    templates: (): ProjectTemplate[] => templates.map((template) => template.summary),

    async get(userUuid: string, id: string): Promise<ProjectWithDocument> {
      const row = await liveProject(userUuid, id);
      return { ...summaryOf(row), documentJson: await currentJson(userUuid, row) };
    },

    /** A create body as bytes: an import's document is checked in the worker pool, the other kinds here. */
    async create(userUuid: string, bytes: Uint8Array): Promise<ProjectWithDocument> {
      const outcome = await documents.create(userUuid, bytes);
      if ('facts' in outcome) return insertNew(userUuid, outcome.facts);
      return createFrom(userUuid, parseCreateBody(outcome.body));
    },

    /** A save with `If-Match: <version>`: the whole document replaces the current one as the next version. */
    async save(userUuid: string, id: string, baseVersion: number, bytes: Uint8Array): Promise<ProjectSummary> {
      // The rate limit comes before the document is read, so that refused saves cost nothing.
      saveLimiter.take(userUuid);
      return saveOver(userUuid, id, baseVersion, await documents.save(userUuid, bytes));
    },

    async rename(userUuid: string, id: string, title: string): Promise<ProjectSummary> {
      saveLimiter.take(userUuid);
      const row = await liveProject(userUuid, id);
      return saveOver(userUuid, id, row.version, await documents.reopen(userUuid, await storedJson(row), title));
    },

    duplicate: duplicateWithAudio,

    /** Moves a project to the trash; a project already there stays (a repeated delete is not an error). */
    async trash(userUuid: string, id: string): Promise<void> {
      const live = await repo.findProject(db, userUuid, id);
      if (live) {
        await repo.setDeletedAt(db, userUuid, id, now());
        return;
      }
      if (!(await repo.findProject(db, userUuid, id, { trashed: true }))) throw notFound();
    },

    /** Takes a project out of the trash, within the project quota. */
    async restore(userUuid: string, id: string): Promise<ProjectSummary> {
      const perks = await perksOf(userUuid);
      const row = await db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, userUuid);
        const trashed = await repo.findProject(trx, userUuid, id, { trashed: true });
        if (!trashed) {
          const live = await repo.findProject(trx, userUuid, id);
          if (live) return live;
          throw notFound();
        }
        await checkProjectQuota(trx, userUuid, perks);
        return repo.setDeletedAt(trx, userUuid, id, null);
      });
      if (!row) throw notFound();
      return summaryOf(row);
    },

    async versions(userUuid: string, id: string): Promise<ProjectVersion[]> {
      await liveSummary(userUuid, id);
      const rows = await repo.listVersions(db, id);
      return rows.map((row) => ({
        version: row.version,
        saved_at: iso(row.saved_at),
        title: row.title,
        track_count: row.track_count,
        note_count: row.note_count,
      }));
    },

    /** The project as it was saved at a version still in the history. */
    async version(userUuid: string, id: string, version: number): Promise<ProjectWithDocument> {
      const row = await liveSummary(userUuid, id);
      const saved = await repo.findVersion(db, id, version);
      if (!saved) throw new ApiError('NOT_FOUND', { message: 'This version is no longer kept.' });
      const facts = await documents.reopen(userUuid, await storedJson(saved));
      return {
        ...summaryOf(row),
        title: facts.title,
        character_ids: facts.characterIds,
        track_count: facts.trackCount,
        note_count: facts.noteCount,
        outline: facts.outline,
        version: saved.version,
        updated_at: iso(saved.saved_at),
        documentJson: facts.json,
      };
    },

    /** Saves an older version again as the newest (the history keeps what came between). */
    async restoreVersion(userUuid: string, id: string, version: number): Promise<ProjectSummary> {
      saveLimiter.take(userUuid);
      const row = await liveSummary(userUuid, id);
      const saved = await repo.findVersion(db, id, version);
      if (!saved) throw new ApiError('NOT_FOUND', { message: 'This version is no longer kept.' });
      return saveOver(userUuid, id, row.version, await documents.reopen(userUuid, await storedJson(saved)));
    },

    /** Removes what has been in the trash for more than TRASH_DAYS. */
    purgeTrash: () => repo.purgeTrashed(db, new Date(now().getTime() - TRASH_DAYS * DAY_MS)),
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
