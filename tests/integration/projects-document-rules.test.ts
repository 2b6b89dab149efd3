import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../shared/studio/document';
import { auth, newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { API, codeOf, projectsClient, song, track } from './support/projects';
import { startTestApp, type TestApp } from './support/testApp';

describe.each(testDatabases())('what a saved document must be, on $name', (database) => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  let version: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    token = (await newUser(t.app)).token;
    const created = await projectsClient(t.app, token).create({ kind: 'import', document: song() });
    expect(created.statusCode).toBe(201);
    projectId = created.json().data.id;
    version = created.json().data.version;
  });
  afterAll(async () => {
    await t.close();
  });

  const edited = (edit: (doc: ProjectDocument) => void) => {
    const doc = structuredClone(song('Rules', [track('t1', 'hodo', 4)]));
    edit(doc);
    return doc;
  };
  const save = (doc: ProjectDocument) => projectsClient(t.app, token).save(projectId, version, doc);

  it('refuses more curve points on a track than the limit', async () => {
    const response = await save(
      edited((doc) => {
        doc.tracks[0]!.curves.pitch = Array.from({ length: 100_000 }, (_, i) => ({ tick: i, value: 0 }));
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('INVALID_PROJECT');
  });

  it('refuses overlapping notes, repeated note ids and curve points out of order', async () => {
    const overlapping = edited((doc) => {
      doc.tracks[0]!.notes[1]!.tick = 60;
    });
    const repeated = edited((doc) => {
      doc.tracks[0]!.notes[2]!.id = doc.tracks[0]!.notes[0]!.id;
    });
    const unsorted = edited((doc) => {
      doc.tracks[0]!.curves.dynamics = [
        { tick: 480, value: 0 },
        { tick: 0, value: -3 },
      ];
    });
    for (const doc of [overlapping, repeated, unsorted]) {
      const response = await save(doc);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('INVALID_PROJECT');
    }
  });

  it('refuses C1 control characters (NEL) in any text', async () => {
    const response = await save(
      edited((doc) => {
        doc.tracks[0]!.notes[0]!.lyric = 'la\u0085';
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ code: 'INVALID_PROJECT', field: 'document.tracks.0.notes.0.lyric' });
  });

  it('refuses a body that is not valid UTF-8, naming the field, and stores nothing', async () => {
    const json = JSON.stringify({ document: edited(() => {}) });
    const at = json.indexOf('"lyric":"la"') + '"lyric":"l'.length;
    // "l", then a lead byte without its continuation, where "a" was.
    const body = Buffer.concat([
      Buffer.from(json.slice(0, at)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(json.slice(at + 1)),
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API}/projects/${projectId}`,
      headers: { ...auth(token), 'content-type': 'application/json', 'if-match': String(version) },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatchObject({ code: 'INVALID_PROJECT', field: 'document.tracks.0.notes.0.lyric' });
    const stored = await projectsClient(t.app, token).get(projectId);
    expect(stored.json().data.version).toBe(version);
    const other = await t.app.inject({
      method: 'POST',
      url: `${API}/voucher?voucher_code=X`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatchObject({ code: 'INVALID_CHARACTERS', field: 'a' });
  });

  it("works on at most two of one user's large documents at once and refuses the rest, leaving other users alone", async () => {
    const big = song('Big', [track('t1', 'hodo', 4000)]);
    const saves = await Promise.all(Array.from({ length: 6 }, () => save(big)));
    const statuses = saves.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    for (const refused of saves.filter((response) => response.statusCode === 429)) {
      expect(codeOf(refused)).toBe('RATE_LIMITED');
    }
    const other = await newUser(t.app);
    const created = await projectsClient(t.app, other.token).create({ kind: 'import', document: big });
    expect(created.statusCode).toBe(201);
    const loaded = await projectsClient(t.app, other.token).get(created.json().data.id);
    expect(loaded.json().data.document).toEqual(big);
    version = (await projectsClient(t.app, token).get(projectId)).json().data.version;
  });

  it("still saves a document that keeps every rule, tracks reusing each other's note ids included", async () => {
    const response = await save(
      edited((doc) => {
        const second = structuredClone(doc.tracks[0]!);
        doc.tracks.push({ ...second, id: 't2', name: 't2' });
      }),
    );
    expect(response.statusCode).toBe(200);
    version = response.json().data.version;
  });
});
