import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { DatabaseHandle } from '../../server/src/db/database';
import { seedContent } from '../../server/src/db/seed';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { codeOf, projectsClient, song, track } from './support/projects';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('the project trash and its 30-day purge on $name', (database) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let clock: Date;
  const start = new Date('2026-08-01T09:00:00Z');
  const config = loadConfig({ LOG_LEVEL: 'silent' });

  /** A server start over the same database, with the clock where the test puts it (the purge runs at start). */
  async function boot(at: Date) {
    clock = at;
    const app = await buildApp(config, { database: handle, now: () => clock });
    await app.ready();
    return app;
  }
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    handle = await created.open();
    await seedContent(handle.db, config.catalogue.contentDir);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('moves projects to the trash, restores them, and purges them 30 days after deletion', async () => {
    let app = await boot(start);
    const login = async () =>
      projectsClient(app, (await signIn(app, { email: 'trash@example.com', name: 'T' })).accessToken);
    let projects = await login();
    const keep = (await projects.import(song('Keep', [track('t1', 'hodo', 3)]))).json().data.id as string;
    const early = (await projects.blank('Deleted early')).json().data.id as string;
    const late = (await projects.blank('Deleted late')).json().data.id as string;
    for (let version = 1; version <= 3; version += 1) await projects.save(early, version, song(`Early ${version}`));

    expect((await projects.remove(early)).statusCode).toBe(204);
    expect((await projects.remove(early)).statusCode).toBe(204);
    clock = at(10);
    projects = await login();
    expect((await projects.remove(late)).statusCode).toBe(204);

    const listed = (await projects.list()).json().data;
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([keep]);
    expect(await projects.count()).toBe(1);
    const trash = (await projects.trash()).json().data;
    expect(trash.total).toBe(2);
    expect(trash.items.map((item: { title: string; deleted_at: string }) => [item.title, item.deleted_at])).toEqual([
      ['Deleted late', at(10).toISOString()],
      ['Early 3', start.toISOString()],
    ]);
    // A trashed project is not opened, saved or copied until it is restored.
    expect(codeOf(await projects.get(early))).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await projects.save(early, 4, song()))).toBe('PROJECT_NOT_FOUND');
    expect(codeOf(await projects.duplicate(early))).toBe('PROJECT_NOT_FOUND');

    const restored = await projects.restore(late);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Deleted late', deleted_at: null });
    expect((await projects.restore(late)).statusCode).toBe(200);
    expect((await projects.get(late)).statusCode).toBe(200);
    expect((await projects.remove(late)).statusCode).toBe(204);
    await app.close();

    // Day 29 after the first deletion: everything is still there.
    app = await boot(at(29));
    projects = await login();
    expect((await projects.trash()).json().data.total).toBe(2);
    await app.close();

    // Day 31: the early one (deleted on day 0) is purged with its history; the late one (day 10) stays.
    app = await boot(at(31));
    projects = await login();
    const after = (await projects.trash()).json().data;
    expect(after.items.map((item: { id: string }) => item.id)).toEqual([late]);
    expect(codeOf(await projects.restore(early))).toBe('PROJECT_NOT_FOUND');
    const versions = await handle.db
      .selectFrom('project_versions')
      .select('version')
      .where('project_id', '=', early)
      .execute();
    expect(versions).toEqual([]);
    expect((await projects.restore(late)).statusCode).toBe(200);
    expect(await projects.count()).toBe(2);
    await app.close();
  });
});
