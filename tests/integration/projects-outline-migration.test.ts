import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/database';
import { MIGRATIONS } from '../../server/src/db/migrations';
import { PGliteDialect } from '../../server/src/db/pglite-dialect';
import type { Database } from '../../server/src/db/schema';
import { song, track } from './support/projects';

const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
afterAll(() => db.destroy());

async function projectSavedBefore(user: string, stored: { gzip?: Buffer; text?: string }, noteCount: number) {
  const id = randomUUID();
  await sql`insert into projects (id, user_uuid, title, note_count, version, created_at, updated_at)
    values (${id}, ${user}, 'Old', ${noteCount}, 1, now(), now())`.execute(db);
  await sql`insert into project_versions (project_id, version, saved_at, title, track_count, note_count, document, document_gzip)
    values (${id}, 1, now(), 'Old', 1, ${noteCount}, ${stored.text ?? null}, ${stored.gzip ?? null})`.execute(db);
  return id;
}

describe('the project outline migration', () => {
  it('gives projects saved before it the opening notes of their current document', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0010_document_gzip')).error).toBeUndefined();
    const user = randomUUID();
    await sql`insert into users (uuid, email, name, register_date) values (${user}, 'old@example.com', 'Old', now())`.execute(
      db,
    );
    const json = JSON.stringify(song('Old', [track('t1', 'hodo', 3)]));
    const compressed = await projectSavedBefore(user, { gzip: gzipSync(json) }, 3);
    const plain = await projectSavedBefore(user, { text: json }, 3);
    const unreadable = await projectSavedBefore(user, { text: '"not a document"' }, 3);

    await migrateToLatest(db);

    const outlines = await db.selectFrom('projects').select(['id', 'outline']).execute();
    const outlineOf = (id: string) => outlines.find((row) => row.id === id)?.outline;
    const opening = [
      [0, 120, 60],
      [120, 120, 61],
      [240, 120, 62],
    ];
    expect(outlineOf(compressed)).toEqual(opening);
    expect(outlineOf(plain)).toEqual(opening);
    expect(outlineOf(unreadable)).toEqual([]);
  });
});
