import { Client, LogLevel } from '@notionhq/client';
import {
  blockSchema,
  normalizeNotionId,
  RELEASE_STATUS_PUBLIC,
  releasePageSchema,
} from '../../../../shared/schemas/notion';
import type { ReleaseNotesProvider } from './types';

const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_CHECK_TTL_MS = 5 * 60 * 1000;

/** Keeps only what our schema knows; other block types and unexpected shapes are left out. */
function known<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  results: unknown[],
): T[] {
  return results.flatMap((raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Release notes from a Notion database through the official client. Block children are only
 * served for public pages of the configured database, so the proxy cannot read other pages.
 */
export function createNotionReleaseNotes(
  token: string,
  databaseId: string,
  /** The HTTP client Notion's SDK uses; tests hand in a fake one. */
  fetchImpl?: typeof fetch,
): ReleaseNotesProvider {
  const notion = new Client({
    auth: token,
    timeoutMs: REQUEST_TIMEOUT_MS,
    retry: false,
    logLevel: LogLevel.ERROR,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const database = normalizeNotionId(databaseId);
  let dataSourceId: Promise<string> | null = null;
  const checkedPages = new Map<string, number>();

  const resolveDataSource = () => {
    dataSourceId ??= notion.databases.retrieve({ database_id: databaseId }).then((db) => {
      const first = 'data_sources' in db ? db.data_sources[0]?.id : undefined;
      if (!first) throw new Error('The Notion database has no data source');
      return first;
    });
    dataSourceId.catch(() => {
      dataSourceId = null;
    });
    return dataSourceId;
  };

  async function isPublicPostOfDatabase(pageId: string): Promise<boolean> {
    const checkedAt = checkedPages.get(pageId);
    if (checkedAt && Date.now() - checkedAt < PAGE_CHECK_TTL_MS) return true;
    const page = await notion.pages.retrieve({ page_id: pageId }).catch(() => null);
    if (!page || !('parent' in page)) return false;
    const parent = page.parent as { database_id?: string };
    const parsed = releasePageSchema.safeParse(page);
    const ok =
      Boolean(parent.database_id && normalizeNotionId(parent.database_id) === database) &&
      parsed.success &&
      parsed.data.properties.status.status?.name === RELEASE_STATUS_PUBLIC;
    if (ok) checkedPages.set(pageId, Date.now());
    return ok;
  }

  return {
    kind: 'notion',
    async queryPosts({ language, pageSize, startCursor }) {
      const response = await notion.dataSources.query({
        data_source_id: await resolveDataSource(),
        sorts: [{ property: 'date', direction: 'descending' }],
        filter: {
          and: [
            { property: 'status', status: { equals: RELEASE_STATUS_PUBLIC } },
            { property: 'language', select: { equals: language } },
          ],
        },
        page_size: pageSize,
        ...(startCursor ? { start_cursor: startCursor } : {}),
      });
      return {
        object: 'list',
        results: known(releasePageSchema, response.results),
        has_more: response.has_more,
        next_cursor: response.next_cursor,
      };
    },

    async listBlocks(pageId, { pageSize, startCursor }) {
      if (!(await isPublicPostOfDatabase(pageId))) return null;
      const response = await notion.blocks.children.list({
        block_id: pageId,
        page_size: pageSize,
        ...(startCursor ? { start_cursor: startCursor } : {}),
      });
      return {
        object: 'list',
        results: known(blockSchema, response.results),
        has_more: response.has_more,
        next_cursor: response.next_cursor,
      };
    },
  };
}
