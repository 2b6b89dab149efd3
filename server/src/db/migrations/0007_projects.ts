import { type Kysely, sql } from 'kysely';

/**
 * Cloud projects move to the projects module and get their documents. The project row holds what
 * the project browser lists and a save checks (title, characters, counts, each track's character,
 * the current version, the trash date); project_versions holds the documents (jsonb) of the last
 * saves, the current one being the row of the project's version, so that a save writes its document
 * once. character_uses records when a saved project last sang with each character (the refund
 * rule's "used").
 *
 * The rows 0005 may hold (a name and dates, nothing wrote them so far) become empty songs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').renameColumn('name', 'title').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('character_ids', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('track_characters', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('track_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('note_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('projects').addColumn('deleted_at', 'timestamptz').execute();
  await sql`update projects set title = left(title, 100)`.execute(db);
  await db.schema.dropIndex('projects_user_idx').ifExists().execute();
  // The browser lists a user's live projects newest first; the trash and the purge read deleted_at.
  await db.schema
    .createIndex('projects_user_live_updated_idx')
    .on('projects')
    .columns(['user_uuid', 'updated_at desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('projects_deleted_idx')
    .on('projects')
    .column('deleted_at')
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('project_versions')
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('saved_at', 'timestamptz', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('track_count', 'integer', (col) => col.notNull())
    .addColumn('note_count', 'integer', (col) => col.notNull())
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('project_versions_pk', ['project_id', 'version'])
    .execute();
  await sql`
    insert into project_versions (project_id, version, saved_at, title, track_count, note_count, document)
    select id, version, updated_at, title, 0, 0, jsonb_build_object(
      'schemaVersion', 1,
      'title', title,
      'ticksPerQuarter', 480,
      'tempos', jsonb_build_array(jsonb_build_object('tick', 0, 'bpm', 120)),
      'timeSignatures', jsonb_build_array(jsonb_build_object('tick', 0, 'numerator', 4, 'denominator', 4)),
      'tracks', '[]'::jsonb
    ) from projects
  `.execute(db);

  await db.schema
    .createTable('character_uses')
    .addColumn('user_uuid', 'uuid', (col) => col.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('character_id', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('character_uses_pk', ['user_uuid', 'character_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('character_uses').ifExists().execute();
  await db.schema.dropTable('project_versions').ifExists().execute();
  await db.schema.dropIndex('projects_deleted_idx').ifExists().execute();
  await db.schema.dropIndex('projects_user_live_updated_idx').ifExists().execute();
  for (const column of ['deleted_at', 'version', 'note_count', 'track_count', 'track_characters', 'character_ids']) {
    await db.schema.alterTable('projects').dropColumn(column).execute();
  }
  await db.schema.alterTable('projects').renameColumn('title', 'name').execute();
  await db.schema.createIndex('projects_user_idx').on('projects').column('user_uuid').execute();
}
