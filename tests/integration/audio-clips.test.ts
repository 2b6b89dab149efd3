import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { AUDIO_CLIP_MAX_BYTES } from '../../shared/audio-clips';
import { PLAN_TABLE } from '../../shared/plans';
import { audioClipsClient, startAudioTestApp, stopAudioTestApp, wav } from './support/audio';
import { auth, newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { type FormPart, multipartForm } from './support/multipart';
import { API, codeOf, projectsClient } from './support/projects';
import type { TestApp } from './support/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A WAV header in front of `size` bytes in all (silence): for the size limits. */
function wavOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  wav(16).copy(bytes, 0, 0, 44);
  return bytes;
}

/** The start of a WebM file as Chromium's MediaRecorder writes it (EBML header, doc type "webm"). */
function webm(): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(2000, 0x11)]);
}

describe.each(testDatabases())('audio clips of a project on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  const clock = { now: new Date('2026-09-01T10:00:00Z') };

  beforeAll(async () => {
    ({ t, dataDir } = await startAudioTestApp(database, clock, 'cantara-audio-'));
  });
  afterAll(() => stopAudioTestApp({ t, dataDir }));

  /** Every file under the audio folder and the upload folder (nothing else is written there). */
  async function storedFiles(): Promise<string[]> {
    const list = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).map((n) => `${dir}/${n}`);
    return [...(await list(t.config.audio.dir)), ...(await list(t.config.audio.uploadDir))];
  }
  const clipRows = (projectId: string) =>
    t.db.selectFrom('audio_clips').selectAll().where('project_id', '=', projectId).execute();

  async function userWithProject(name: string) {
    const user = await newUser(t.app, name);
    const projects = projectsClient(t.app, user.token);
    const created = await projects.blank(`${name}'s song`);
    expect(created.statusCode).toBe(201);
    return { ...user, projects, projectId: created.json().data.id as string };
  }

  const clips = audioClipsClient;

  it('stores a WAV, lists it, gives back the same bytes, and deletes row and file', async () => {
    const owner = await userWithProject('Singer');
    const api = clips(t.app, owner.token, owner.projectId);
    const audio = wav();

    const uploaded = await api.file(audio, 'recording', '../../Take 1\u0007.wav', 'application/octet-stream');
    expect(uploaded.statusCode).toBe(201);
    const clip = uploaded.json().data;
    expect(clip).toMatchObject({
      project_id: owner.projectId,
      file_name: 'Take 1 .wav',
      content_type: 'audio/wav',
      size_bytes: audio.length,
      source: 'recording',
      created_at: clock.now.toISOString(),
    });
    expect(await storedFiles()).toEqual([path.join(t.config.audio.dir, `${clip.id}.wav`)]);

    const listed = (await api.list()).json().data;
    expect(listed).toEqual({
      items: [clip],
      used_bytes: audio.length,
      quota_bytes: PLAN_TABLE.basic.audioStorageBytes,
    });

    const fetched = await api.audio(clip.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('audio/wav');
    expect(fetched.rawPayload.equals(audio)).toBe(true);

    // Private: the public file route does not serve the audio area.
    expect((await t.app.inject({ method: 'GET', url: `/files/audio/${clip.id}.wav` })).statusCode).toBe(404);

    expect((await api.remove(clip.id)).statusCode).toBe(204);
    expect(codeOf(await api.audio(clip.id))).toBe('AUDIO_CLIP_NOT_FOUND');
    expect(codeOf(await api.remove(clip.id))).toBe('AUDIO_CLIP_NOT_FOUND');
    expect((await api.list()).json().data).toMatchObject({ items: [], used_bytes: 0 });
    expect(await storedFiles()).toEqual([]);
    expect(await t.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });

  it('recognises the format from the content: WebM from a recorder, a Korean file name, the source defaulting to upload', async () => {
    const owner = await userWithProject('Recorder');
    const api = clips(t.app, owner.token, owner.projectId);
    const uploaded = await api.file(webm(), undefined, '녹음 1.webm', 'video/webm');
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data).toMatchObject({
      file_name: '녹음 1.webm',
      content_type: 'audio/webm',
      source: 'upload',
    });
    const fetched = await api.audio(uploaded.json().data.id);
    expect(fetched.headers['content-type']).toBe('audio/webm');
    expect(fetched.rawPayload.equals(webm())).toBe(true);
    expect((await api.remove(uploaded.json().data.id)).statusCode).toBe(204);
  });

  it('refuses a file over 50 MB with 413 AUDIO_TOO_LARGE and keeps nothing; exactly 50 MB is taken', async () => {
    const owner = await userWithProject('Big');
    const api = clips(t.app, owner.token, owner.projectId);

    const over = await api.file(wavOfSize(AUDIO_CLIP_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(codeOf(over)).toBe('AUDIO_TOO_LARGE');
    expect(await clipRows(owner.projectId)).toEqual([]);
    expect(await storedFiles()).toEqual([]);

    // A body declared far larger is refused before it is read.
    const declared = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${owner.projectId}/audio-clips`,
      headers: {
        ...auth(owner.token),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(AUDIO_CLIP_MAX_BYTES * 2),
      },
      payload: '--x--',
    });
    expect(declared.statusCode).toBe(413);
    expect(codeOf(declared)).toBe('AUDIO_TOO_LARGE');

    const exact = await api.file(wavOfSize(AUDIO_CLIP_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size_bytes).toBe(AUDIO_CLIP_MAX_BYTES);
    expect((await api.remove(exact.json().data.id)).statusCode).toBe(204);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses what is not audio with 415 AUDIO_NOT_SUPPORTED, whatever its name and declared type', async () => {
    const owner = await userWithProject('Text');
    const api = clips(t.app, owner.token, owner.projectId);
    const text = Buffer.from('These are my lyrics, not a recording.\n'.repeat(20));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const heic = Buffer.concat([Buffer.from('0000001866747970686569630000000068656963', 'hex'), Buffer.alloc(64)]);
    for (const content of [text, png, heic, Buffer.alloc(0), Buffer.from('RIFF')]) {
      const refused = await api.file(content, 'upload', 'song.wav', 'audio/wav');
      expect(refused.statusCode).toBe(415);
      expect(codeOf(refused)).toBe('AUDIO_NOT_SUPPORTED');
    }
    expect(await clipRows(owner.projectId)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 for another user: their project, their clip in my project, reading and deleting alike', async () => {
    const owner = await userWithProject('Owner');
    const other = await userWithProject('Other');
    const clip = (await clips(t.app, owner.token, owner.projectId).file(wav())).json().data;

    const intoTheirProject = clips(t.app, other.token, owner.projectId);
    expect(codeOf(await intoTheirProject.list())).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await intoTheirProject.audio(clip.id))).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await intoTheirProject.remove(clip.id))).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await intoTheirProject.file(wav()))).toBe('PROJECT_NOT_FOUND');
    const viaMyProject = clips(t.app, other.token, other.projectId);
    for (const response of [await viaMyProject.audio(clip.id), await viaMyProject.remove(clip.id)]) {
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('AUDIO_CLIP_NOT_FOUND');
    }
    expect(codeOf(await viaMyProject.audio('not-a-uuid'))).toBe('AUDIO_CLIP_NOT_FOUND');
    expect(codeOf(await clips(t.app, owner.token, 'not-a-uuid').list())).toBe('PROJECT_NOT_FOUND');
    const unsigned = await t.app.inject({ method: 'GET', url: `${API}/projects/${owner.projectId}/audio-clips` });
    expect(codeOf(unsigned)).toBe('LOGIN_REQUIRED');

    // Untouched for its owner.
    const own = clips(t.app, owner.token, owner.projectId);
    expect((await own.audio(clip.id)).statusCode).toBe(200);
    expect((await own.remove(clip.id)).statusCode).toBe(204);
  });

  it("refuses an upload beyond the plan's audio storage with 403 AUDIO_QUOTA_EXCEEDED", async () => {
    const owner = await userWithProject('Full');
    const api = clips(t.app, owner.token, owner.projectId);
    const quota = PLAN_TABLE.basic.audioStorageBytes;
    const first = (await api.file(wav(4000))).json().data;
    // Fill the storage up to 1,000 bytes short of the quota (a row without a file stands in for many uploads).
    await t.db
      .insertInto('audio_clips')
      .values({
        id: '00000000-0000-4000-8000-00000000f111',
        project_id: owner.projectId,
        user_uuid: owner.uuid,
        storage_key: 'audio/00000000-0000-4000-8000-00000000f111.wav',
        file_name: 'filler.wav',
        content_type: 'audio/wav',
        size_bytes: quota - first.size_bytes - 1000,
        source: 'upload',
        created_at: clock.now,
      })
      .execute();
    expect((await api.list()).json().data).toMatchObject({ used_bytes: quota - 1000, quota_bytes: quota });

    const over = await api.file(wav(1000));
    expect(over.statusCode).toBe(403);
    expect(codeOf(over)).toBe('AUDIO_QUOTA_EXCEEDED');
    // Two uploads at once that each fit, but not both: one is kept.
    const together = await Promise.all([api.file(wav(400)), api.file(wav(400))]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    const fits = together.find((response) => response.statusCode === 201)!;
    // Full to the last bytes: refused before the body is read.
    await t.db
      .updateTable('audio_clips')
      .set({ size_bytes: quota })
      .where('id', '=', '00000000-0000-4000-8000-00000000f111')
      .execute();
    expect(codeOf(await api.file(wav(16)))).toBe('AUDIO_QUOTA_EXCEEDED');
    expect((await clipRows(owner.projectId)).length).toBe(3);
    expect((await storedFiles()).length).toBe(2);

    for (const id of [first.id, fits.json().data.id, '00000000-0000-4000-8000-00000000f111']) {
      expect((await api.remove(id)).statusCode).toBe(204);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("keeps the voice changer's output only with the voice_conversion perk (artist)", async () => {
    const basic = await userWithProject('Basic');
    const api = clips(t.app, basic.token, basic.projectId);
    // The source before the file (refused before the bytes are read) and after it.
    const sourceFirst = await api.file(wav(), 'voice_changer');
    expect(sourceFirst.statusCode).toBe(403);
    expect(codeOf(sourceFirst)).toBe('VOICE_CONVERSION_LOCKED');
    const sourceAfter = await api.upload([
      { name: 'file', filename: 'changed.wav', contentType: 'audio/wav', content: wav() },
      { name: 'source', value: 'voice_changer' },
    ]);
    expect(codeOf(sourceAfter)).toBe('VOICE_CONVERSION_LOCKED');
    expect(codeOf(await api.file(wav(), 'karaoke'))).toBe('VALIDATION_ERROR');
    expect(await clipRows(basic.projectId)).toEqual([]);
    expect(await storedFiles()).toEqual([]);

    const artist = await userWithProject('Artist');
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `${API}/voucher?voucher_code=ARTIST30`,
      headers: auth(artist.token),
    });
    expect(redeemed.statusCode).toBe(200);
    const artistClips = clips(t.app, artist.token, artist.projectId);
    const kept = await artistClips.file(wav(), 'voice_changer');
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.source).toBe('voice_changer');
    expect((await artistClips.list()).json().data.quota_bytes).toBe(PLAN_TABLE.artist.audioStorageBytes);
    expect((await artistClips.remove(kept.json().data.id)).statusCode).toBe(204);
  });

  it('leaves nothing behind when the body is cut off, malformed, or the connection drops mid-file', async () => {
    const owner = await userWithProject('Dropped');
    const api = clips(t.app, owner.token, owner.projectId);
    const parts: FormPart[] = [{ name: 'file', filename: 'take.wav', contentType: 'audio/wav', content: wav(40_000) }];

    const cut = await api.upload(parts, { cutAfter: 30_000 });
    expect(cut.statusCode).toBe(400);
    expect(codeOf(cut)).toBe('VALIDATION_ERROR');
    const noFile = await api.upload([{ name: 'source', value: 'upload' }]);
    expect(codeOf(noFile)).toBe('VALIDATION_ERROR');
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/projects/${owner.projectId}/audio-clips`,
      headers: auth(owner.token),
      payload: { file: 'x' },
    });
    expect(codeOf(json)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const twoFiles = await api.upload([...parts, ...parts]);
    expect(twoFiles.statusCode).toBe(400);

    // A real connection that stops in the middle of the file.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = multipartForm(parts);
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(new URL(address).port), '127.0.0.1', () => {
        socket.write(
          `POST ${API}/projects/${owner.projectId}/audio-clips HTTP/1.1\r\nHost: localhost\r\n` +
            `Authorization: Bearer ${owner.token}\r\nContent-Type: ${form.contentType}\r\n` +
            `Content-Length: ${form.payload.length}\r\n\r\n`,
        );
        socket.write(form.payload.subarray(0, 40_000), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let attempt = 0; attempt < 50 && (await storedFiles()).length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await storedFiles()).toEqual([]);
    expect(await clipRows(owner.projectId)).toEqual([]);
    expect(await t.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });

  it("removes a project's clips, rows and files, when the project is purged from the trash or its account is purged", async () => {
    const trashed = await userWithProject('Trashed');
    const trashedClips = clips(t.app, trashed.token, trashed.projectId);
    for (const size of [1000, 2000]) expect((await trashedClips.file(wav(size))).statusCode).toBe(201);
    const leaving = await userWithProject('Leaving');
    expect((await clips(t.app, leaving.token, leaving.projectId).file(wav())).statusCode).toBe(201);
    expect((await storedFiles()).length).toBe(3);

    // In the trash the clips stay (the project can come back), out of reach until it is restored.
    expect((await trashed.projects.remove(trashed.projectId)).statusCode).toBe(204);
    expect(codeOf(await trashedClips.list())).toBe('PROJECT_NOT_FOUND');
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `${API}/user/deactivation`,
      headers: auth(leaving.token),
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await storedFiles()).length).toBe(3);

    // An upload whose server stopped after writing the file, before its row: queued, due an hour later.
    const orphan = path.join(t.config.audio.dir, '7d0c8a52-3f1e-4b6a-9c2d-1e0f9a8b7c6d.wav');
    await fs.writeFile(orphan, wav());
    await t.db
      .insertInto('storage_deletions')
      .values({
        key: 'audio/7d0c8a52-3f1e-4b6a-9c2d-1e0f9a8b7c6d.wav',
        not_before: new Date(clock.now.getTime() + 3600_000),
      })
      .execute();
    // And the half-received upload of a server that stopped mid-body, hours ago.
    await fs.mkdir(t.config.audio.uploadDir, { recursive: true });
    const partial = path.join(t.config.audio.uploadDir, 'b3a1c2d4-0000-4000-8000-000000000000.part');
    await fs.writeFile(partial, wav(100));
    const hoursAgo = new Date(Date.now() - 3 * 3600_000);
    await fs.utimes(partial, hoursAgo, hoursAgo);
    expect((await storedFiles()).length).toBe(5);

    // A server start 31 days later: the trash purge and the account purge run, then the file sweep.
    const later = new Date(clock.now.getTime() + 31 * DAY_MS);
    const restarted = await buildApp(t.config, { database: t.database, now: () => later });
    await restarted.ready();
    await restarted.close();
    expect(await clipRows(trashed.projectId)).toEqual([]);
    expect(await clipRows(leaving.projectId)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(await t.db.selectFrom('storage_deletions').selectAll().execute()).toEqual([]);
  });
});
