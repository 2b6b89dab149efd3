import { gunzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { songOutline } from '../../../../shared/studio/outline';

type StoredCurrent = { id: string; document: string | null; document_gzip: Uint8Array | null };

/**
 * The project list keeps the opening notes of each song (`outline`, [tick, duration, pitch] each),
 * so that a project's cover draws its own melody. Projects saved before get theirs from their
 * current document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column outline jsonb not null default '[]'::jsonb`.execute(db);
  const { rows } = await sql<StoredCurrent>`
    select p.id, v.document, v.document_gzip
    from projects p join project_versions v on v.project_id = p.id and v.version = p.version
    where p.note_count > 0`.execute(db);
  for (const row of rows) {
    const outline = outlineOf(row);
    if (outline.length)
      await sql`update projects set outline = ${JSON.stringify(outline)}::jsonb where id = ${row.id}`.execute(db);
  }
}

function outlineOf(row: StoredCurrent) {
  try {
    const json = row.document_gzip ? gunzipSync(row.document_gzip).toString('utf8') : (row.document ?? '');
    return songOutline(JSON.parse(json) as ProjectDocument);
  } catch {
    // A document this cannot read keeps an empty cover; the next save draws it.
    return [];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects drop column if exists outline`.execute(db);
}
