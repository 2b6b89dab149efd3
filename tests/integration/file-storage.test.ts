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
        { avatars: path.join(root, 'files/avatars'), downloads: path.join(root, 'downloads') },
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
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp(testDatabases()[0]!, { STORAGE_URL: s3.storageUrl, PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
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
