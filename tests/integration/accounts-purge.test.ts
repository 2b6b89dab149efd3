import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { DatabaseHandle } from '../../server/src/db/database';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { multipartBody } from './support/multipart';

const DAY = 24 * 3600 * 1000;

describe.each(testDatabases())('30-day purge of deactivated accounts on $name', (database) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let dataDir: string;
  let clock: Date;
  const deactivatedAt = new Date('2026-05-01T12:00:00Z');

  /** A server start over the same database, with the clock where the test puts it. */
  async function boot(at: Date) {
    clock = at;
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp(config, { database: handle, now: () => clock });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    handle = await created.open();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-purge-'));
  });
  afterAll(async () => {
    await handle.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the account for 30 days, then removes it and its photo on the next start', async () => {
    let app = await boot(deactivatedAt);
    const session = await signIn(app, { email: 'purge@example.com', name: 'Purge' });
    const original = (
      await app.inject({
        method: 'GET',
        url: '/api/auth/v2/user',
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).json().data.uuid;
    const photo = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f783ac' } })
      .png()
      .toBuffer();
    const body = multipartBody('profile_image', 'me.png', 'image/png', photo);
    const uploaded = await app.inject({
      method: 'PUT',
      url: '/api/auth/v2/user/profile-image',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    const photoPath = new URL(uploaded.json().data.image).pathname;
    await app.inject({
      method: 'PATCH',
      url: '/api/auth/v2/user/deactivation',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    await app.close();

    // 29 days later the server restarts: the account is still there and can be restored.
    app = await boot(new Date(deactivatedAt.getTime() + 29 * DAY));
    expect((await signIn(app, { email: 'purge@example.com', name: 'Purge' })).response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: photoPath })).statusCode).toBe(200);
    await app.close();

    // Just past 30 days, the sweep that runs at start removes it.
    app = await boot(new Date(deactivatedAt.getTime() + 30 * DAY + 60_000));
    expect((await app.inject({ method: 'GET', url: photoPath })).statusCode).toBe(404);
    const fresh = await signIn(app, { email: 'purge@example.com', name: 'Purge' });
    expect(fresh.response.statusCode).toBe(201);
    const uuid = (
      await app.inject({
        method: 'GET',
        url: '/api/auth/v2/user',
        headers: { authorization: `Bearer ${fresh.accessToken}` },
      })
    ).json().data.uuid;
    expect(uuid).not.toBe(original);
    const rows = await handle.db.selectFrom('users').select('uuid').where('uuid', '=', original).execute();
    expect(rows).toEqual([]);
    await app.close();
  });
});
