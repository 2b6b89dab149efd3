import { type Kysely, sql } from 'kysely';
import {
  type Block,
  blockSchema,
  normalizeNotionId,
  RELEASE_STATUS_PUBLIC,
  type ReleasePage,
  releasePageSchema,
} from '../../../../shared/schemas/notion';
import type { Database } from '../../db/schema';
import type { ReleaseNotesProvider } from './types';

const fromJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Release notes from the seeded local content, with Notion's cursor semantics (cursor = id of the next item). */
export function createLocalReleaseNotes(db: Kysely<Database>): ReleaseNotesProvider {
  return {
    kind: 'local',
    async queryPosts({ language, pageSize, startCursor }) {
      let query = db
        .selectFrom('release_pages')
        .select(['id', 'date', 'page'])
        .where('language', '=', language)
        .where('status', '=', RELEASE_STATUS_PUBLIC);
      if (startCursor) {
        const cursor = await db
          .selectFrom('release_pages')
          .select(['id', 'date'])
          .where('id', '=', normalizeNotionId(startCursor))
          .where('language', '=', language)
          .where('status', '=', RELEASE_STATUS_PUBLIC)
          .executeTakeFirst();
        if (!cursor) return { object: 'list', results: [], has_more: false, next_cursor: null };
        query = query.where(sql<boolean>`(date, id) <= (${cursor.date}, ${cursor.id})`);
      }
      const rows = await query
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .execute();
      const pages: ReleasePage[] = rows.slice(0, pageSize).map((row) => releasePageSchema.parse(fromJson(row.page)));
      const next = rows[pageSize];
      return {
        object: 'list',
        results: pages,
        has_more: Boolean(next),
        next_cursor: next ? (fromJson(next.page) as ReleasePage).id : null,
      };
    },

    async listBlocks(pageId, { pageSize, startCursor }) {
      const id = normalizeNotionId(pageId);
      const page = await db
        .selectFrom('release_pages')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', RELEASE_STATUS_PUBLIC)
        .executeTakeFirst();
      if (!page) return null;
      let from = 0;
      if (startCursor) {
        const cursor = await db
          .selectFrom('release_blocks')
          .select('position')
          .where('page_id', '=', id)
          .where('id', '=', startCursor)
          .executeTakeFirst();
        if (!cursor) return { object: 'list', results: [], has_more: false, next_cursor: null };
        from = cursor.position;
      }
      const rows = await db
        .selectFrom('release_blocks')
        .select(['id', 'block'])
        .where('page_id', '=', id)
        .where('position', '>=', from)
        .orderBy('position')
        .limit(pageSize + 1)
        .execute();
      const blocks: Block[] = rows.slice(0, pageSize).map((row) => blockSchema.parse(fromJson(row.block)));
      const next = rows[pageSize];
      return { object: 'list', results: blocks, has_more: Boolean(next), next_cursor: next?.id ?? null };
    },
  };
}
