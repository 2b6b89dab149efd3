import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { PLAN_TABLE } from '../../shared/plans';
import { testAudioTrack, testClip } from '../../shared/studio/audio-track-test-helpers';
import type { AudioTrack, ProjectDocument } from '../../shared/studio/document';
import { audioClipsClient, startAudioTestApp, stopAudioTestApp, wav } from './support/audio';
import { newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { codeOf, projectsClient, song } from './support/projects';
import type { TestApp } from './support/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;
const FILLER_ID = '00000000-0000-4000-8000-00000000d111';

/** An audio track playing each of `audioIds` once, one after the other. */
function audioTrack(id: string, audioIds: string[]): AudioTrack {
  return testAudioTrack(
    id,
    audioIds.map((audioId, index) =>
      testClip({
        id: `${id}-c${index}`,
        audioId,
        name: `Take ${index + 1}`,
        tick: index * 1920,
        sourceDuration: 0.5,
        duration: 0.5,
      }),
    ),
  );
}

const audioIdsOf = (document: ProjectDocument) =>
  document.audioTracks.flatMap((track) => track.clips.map((clip) => clip.audioId));

describe.each(testDatabases())('duplicating a project with audio on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  const clock = { now: new Date('2026-09-01T10:00:00Z') };

  beforeAll(async () => {
    ({ t, dataDir } = await startAudioTestApp(database, clock, 'cantara-audio-copy-'));
  });
  afterAll(() => stopAudioTestApp({ t, dataDir }));

  const storedFiles = async () => (await fs.readdir(t.config.audio.dir).catch(() => [] as string[])).sort();
  const allClipRows = () => t.db.selectFrom('audio_clips').select(['id', 'project_id']).execute();
  const pendingDeletions = () => t.db.selectFrom('storage_deletions').selectAll().execute();

  /** A user with a project whose document plays `played` of the clips it stores (`stored` sizes in samples). */
  async function singerWithAudio(name: string, stored: number[], played: number[]) {
    const user = await newUser(t.app, name);
    const projects = projectsClient(t.app, user.token);
    const projectId = (await projects.blank(`${name}'s song`)).json().data.id as string;
    const clips = audioClipsClient(t.app, user.token, projectId);
    const ids: string[] = [];
    for (const samples of stored) ids.push((await clips.file(wav(samples))).json().data.id);
    const playedIds = played.map((index) => ids[index]!);
    // The first clip on two tracks: one recording, played twice.
    const document = {
      ...song(`${name}'s song`),
      audioTracks: [audioTrack('a1', playedIds), audioTrack('a2', playedIds.slice(0, 1))],
    };
    expect((await projects.save(projectId, 1, document)).statusCode).toBe(200);
    return { ...user, projects, projectId, clips, ids };
  }

  it('gives the copy its own audio, which it still plays after the original is purged from the trash', async () => {
    const owner = await singerWithAudio('Copier', [4000, 2000, 1000], [0, 1]);
    const [first, second, unplayed] = owner.ids;
    const before = (await owner.clips.list()).json().data;

    const duplicated = await owner.projects.duplicate(owner.projectId);
    expect(duplicated.statusCode).toBe(201);
    const copy = duplicated.json().data;
    const copyIds = audioIdsOf(copy.document);
    expect(copyIds).toHaveLength(3);
    expect(copyIds[0]).toBe(copyIds[2]);
    for (const id of copyIds) expect(owner.ids).not.toContain(id);
    // The original's document and clips are untouched.
    expect(audioIdsOf((await owner.projects.get(owner.projectId)).json().data.document)).toEqual([
      first,
      second,
      first,
    ]);

    const copyClips = audioClipsClient(t.app, owner.token, copy.id);
    const listed = (await copyClips.list()).json().data;
    // Only the recordings the document plays are copied, once each, with their names, types and sources.
    expect(listed.items.map((clip: { id: string }) => clip.id).sort()).toEqual([copyIds[0], copyIds[1]].sort());
    expect(listed.items.map((clip: { size_bytes: number }) => clip.size_bytes).sort()).toEqual(
      before.items
        .filter((clip: { id: string }) => clip.id !== unplayed)
        .map((clip: { size_bytes: number }) => clip.size_bytes)
        .sort(),
    );
    expect(listed.used_bytes).toBe(before.used_bytes + wav(4000).length + wav(2000).length);
    expect((await storedFiles()).length).toBe(5);
    expect(await pendingDeletions()).toEqual([]);

    // The original goes to the trash and, 31 days later, is purged with its audio.
    expect((await owner.projects.remove(owner.projectId)).statusCode).toBe(204);
    const later = new Date(clock.now.getTime() + 31 * DAY_MS);
    const restarted = await buildApp(t.config, { database: t.database, now: () => later });
    await restarted.ready();
    await restarted.close();
    expect((await allClipRows()).filter((row) => row.project_id === owner.projectId)).toEqual([]);
    expect((await storedFiles()).length).toBe(2);

    const played = await copyClips.audio(copyIds[0]!);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(wav(4000))).toBe(true);
    expect((await copyClips.audio(copyIds[1]!)).rawPayload.equals(wav(2000))).toBe(true);
    for (const id of [copyIds[0]!, copyIds[1]!]) expect((await copyClips.remove(id)).statusCode).toBe(204);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a copy beyond the plan's audio storage with 403 AUDIO_QUOTA_EXCEEDED, storing no project and no file", async () => {
    const owner = await singerWithAudio('Crowded', [4000], [0]);
    const used = (await owner.clips.list()).json().data.used_bytes as number;
    // A row without a file stands in for many uploads: 100 bytes short of the quota.
    await t.db
      .insertInto('audio_clips')
      .values({
        id: FILLER_ID,
        project_id: owner.projectId,
        user_uuid: owner.uuid,
        storage_key: `audio/${FILLER_ID}.wav`,
        file_name: 'filler.wav',
        content_type: 'audio/wav',
        size_bytes: PLAN_TABLE.basic.audioStorageBytes - used - 100,
        source: 'upload',
        created_at: clock.now,
      })
      .execute();
    const files = await storedFiles();
    const rows = await allClipRows();

    const refused = await owner.projects.duplicate(owner.projectId);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('AUDIO_QUOTA_EXCEEDED');
    expect(await owner.projects.count()).toBe(1);
    expect(await storedFiles()).toEqual(files);
    expect(await allClipRows()).toEqual(rows);
    expect(await pendingDeletions()).toEqual([]);

    // Room for one copy: two duplicates at once that each fit but not both leave one project and its copy.
    await t.db
      .updateTable('audio_clips')
      .set({ size_bytes: PLAN_TABLE.basic.audioStorageBytes - 2 * used - 100 })
      .where('id', '=', FILLER_ID)
      .execute();
    const together = await Promise.all([
      owner.projects.duplicate(owner.projectId),
      owner.projects.duplicate(owner.projectId),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect(await owner.projects.count()).toBe(2);
    expect((await storedFiles()).length).toBe(files.length + 1);
    expect((await allClipRows()).length).toBe(rows.length + 1);
    expect(await pendingDeletions()).toEqual([]);
    const copyId = together.find((response) => response.statusCode === 201)!.json().data.id as string;
    expect((await owner.projects.remove(copyId)).statusCode).toBe(204);
  });

  it('refuses a copy at the project quota before copying any audio', async () => {
    const owner = await singerWithAudio('Busy', [1000], [0]);
    for (let index = 1; index < PLAN_TABLE.basic.perks.project_quota; index += 1) {
      expect((await owner.projects.blank(`Song ${index}`)).statusCode).toBe(201);
    }
    const files = await storedFiles();
    const refused = await owner.projects.duplicate(owner.projectId);
    expect(codeOf(refused)).toBe('PROJECT_QUOTA_EXCEEDED');
    expect(await storedFiles()).toEqual(files);
    expect(await pendingDeletions()).toEqual([]);
  });

  it("answers 404 for another user's project and copies nothing", async () => {
    const owner = await singerWithAudio('Keeper', [1000], [0]);
    const other = await newUser(t.app, 'Stranger');
    const files = await storedFiles();
    const rows = await allClipRows();
    const refused = await projectsClient(t.app, other.token).duplicate(owner.projectId);
    expect(refused.statusCode).toBe(404);
    expect(codeOf(refused)).toBe('PROJECT_NOT_FOUND');
    expect(await projectsClient(t.app, other.token).count()).toBe(0);
    expect(await storedFiles()).toEqual(files);
    expect(await allClipRows()).toEqual(rows);
  });
});
