import type { Language } from '../../../../shared/languages';
import {
  type Block,
  blockChildrenResponseSchema,
  databaseQueryResponseSchema,
  type ReleasePage,
  releasesQueryBody,
} from '../../../../shared/schemas/notion';
import { apiRequest } from '../../api/client';
import { fetchSiteConfig } from '../../catalog/catalogApi';
import { plainText } from './blocks/RichText';

export type ReleasePost = { id: string; date: string; title: string; version: string; blocks: Block[] };

async function blocksOf(pageId: string): Promise<Block[]> {
  const response = await apiRequest(`/api/notion/blocks/${encodeURIComponent(pageId)}/children`, {
    schema: blockChildrenResponseSchema,
    query: { page_size: 100 },
  });
  return response.results;
}

function toPost(page: ReleasePage, blocks: Block[]): ReleasePost {
  return {
    id: page.id,
    date: page.properties.date.date?.start ?? '',
    title: plainText(page.properties.title.title),
    version: plainText(page.properties.version.rich_text),
    blocks,
  };
}

/** One page of public posts in a language (five, newest first) with their blocks, and the next cursor. */
export async function fetchReleasePosts(
  language: Language,
  cursor?: string,
): Promise<{ posts: ReleasePost[]; nextCursor: string | null }> {
  const config = await fetchSiteConfig();
  const response = await apiRequest(`/api/notion/database/${encodeURIComponent(config.notion_database_id)}/query`, {
    method: 'POST',
    schema: databaseQueryResponseSchema,
    body: releasesQueryBody(language, cursor),
  });
  const posts = await Promise.all(response.results.map(async (page) => toPost(page, await blocksOf(page.id))));
  return { posts, nextCursor: response.has_more ? response.next_cursor : null };
}
