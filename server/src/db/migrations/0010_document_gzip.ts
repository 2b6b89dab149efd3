import { type Kysely, sql } from 'kysely';

/**
 * Project documents are stored as the gzip of the JSON the server validated (`document_gzip`),
 * compressed and decompressed off the event loop: the database no longer parses 4 MB of JSON as
 * jsonb (PGlite does that on the server's own thread) and the driver no longer parses it back.
 * Documents saved before stay in `document`, as JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table project_versions alter column document type text using document::text`.execute(db);
  await sql`alter table project_versions alter column document drop not null`.execute(db);
  await sql`alter table project_versions add column document_gzip bytea`.execute(db);
  await sql`alter table project_versions add constraint project_versions_document_check check (document is not null or document_gzip is not null)`.execute(
    db,
  );
}
