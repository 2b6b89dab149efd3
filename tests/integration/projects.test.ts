import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema, projectSummarySchema } from '../../shared/schemas/projects';
import { DOCUMENT_SCHEMA_VERSION } from '../../shared/studio/document';
import { newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { API, codeOf, projectsClient, song, track } from './support/projects';
import { startTestApp, type TestApp } from './support/testApp';

describe.each(testDatabases())('cloud projects on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  const signedIn = async (name = 'Singer') => {
    const user = await newUser(t.app, name);
    return { ...user, projects: projectsClient(t.app, user.token) };
  };

  it('needs a signed-in user for every call', async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ['GET', '/projects'],
      ['GET', '/projects/trash'],
      ['POST', '/projects'],
      ['GET', `/projects/${id}`],
      ['PUT', `/projects/${id}`],
      ['PATCH', `/projects/${id}`],
      ['DELETE', `/projects/${id}`],
      ['POST', `/projects/${id}/duplicate`],
      ['POST', `/projects/${id}/restore`],
      ['GET', `/projects/${id}/versions`],
      ['GET', `/projects/${id}/versions/1`],
      ['POST', `/projects/${id}/versions/1/restore`],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url: `${API}${url}` });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
      expect(response.json().detail.code).toMatch(/LOGIN_REQUIRED|AUTHENTICATION_FAILED/);
    }
    expect((await t.app.inject({ method: 'GET', url: `${API}/project-counts` })).statusCode).toBe(401);
  });

  it('creates a blank project, lists it, opens it and counts it', async () => {
    const { projects } = await signedIn();
    expect(await projects.count()).toBe(0);
    const created = await projects.blank('First song', 'hodo');
    expect(created.statusCode).toBe(201);
    const project = projectSchema.parse(created.json().data);
    expect(project).toMatchObject({
      title: 'First song',
      character_ids: ['hodo'],
      track_count: 1,
      note_count: 0,
      outline: [],
      version: 1,
      deleted_at: null,
    });
    expect(project.document.tracks[0]).toMatchObject({ characterId: 'hodo', language: 'ko', notes: [] });

    const listed = await projects.list();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({ total: 1, page: 1, page_size: 24 });
    expect(listed.json().data.items).toEqual(
      [{ ...project, document: undefined }].map(({ document, ...rest }) => rest),
    );

    const opened = await projects.get(project.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json().data).toEqual(project);
    expect(await projects.count()).toBe(1);
  });

  it('starts a blank project in the language it is created in', async () => {
    const { projects } = await signedIn();
    for (const language of ['en', 'ja', 'ko']) {
      const created = projectSchema.parse((await projects.blank('Mine', 'hodo', language)).json().data);
      expect(created.document.tracks[0]).toMatchObject({ characterId: 'hodo', language });
    }
    expect((await projects.blank('Other', 'hodo', 'fr')).statusCode).toBe(400);
  });

  it('lists newest save first, page by page', async () => {
    const { projects } = await signedIn();
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E']) ids.push((await projects.blank(title)).json().data.id);
    // Saving A makes it the newest.
    const saved = await projects.save(ids[0]!, 1, song('A again'));
    expect(saved.statusCode).toBe(200);
    const first = (await projects.list('?page=1&page_size=2')).json().data;
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.items.map((item: { title: string }) => item.title)).toEqual(['A again', 'E']);
    const third = (await projects.list('?page=3&page_size=2')).json().data;
    expect(third.items.map((item: { title: string }) => item.title)).toEqual(['B']);
    expect((await projects.list('?page=0')).statusCode).toBe(400);
    expect((await projects.list('?page_size=1000')).statusCode).toBe(400);
  });

  it('creates from a demo song of each language and from an imported document', async () => {
    const { projects } = await signedIn();
    const templates = await t.app.inject({ method: 'GET', url: `${API}/project-templates` });
    expect(templates.statusCode).toBe(200);
    const list = templates.json().data as Array<{ id: string; language: string; character_id: string }>;
    expect(list.map((item) => [item.language, item.character_id]).sort()).toEqual([
      ['en', 'hodo'],
      ['en', 'theo'],
      ['ja', 'hodo'],
      ['ja', 'nime'],
      ['ko', 'hodo'],
    ]);
    // The free character's demo opens on basic.
    const korean = list.find((item) => item.language === 'ko')!;
    const fromDemo = await projects.create({ kind: 'template', template_id: korean.id });
    expect(fromDemo.statusCode).toBe(201);
    expect(fromDemo.json().data).toMatchObject({ title: '아침 햇살', character_ids: ['hodo'] });
    expect(fromDemo.json().data.note_count).toBeGreaterThanOrEqual(16);
    const unknown = await projects.create({ kind: 'template', template_id: 'no-such-song' });
    expect(unknown.statusCode).toBe(404);

    const imported = await projects.import(song('Imported', [track('lead', 'hodo', 12)]));
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ title: 'Imported', note_count: 12, track_count: 1 });
    expect(imported.json().data.document.tracks[0].notes).toHaveLength(12);
  });

  it('saves with If-Match and refuses a stale version with the current one', async () => {
    const { projects } = await signedIn();
    const id = (await projects.blank('Draft')).json().data.id as string;
    const first = await projects.save(id, 1, song('Draft', [track('t1', 'hodo', 3)]));
    expect(first.statusCode).toBe(200);
    expect(projectSummarySchema.parse(first.json().data)).toMatchObject({
      version: 2,
      note_count: 3,
      // The opening the list draws the cover from: [tick, duration, pitch] of each note.
      outline: [
        [0, 120, 60],
        [120, 120, 61],
        [240, 120, 62],
      ],
    });
    expect(first.headers.etag).toBe('"2"');

    // Another tab still holds version 1.
    const stale = await projects.save(id, 1, song('Other tab'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: { code: 'PROJECT_VERSION_CONFLICT', message: expect.any(String), current_version: 2 },
    });
    const missing = await projects.save(id, null, song('No version'));
    expect(missing.statusCode).toBe(400);
    expect(codeOf(missing)).toBe('VALIDATION_ERROR');
    const quoted = await projects.call('PUT', `/projects/${id}`, { document: song('Quoted') }, { 'if-match': '"2"' });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.version).toBe(3);
    const garbage = await projects.call('PUT', `/projects/${id}`, { document: song() }, { 'if-match': 'yesterday' });
    expect(codeOf(garbage)).toBe('VALIDATION_ERROR');
    expect((await projects.get(id)).json().data).toMatchObject({ title: 'Quoted', version: 3 });
  });

  it('renames (the document title too) and duplicates', async () => {
    const { projects } = await signedIn();
    const id = (await projects.import(song('Old name', [track('t1', 'hodo', 5)]))).json().data.id as string;
    const renamed = await projects.rename(id, 'New name');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'New name', version: 2 });
    expect((await projects.get(id)).json().data.document.title).toBe('New name');
    expect((await projects.rename(id, '')).statusCode).toBe(400);
    expect((await projects.rename(id, 'bad\u0000name')).statusCode).toBe(400);

    const copy = await projects.duplicate(id);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'New name (2)', version: 1, note_count: 5 });
    expect(copy.json().data.id).not.toBe(id);
    expect(copy.json().data.document.tracks).toEqual((await projects.get(id)).json().data.document.tracks);
    const named = await projects.call('POST', `/projects/${id}/duplicate`, { title: 'Mine as a copy' });
    expect(named.json().data.title).toBe('Mine as a copy');
    expect(await projects.count()).toBe(3);
  });

  it('keeps the last 50 saves; opens and restores one as a new save', async () => {
    const { projects } = await signedIn();
    const id = (await projects.blank('Take 1')).json().data.id as string;
    for (let version = 1; version <= 50; version += 1) {
      const saved = await projects.save(id, version, song(`Take ${version + 1}`, [track('t1', 'hodo', version % 7)]));
      expect(saved.statusCode).toBe(200);
    }
    // 51 saves (the creation and 50 more): the first is gone.
    const history = await projects.versions(id);
    expect(history.statusCode).toBe(200);
    const versions = history.json().data as Array<{ version: number; title: string; note_count: number }>;
    expect(versions).toHaveLength(50);
    expect(versions[0]).toMatchObject({ version: 51, title: 'Take 51', note_count: 50 % 7 });
    expect(versions.at(-1)).toMatchObject({ version: 2, title: 'Take 2' });
    expect((await projects.version(id, 1)).statusCode).toBe(404);

    const old = await projects.version(id, 10);
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ version: 10, title: 'Take 10', note_count: 9 % 7 });
    expect(old.json().data.document.title).toBe('Take 10');

    const restored = await projects.restoreVersion(id, 10);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 52, title: 'Take 10' });
    expect((await projects.get(id)).json().data.document).toEqual(old.json().data.document);
    const after = (await projects.versions(id)).json().data;
    expect(after).toHaveLength(50);
    expect(after[0]).toMatchObject({ version: 52, title: 'Take 10' });
    expect((await projects.version(id, 'latest')).statusCode).toBe(400);
    expect((await projects.version(id, 0)).statusCode).toBe(400);
  });

  it("answers 404 for another user's project on every call, and for malformed ids", async () => {
    const owner = await signedIn('Owner');
    const other = await signedIn('Other');
    const id = (await owner.projects.import(song('Private'))).json().data.id as string;
    const responses = [
      await other.projects.get(id),
      await other.projects.save(id, 1, song('Taken')),
      await other.projects.rename(id, 'Taken'),
      await other.projects.duplicate(id),
      await other.projects.remove(id),
      await other.projects.restore(id),
      await other.projects.versions(id),
      await other.projects.version(id, 1),
      await other.projects.restoreVersion(id, 1),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('PROJECT_NOT_FOUND');
    }
    expect((await other.projects.list()).json().data.total).toBe(0);
    expect((await owner.projects.get(id)).json().data).toMatchObject({ title: 'Private', version: 1 });

    for (const bad of ['not-a-uuid', '1', "x'%20or%201=1", 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ']) {
      const response = await owner.projects.get(bad);
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('PROJECT_NOT_FOUND');
      expect((await owner.projects.save(bad, 1, song())).statusCode).toBe(404);
    }
    expect(codeOf(await owner.projects.get(randomUUID()))).toBe('PROJECT_NOT_FOUND');
  });

  describe('bad documents', () => {
    it('refuses an invalid document with INVALID_PROJECT, on save and on import', async () => {
      const { projects } = await signedIn();
      const id = (await projects.blank()).json().data.id as string;
      const withNul = song('Nul');
      withNul.tracks[0]!.notes[0]!.lyric = 'la\u0000';
      const nulTitle = { ...song(), title: 'a\u0000b' };
      const unsorted = song();
      unsorted.tracks[0]!.notes.reverse();
      const invalid: unknown[] = [
        withNul,
        nulTitle,
        unsorted,
        { ...song(), tracks: [{ ...track('t1', 'hodo'), characterId: 'zzzz' }] },
        { ...song(), tempos: [] },
        { ...song(), ticksPerQuarter: 96 },
        { hello: 'world' },
        'a string',
        null,
        [],
      ];
      for (const document of invalid) {
        const saved = await projects.save(id, 1, document);
        expect([saved.statusCode, codeOf(saved)]).toEqual([400, 'INVALID_PROJECT']);
        const imported = await projects.import(document);
        expect([imported.statusCode, codeOf(imported)]).toEqual([400, 'INVALID_PROJECT']);
      }
      // A body without a document, or with broken JSON.
      const noDocument = await projects.call('PUT', `/projects/${id}`, { title: 'x' }, { 'if-match': '1' });
      expect(noDocument.statusCode).toBe(400);
      const brokenJson = await t.app.inject({
        method: 'PUT',
        url: `${API}/projects/${id}`,
        headers: {
          authorization: `Bearer ${(await newUser(t.app)).token}`,
          'content-type': 'application/json',
          'if-match': '1',
        },
        payload: '{"document": {',
      });
      expect([brokenJson.statusCode, codeOf(brokenJson)]).toEqual([400, 'MALFORMED_JSON']);
      expect((await projects.get(id)).json().data.version).toBe(1);
    });

    it('migrates a document of an older schema version when it is imported or saved', async () => {
      const { projects } = await signedIn();
      const { key: _key, loop: _loop, ...current } = song('Old');
      const old = { ...current, schemaVersion: 1 };
      const imported = await projects.import(old);
      expect(imported.statusCode).toBe(201);
      const id = imported.json().data.id as string;
      const stored = (await projects.get(id)).json().data.document;
      expect(stored).toMatchObject({ schemaVersion: DOCUMENT_SCHEMA_VERSION, key: { tonic: 0, scale: 'major' } });
      expect(stored.tracks).toEqual(old.tracks);
      const saved = await projects.save(id, 1, { ...old, title: 'Old, saved' });
      expect(saved.statusCode).toBe(200);
      expect((await projects.get(id)).json().data.document).toMatchObject({
        schemaVersion: DOCUMENT_SCHEMA_VERSION,
        title: 'Old, saved',
        loop: { enabled: false },
      });
    });

    it('refuses a document from a newer schema with PROJECT_FROM_NEWER_VERSION', async () => {
      const { projects } = await signedIn();
      const id = (await projects.blank()).json().data.id as string;
      const newer = { ...song(), schemaVersion: DOCUMENT_SCHEMA_VERSION + 1 };
      const saved = await projects.save(id, 1, newer);
      expect([saved.statusCode, codeOf(saved)]).toEqual([400, 'PROJECT_FROM_NEWER_VERSION']);
      const imported = await projects.import(newer);
      expect([imported.statusCode, codeOf(imported)]).toEqual([400, 'PROJECT_FROM_NEWER_VERSION']);
    });

    it('refuses more than 20,000 notes and more than 4 MB with PROJECT_TOO_LARGE', async () => {
      const { projects, token } = await signedIn();
      const id = (await projects.blank()).json().data.id as string;
      const manyNotes = song('Many', [track('a', 'hodo', 10_001), track('b', 'hodo', 10_000)]);
      const tooMany = await projects.save(id, 1, manyNotes);
      expect([tooMany.statusCode, codeOf(tooMany)]).toEqual([413, 'PROJECT_TOO_LARGE']);

      // Over 4 MB of otherwise valid JSON: long phoneme overrides (3 bytes a character) on 19,000 notes.
      const big = song('Big', [track('a', 'hodo', 9_500), track('b', 'hodo', 9_500)]);
      for (const item of big.tracks) for (const note of item.notes) note.phonemes = 'あ'.repeat(64);
      expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(4 * 1024 * 1024);
      const tooBig = await projects.save(id, 1, big);
      expect([tooBig.statusCode, codeOf(tooBig)]).toEqual([413, 'PROJECT_TOO_LARGE']);
      const tooBigImport = await projects.import(big);
      expect([tooBigImport.statusCode, codeOf(tooBigImport)]).toEqual([413, 'PROJECT_TOO_LARGE']);

      // Far beyond the body limit: still the project code in the envelope.
      const huge = JSON.stringify({ document: { ...song(), padding: 'x'.repeat(9 * 1024 * 1024) } });
      const hugeBody = await t.app.inject({
        method: 'PUT',
        url: `${API}/projects/${id}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': '1' },
        payload: huge,
      });
      expect([hugeBody.statusCode, codeOf(hugeBody)]).toEqual([413, 'PROJECT_TOO_LARGE']);
      expect((await projects.get(id)).json().data.version).toBe(1);
    });
  });

  it('refuses a blank project with an unknown character', async () => {
    const { projects } = await signedIn();
    const unknown = await projects.blank('Who', 'zzzz');
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'INVALID_PROJECT']);
    expect((await projects.blank('Who', 'hodong')).statusCode).toBe(400);
    expect(await projects.count()).toBe(0);
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths ?? {});
    for (const path of [
      '/api/auth/v2/projects',
      '/api/auth/v2/projects/trash',
      '/api/auth/v2/projects/{id}',
      '/api/auth/v2/projects/{id}/duplicate',
      '/api/auth/v2/projects/{id}/restore',
      '/api/auth/v2/projects/{id}/versions',
      '/api/auth/v2/projects/{id}/versions/{version}',
      '/api/auth/v2/projects/{id}/versions/{version}/restore',
      '/api/auth/v2/project-templates',
      '/api/auth/v2/project-counts',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/auth/v2/projects/{id}']).sort()).toEqual(['delete', 'get', 'patch', 'put']);
  });
});
