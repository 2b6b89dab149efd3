import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release } from '../../scripts/release/release';
import { localFileStorage } from '../../server/src/providers/storage/local';
import { parseS3Url, s3FileStorage } from '../../server/src/providers/storage/s3';
import type { FileStorage } from '../../server/src/providers/storage/types';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { multipartBody } from './support/multipart';
import { startS3Server } from './support/s3-server';
import { startTestApp, type TestApp } from './support/testApp';

const PUBLIC_URL = 'http://localhost:8080';

type Store = { storage: FileStorage; close: () => Promise<void> };

const stores: Array<{ name: string; open: () => Promise<Store> }> = [
  {
    name: 'folders under DATA_DIR',
    open: async () => {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-files-'));
      const storage = localFileStorage(
        {
          avatars: path.join(root, 'files/avatars'),
          downloads: path.join(root, 'downloads'),
          audio: path.join(root, 'audio'),
        },
        PUBLIC_URL,
      );
      return { storage, close: () => fs.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    open: async () => {
      const server = await startS3Server();
      return { storage: await s3FileStorage(parseS3Url(server.storageUrl), PUBLIC_URL), close: server.close };
    },
  },
];

describe.each(stores)('file storage in $name', ({ open }) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('gives back what was put, with its type and size', async () => {
    await store.storage.put('avatars/abcdefgh1234.webp', Buffer.from('webp bytes'), 'image/webp');
    const file = await store.storage.get('avatars/abcdefgh1234.webp');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/webp');
    expect(file!.size).toBe(10);
    expect(await text(file!.body)).toBe('webp bytes');
  });

  it('replaces a file whole when it is put again', async () => {
    await store.storage.put('downloads/latest.yml', Buffer.from('version: 1.0.0\n'), 'text/yaml; charset=utf-8');
    await store.storage.put('downloads/latest.yml', Buffer.from('version: 1.1.0\n'), 'text/yaml; charset=utf-8');
    const file = await store.storage.get('downloads/latest.yml');
    expect(await text(file!.body)).toBe('version: 1.1.0\n');
    expect(file!.contentType).toMatch(/^text\/yaml/);
  });

  it('answers null for a file that is not there, and deleting it twice is fine', async () => {
    await store.storage.put('avatars/deleteme1234.png', Buffer.from('png'), 'image/png');
    await store.storage.delete('avatars/deleteme1234.png');
    await store.storage.delete('avatars/deleteme1234.png');
    expect(await store.storage.get('avatars/deleteme1234.png')).toBeNull();
    expect(await store.storage.get('downloads/never-published.exe')).toBeNull();
  });

  it('refuses keys outside its areas and forms', async () => {
    for (const key of ['avatars/../../etc/passwd', '../secret', 'avatars/short.webp', 'other/abcdefgh1234.webp']) {
      expect(await store.storage.get(key)).toBeNull();
      await expect(store.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
    expect(await store.storage.get('downloads/..latest.yml')).toBeNull();
  });

  it('moves a finished local file in whole (an upload streamed to disk), consuming it', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-upload-'));
    const local = path.join(folder, 'upload.part');
    const content = Buffer.alloc(300_000, 5);
    await fs.writeFile(local, content);
    await store.storage.putFile('audio/0f6b2c1e-8f3a-4c1d-9b7e-2a5d4c3b1a09.wav', local, 'audio/wav');
    const file = await store.storage.get('audio/0f6b2c1e-8f3a-4c1d-9b7e-2a5d4c3b1a09.wav');
    expect(file?.contentType).toBe('audio/wav');
    expect(file?.size).toBe(content.length);
    expect(Buffer.concat(await file!.body.toArray()).equals(content)).toBe(true);
    expect(await fs.readdir(folder)).toEqual([]);
    await store.storage.delete('audio/0f6b2c1e-8f3a-4c1d-9b7e-2a5d4c3b1a09.wav');
    expect(await store.storage.get('audio/0f6b2c1e-8f3a-4c1d-9b7e-2a5d4c3b1a09.wav')).toBeNull();
    await fs.writeFile(local, content);
    await expect(store.storage.putFile('audio/../avatars/x.wav', local, 'audio/wav')).rejects.toThrow(
      /Invalid storage key/,
    );
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('copies a file to another key with its type, and answers false for a file that is not there', async () => {
    const from = 'audio/5c1e0f6b-8f3a-4c1d-9b7e-2a5d4c3b1a01.mp3';
    const to = 'audio/5c1e0f6b-8f3a-4c1d-9b7e-2a5d4c3b1a02.mp3';
    const content = Buffer.alloc(200_000, 7);
    await store.storage.put(from, content, 'audio/mpeg');
    expect(await store.storage.copy(from, to)).toBe(true);
    await store.storage.delete(from);
    const file = await store.storage.get(to);
    expect(file?.contentType).toBe('audio/mpeg');
    expect(Buffer.concat(await file!.body.toArray()).equals(content)).toBe(true);
    await store.storage.delete(to);
    expect(await store.storage.copy(from, to)).toBe(false);
    expect(await store.storage.get(to)).toBeNull();
    await expect(store.storage.copy(from, 'audio/../x.mp3')).rejects.toThrow(/Invalid storage key/);
  });

  it('names the public address it is served from', () => {
    expect(store.storage.url('avatars/abcdefgh1234.webp')).toBe(`${PUBLIC_URL}/files/avatars/abcdefgh1234.webp`);
  });
});

describe('STORAGE_URL', () => {
  it('reads AWS buckets and S3-compatible endpoints with their credentials', () => {
    expect(parseS3Url('s3://my-bucket?region=eu-central-1')).toEqual({
      bucket: 'my-bucket',
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
    });
    expect(parseS3Url('s3+https://key:s%2Fecret@minio.example.com:9000/files')).toEqual({
      bucket: 'files',
      endpoint: 'https://minio.example.com:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 's/ecret' },
    });
  });

  it('refuses anything else', () => {
    expect(() => parseS3Url('https://cdn.example.com/releases/')).toThrow(/must start with s3/);
    expect(() => parseS3Url('s3+http://127.0.0.1:9000/')).toThrow(/bucket/);
  });
});

describe('the app with STORAGE_URL set to a bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    // Uploads stream through DATA_DIR/tmp on their way to the bucket.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-bucket-app-'));
    t = await startTestApp(testDatabases()[0]!, { STORAGE_URL: s3.storageUrl, PUBLIC_URL, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a profile photo in the bucket and serves it from there', async () => {
    const { accessToken } = await signIn(t.app, { email: 'bucket@example.com', name: 'Bucket' });
    const image = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#8866f3' } })
      .png()
      .toBuffer();
    const body = multipartBody('profile_image', 'me.png', 'image/png', image);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/v2/user/profile-image',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: new URL(uploaded.json().data.image).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Read straight from the bucket: the file is there, not in DATA_DIR.
    const bucket = await s3FileStorage(parseS3Url(s3.storageUrl), PUBLIC_URL);
    const key = new URL(uploaded.json().data.image).pathname.replace('/files/', '');
    expect((await bucket.get(key))?.size).toBe(served.rawPayload.length);
  });

  it('keeps audio clips in the bucket, served by the audio-clip API only', async () => {
    const { accessToken } = await signIn(t.app, { email: 'bucket-audio@example.com', name: 'Audio' });
    const headers = { authorization: `Bearer ${accessToken}` };
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/projects',
      headers,
      payload: { kind: 'blank', title: 'Bucket song', character_id: 'hodo' },
    });
    const clips = `/api/auth/v2/projects/${project.json().data.id}/audio-clips`;
    const audio = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(5000, 3)]);
    const body = multipartBody('file', 'take.flac', 'audio/flac', audio);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: clips,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json().data.id as string;
    const bucket = await s3FileStorage(parseS3Url(s3.storageUrl), PUBLIC_URL);
    expect((await bucket.get(`audio/${id}.flac`))?.size).toBe(audio.length);
    const served = await t.app.inject({ method: 'GET', url: `${clips}/${id}/audio`, headers });
    expect(served.headers['content-type']).toBe('audio/flac');
    expect(served.rawPayload.equals(audio)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/files/audio/${id}.flac` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${clips}/${id}`, headers })).statusCode).toBe(204);
    expect(await bucket.get(`audio/${id}.flac`)).toBeNull();
  });

  it('serves desktop releases published to the bucket at /downloads', async () => {
    const bucket = await s3FileStorage(parseS3Url(s3.storageUrl), PUBLIC_URL);
    await bucket.put('downloads/latest.yml', Buffer.from('version: 2.0.0\n'), 'text/yaml; charset=utf-8');
    const response = await t.app.inject({ method: 'GET', url: '/downloads/latest.yml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('version: 2.0.0\n');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/downloads/latest-mac.yml' })).statusCode).toBe(404);
  });

  it('serves what scripts/release published into the bucket', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-installers-'));
    const installer = path.join(folder, 'Cantara-Setup-2.1.0.exe');
    await fs.writeFile(installer, Buffer.alloc(4096, 7));
    const storage = await s3FileStorage(parseS3Url(s3.storageUrl), PUBLIC_URL);
    const published = await release({
      installers: [installer],
      version: '2.1.0',
      target: { kind: 'storage', storage },
    });
    expect(published.at(-1)).toMatch(/^downloads\/latest.*\.yml$/);
    const update = await t.app.inject({ method: 'GET', url: '/downloads/latest.yml' });
    expect(update.body).toContain('Cantara-Setup-2.1.0.exe');
    const download = await t.app.inject({ method: 'GET', url: '/downloads/Cantara-Setup-2.1.0.exe' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(4096);
    await fs.rm(folder, { recursive: true, force: true });
  });
});
