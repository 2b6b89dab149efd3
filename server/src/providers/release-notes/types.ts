import type { Language } from '../../../../shared/languages';
import type { BlockChildrenResponse, DatabaseQueryResponse } from '../../../../shared/schemas/notion';

export type ReleasePostsQuery = { language: Language; pageSize: number; startCursor?: string };
export type BlockChildrenQuery = { pageSize: number; startCursor?: string };

/**
 * Where release notes come from: the Notion database when a token is configured, the local
 * content otherwise. Both answer in Notion's shapes and only with public posts.
 */
export interface ReleaseNotesProvider {
  readonly kind: 'local' | 'notion';
  /** Public posts of one language, newest first. */
  queryPosts(query: ReleasePostsQuery): Promise<DatabaseQueryResponse>;
  /** Blocks of a public post of the database; null when the page is not one. */
  listBlocks(pageId: string, query: BlockChildrenQuery): Promise<BlockChildrenResponse | null>;
}
