import { type Kysely, sql } from 'kysely';

/**
 * Audio clips a project keeps (backing tracks, recordings, the voice changer's output): the row holds
 * what the list shows and where the bytes are (`storage_key`, in the file storage's `audio` area).
 *
 * A clip's file must go whenever its row goes, however it goes: deleted by its owner, with its
 * project purged from the trash, or with its account purged (both by `on delete cascade`). A trigger
 * queues the key of every deleted row in `storage_deletions`, in the same transaction as the delete;
 * the audio-clip module removes the queued files and their queue rows. An upload queues its key too,
 * with `not_before` set, before it writes the file, and takes it off the queue in the transaction
 * that inserts its row: a file whose upload died between the two is removed once `not_before` passes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audio_clips (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      user_uuid uuid not null references users (uuid) on delete cascade,
      storage_key text not null unique,
      file_name text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes >= 0),
      source text not null check (source in ('upload', 'recording', 'voice_changer')),
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index audio_clips_project_idx on audio_clips (project_id, created_at)`.execute(db);
  await sql`create index audio_clips_user_idx on audio_clips (user_uuid)`.execute(db);

  await sql`
    create table storage_deletions (
      key text primary key,
      not_before timestamptz,
      queued_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create function audio_clips_queue_file_deletion() returns trigger language plpgsql as $$
    begin
      insert into storage_deletions (key, not_before) values (old.storage_key, null)
        on conflict (key) do update set not_before = null;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger audio_clips_file_deletion after delete on audio_clips
      for each row execute function audio_clips_queue_file_deletion()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audio_clips`.execute(db);
  await sql`drop function if exists audio_clips_queue_file_deletion()`.execute(db);
  await sql`drop table if exists storage_deletions`.execute(db);
}
