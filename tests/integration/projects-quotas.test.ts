import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { codeOf, projectsClient, song, track } from './support/projects';
import { startTestApp, type TestApp } from './support/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;
const SAVES_PER_MINUTE = 40;

describe.each(testDatabases())('project quotas and locked characters on $name', (database) => {
  let t: TestApp;
  const clock = { now: new Date('2026-07-01T12:00:00Z') };
  /** Each test starts a few minutes later, with a fresh save window. */
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await startTestApp(
      database,
      { PROJECT_SAVE_RATE_LIMIT_PER_MINUTE: String(SAVES_PER_MINUTE) },
      { now: () => clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(name: string) {
    later(5 * 60_000);
    const user = await newUser(t.app, name);
    return { ...user, projects: projectsClient(t.app, user.token) };
  }
  /** A fresh token for the same account at the current time (tokens expire as the clock moves). */
  async function again(user: { email: string }) {
    const { accessToken } = await signIn(t.app, { email: user.email, name: 'Again' });
    return projectsClient(t.app, accessToken);
  }
  async function redeem(token: string, code: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/voucher?voucher_code=${code}`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
  }
  const eightTracks = () => Array.from({ length: 8 }, (_, index) => track(`t${index + 1}`, 'hodo', 2));

  it('keeps 10 projects on basic: the 11th is refused however it is made, existing ones still open and save', async () => {
    const { projects } = await signedIn('Basic');
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const created = await projects.blank(`Song ${index + 1}`);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().data.id);
    }
    expect(await projects.count()).toBe(10);
    const templates = (await projects.call('GET', '/project-templates')).json().data as Array<{
      id: string;
      character_id: string;
    }>;
    const refused = [
      await projects.blank('Eleventh'),
      await projects.import(song('Eleventh')),
      await projects.create({ kind: 'template', template_id: templates.find((x) => x.character_id === 'hodo')!.id }),
      await projects.duplicate(ids[0]!),
    ];
    for (const response of refused) {
      expect([response.statusCode, codeOf(response)]).toEqual([403, 'PROJECT_QUOTA_EXCEEDED']);
      expect(response.json().detail.message).toMatch(/storage is full/);
    }
    expect(await projects.count()).toBe(10);
    expect((await projects.get(ids[3]!)).statusCode).toBe(200);
    expect((await projects.save(ids[3]!, 1, song('Still saves'))).statusCode).toBe(200);

    // The trash does not count; restoring from it does.
    expect((await projects.remove(ids[0]!)).statusCode).toBe(204);
    expect(await projects.count()).toBe(9);
    expect((await projects.blank('Tenth again')).statusCode).toBe(201);
    const restore = await projects.restore(ids[0]!);
    expect([restore.statusCode, codeOf(restore)]).toEqual([403, 'PROJECT_QUOTA_EXCEEDED']);
    expect((await projects.trash()).json().data.total).toBe(1);
  });

  it('allows 8 tracks on basic; a save or import with a 9th is refused', async () => {
    const { projects } = await signedIn('Tracks');
    const id = (await projects.blank()).json().data.id as string;
    const eight = await projects.save(id, 1, song('Eight', eightTracks()));
    expect(eight.statusCode).toBe(200);
    expect(eight.json().data.track_count).toBe(8);
    const nine = await projects.save(id, 2, song('Nine', [...eightTracks(), track('t9', 'hodo')]));
    expect([nine.statusCode, codeOf(nine)]).toEqual([403, 'TRACK_QUOTA_EXCEEDED']);
    const imported = await projects.import(song('Nine', [...eightTracks(), track('t9', 'hodo')]));
    expect([imported.statusCode, codeOf(imported)]).toEqual([403, 'TRACK_QUOTA_EXCEEDED']);
    expect((await projects.get(id)).json().data.track_count).toBe(8);
  });

  it('refuses a track with a character basic does not include (added, changed, imported, from a demo)', async () => {
    const { projects } = await signedIn('Locked');
    const id = (await projects.blank('Free voice')).json().data.id as string;
    const added = await projects.save(id, 1, song('Two', [track('t1', 'hodo'), track('t2', 'theo')]));
    expect([added.statusCode, codeOf(added)]).toEqual([403, 'CHARACTER_LOCKED']);
    expect(added.json().detail.character_id).toBe('theo');
    const changed = await projects.save(id, 1, song('Changed', [track('t1', 'nime')]));
    expect([changed.statusCode, codeOf(changed)]).toEqual([403, 'CHARACTER_LOCKED']);
    expect(codeOf(await projects.blank('Theo', 'theo'))).toBe('CHARACTER_LOCKED');
    expect(codeOf(await projects.import(song('Nime', [track('t1', 'nime')])))).toBe('CHARACTER_LOCKED');
    const templates = (await projects.call('GET', '/project-templates')).json().data as Array<{
      id: string;
      character_id: string;
    }>;
    const english = templates.find((x) => x.character_id === 'theo')!;
    expect(codeOf(await projects.create({ kind: 'template', template_id: english.id }))).toBe('CHARACTER_LOCKED');
    expect(await projects.count()).toBe(1);
  });

  it('lifts the limits on artist; when the plan lapses what is there stays, nothing over the quota is added', async () => {
    const user = await signedIn('Artist');
    await redeem(user.token, 'ARTIST30');
    const { projects } = user;
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) ids.push((await projects.blank(`Song ${index + 1}`)).json().data.id);
    expect(await projects.count()).toBe(11);
    const twelve = [
      ...eightTracks(),
      track('t9', 'theo'),
      track('t10', 'nime'),
      track('t11', 'kyle'),
      track('t12', 'rena'),
    ];
    const saved = await projects.save(ids[0]!, 1, song('Big band', twelve));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ track_count: 12 });
    expect(saved.json().data.character_ids.sort()).toEqual(['hodo', 'kyle', 'nime', 'rena', 'theo']);
    expect((await projects.blank('Theo song', 'theo')).statusCode).toBe(201);

    // The voucher's 30 days end.
    later(31 * DAY_MS);
    const lapsed = await again(user);
    expect(await lapsed.count()).toBe(12);
    const open = await lapsed.get(ids[0]!);
    expect(open.statusCode).toBe(200);
    // Editing notes of the tracks it has is a save like any other, 12 tracks and locked voices included.
    const edited = song(
      'Big band, edited',
      twelve.map((item) => ({ ...item, notes: item.notes.slice(0, 1) })),
    );
    const keep = await lapsed.save(ids[0]!, 2, edited);
    expect(keep.statusCode).toBe(200);
    const fewer = await lapsed.save(ids[0]!, 3, song('Eleven', edited.tracks.slice(0, 11)));
    expect(fewer.statusCode).toBe(200);
    const more = await lapsed.save(ids[0]!, 4, song('Twelve again', edited.tracks));
    expect(codeOf(more)).toBe('TRACK_QUOTA_EXCEEDED');
    const newTheo = await lapsed.save(ids[1]!, 1, song('New theo', [track('t1', 'hodo'), track('t2', 'theo')]));
    expect(codeOf(newTheo)).toBe('CHARACTER_LOCKED');
    expect(codeOf(await lapsed.blank('Thirteenth'))).toBe('PROJECT_QUOTA_EXCEEDED');
    expect(codeOf(await lapsed.duplicate(ids[1]!))).toBe('PROJECT_QUOTA_EXCEEDED');
  });

  it('lets a character owner sing with the owned and the free character, up to 50 projects', async () => {
    const user = await signedIn('Owner');
    await redeem(user.token, 'RENAGIFT');
    const { projects } = user;
    const created = await projects.import(song('Duet', [track('t1', 'hodo'), track('t2', 'rena')]));
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(
      codeOf(await projects.save(id, 1, song('Trio', [track('t1', 'hodo'), track('t2', 'rena'), track('t3', 'lica')]))),
    ).toBe('CHARACTER_LOCKED');
    const nineTracks = Array.from({ length: 9 }, (_, index) => track(`r${index}`, 'rena', 1));
    expect((await projects.save(id, 1, song('Choir', nineTracks))).statusCode).toBe(200);
    for (let index = 0; index < 10; index += 1) expect((await projects.blank(`Song ${index}`)).statusCode).toBe(201);
    expect(await projects.count()).toBe(11);
  });

  it('limits saves per user and minute with 429 RATE_LIMITED', async () => {
    const first = await signedIn('Busy');
    const second = await newUser(t.app, 'Calm');
    const id = (await first.projects.blank()).json().data.id as string;
    let version = 1;
    for (let index = 0; index < SAVES_PER_MINUTE; index += 1) {
      const saved = await first.projects.save(id, version, song(`Save ${index}`));
      expect(saved.statusCode).toBe(200);
      version = saved.json().data.version;
    }
    const limited = await first.projects.save(id, version, song('One too many'));
    expect([limited.statusCode, codeOf(limited)]).toEqual([429, 'RATE_LIMITED']);
    const other = projectsClient(t.app, second.token);
    const otherId = (await other.blank()).json().data.id as string;
    expect((await other.save(otherId, 1, song('Unaffected'))).statusCode).toBe(200);
    later(61_000);
    expect((await first.projects.save(id, version, song('A minute later'))).statusCode).toBe(200);
  });
});
