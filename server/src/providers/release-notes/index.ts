import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { createLocalReleaseNotes } from './local';
import { createNotionReleaseNotes } from './notion';
import type { ReleaseNotesProvider } from './types';

export type { ReleaseNotesProvider } from './types';

/** Notion when NOTION_TOKEN is set, otherwise the local content. */
export function createReleaseNotesProvider(config: Config, db: Kysely<Database>): ReleaseNotesProvider {
  const { notionToken, databaseId } = config.releaseNotes;
  return notionToken ? createNotionReleaseNotes(notionToken, databaseId) : createLocalReleaseNotes(db);
}
