import type { Language } from '../../../../shared/languages';
import { type ReleasePost, releasePost } from '../../../../shared/page-data';
import type { Block } from '../../../../shared/schemas/notion';
import { apiRequest } from '../../api/client';
import { fetchSiteConfig } from '../../catalog/catalogApi';

export type { ReleasePost } from '../../../../shared/page-data';

/** The answers' schemas (and zod) load with the first call: a page sent with its notes makes none. */
const notion = () => import('../../../../shared/schemas/notion');

async function blocksOf(pageId: string): Promise<Block[]> {
  const { blockChildrenResponseSchema } = await notion();
  const response = await apiRequest(`/api/notion/blocks/${encodeURIComponent(pageId)}/children`, {
    schema: blockChildrenResponseSchema,
    query: { page_size: 100 },
  });
  return response.results;
}

/** One page of public posts in a language (five, newest first) with their blocks, and the next cursor. */
export async function fetchReleasePosts(
  language: Language,
  cursor?: string,
): Promise<{ posts: ReleasePost[]; nextCursor: string | null }> {
  const [config, { databaseQueryResponseSchema, releasesQueryBody }] = await Promise.all([fetchSiteConfig(), notion()]);
  const response = await apiRequest(`/api/notion/database/${encodeURIComponent(config.notion_database_id)}/query`, {
    method: 'POST',
    schema: databaseQueryResponseSchema,
    body: releasesQueryBody(language, cursor),
  });
  const posts = await Promise.all(response.results.map(async (page) => releasePost(page, await blocksOf(page.id))));
  return { posts, nextCursor: response.has_more ? response.next_cursor : null };
}
