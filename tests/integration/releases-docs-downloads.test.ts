import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasesQueryBody } from '../../shared/schemas/notion';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

const DATABASE_ID = '2f6c1d8e-4b7a-4e0f-9a3c-5d1b8e7f6a20';
const EMBED_HOST = 'https://partner.example';

describe.each(testDatabases())('release notes, legal documents and downloads on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-downloads-'));
    t = await startTestApp(database, {
      DATA_DIR: dataDir,
      RELEASE_EMBED_ORIGINS: `${EMBED_HOST}, javascript:alert(1)`,
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const query = (body: unknown, id = DATABASE_ID) =>
    t.app.inject({
      method: 'POST',
      url: `/api/notion/database/${id}/query`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  describe('POST /api/notion/database/{id}/query', () => {
    it('pages through public posts of one language, newest first, five at a time', async () => {
      const first = await query(releasesQueryBody('en'));
      expect(first.statusCode).toBe(200);
      const page1 = first.json();
      expect(page1.object).toBe('list');
      expect(page1.results).toHaveLength(5);
      expect(page1.has_more).toBe(true);
      const dates = page1.results.map(
        (p: { properties: { date: { date: { start: string } } } }) => p.properties.date.date.start,
      );
      expect([...dates].sort().reverse()).toEqual(dates);

      const page2 = (await query(releasesQueryBody('en', page1.next_cursor))).json();
      const page3 = (await query(releasesQueryBody('en', page2.next_cursor))).json();
      expect(page2.results).toHaveLength(5);
      expect(page3.has_more).toBe(false);
      expect(page3.next_cursor).toBeNull();
      const all = [...page1.results, ...page2.results, ...page3.results];
      expect(new Set(all.map((p: { id: string }) => p.id)).size).toBe(all.length);
      expect(all).toHaveLength(12);
      for (const post of all) {
        expect(post.properties.language.select.name).toBe('en');
        expect(post.properties.status.status.name).toBe('Public');
      }
    });

    it('filters by language and leaves drafts out', async () => {
      const ko = (await query(releasesQueryBody('ko'))).json();
      expect(ko.results[0].properties.language.select.name).toBe('ko');
      expect(ko.results[0].properties.title.title[0].plain_text).toBe('키타네와 오티스가 합류했어요');
    });

    it('accepts only the configured database (404 otherwise)', async () => {
      const response = await query(releasesQueryBody('en'), '11111111-2222-3333-4444-555555555555');
      expect(response.statusCode).toBe(404);
      expect(response.json().detail.code).toBe('NOT_FOUND');
      expect((await query(releasesQueryBody('en'), DATABASE_ID.replaceAll('-', ''))).statusCode).toBe(200);
      expect((await query(releasesQueryBody('en'), 'not-an-id')).statusCode).toBe(400);
    });

    it("refuses any query but the spec's sort, filter and page size", async () => {
      const valid = releasesQueryBody('en');
      const variants: unknown[] = [
        { ...valid, page_size: 100 },
        { ...valid, sorts: [{ property: 'date', direction: 'ascending' }] },
        { ...valid, filter: { and: [{ property: 'status', status: { equals: 'Draft' } }, valid.filter.and[1]] } },
        { ...valid, filter: { and: [valid.filter.and[0], { property: 'language', select: { equals: 'fr' } }] } },
        { ...valid, extra: true },
        { ...valid, start_cursor: "'; drop table release_pages; --" },
        {},
      ];
      for (const body of variants) {
        const response = await query(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().detail.code).toBe('VALIDATION_ERROR');
      }
    });

    it('answers an empty list for an unknown cursor', async () => {
      const response = await query(releasesQueryBody('en', '00000000-0000-0000-0000-000000000000'));
      expect(response.json()).toEqual({ object: 'list', results: [], has_more: false, next_cursor: null });
    });
  });

  describe('GET /api/notion/blocks/{pageId}/children', () => {
    it('returns the blocks of a public post, using every supported block type', async () => {
      const types = new Set<string>();
      let cursor: string | undefined;
      do {
        const list = (await query(releasesQueryBody('en', cursor))).json();
        for (const page of list.results) {
          const blocks = await t.app.inject({
            method: 'GET',
            url: `/api/notion/blocks/${page.id}/children?page_size=100`,
          });
          expect(blocks.statusCode).toBe(200);
          for (const block of blocks.json().results) types.add(block.type);
        }
        cursor = list.next_cursor ?? undefined;
      } while (cursor);
      expect([...types].sort()).toEqual(
        [
          'bulleted_list_item',
          'callout',
          'code',
          'divider',
          'heading_1',
          'heading_2',
          'heading_3',
          'image',
          'numbered_list_item',
          'paragraph',
          'quote',
          'to_do',
          'video',
        ].sort(),
      );
    });

    it('answers 404 for drafts and unknown pages, 400 for other page sizes and bad ids', async () => {
      const draft = await t.db
        .selectFrom('release_pages')
        .select('id')
        .where('status', '=', 'Draft')
        .executeTakeFirstOrThrow();
      expect((await t.app.inject({ method: 'GET', url: `/api/notion/blocks/${draft.id}/children` })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/notion/blocks/11111111222233334444555555555555/children' }))
          .statusCode,
      ).toBe(404);
      const page = (await query(releasesQueryBody('en'))).json().results[0].id;
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/notion/blocks/${page}/children?page_size=50` })).statusCode,
      ).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/notion/blocks/..%2F..%2Fusers/children' })).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /assets/docs/{page}_{lang}.html', () => {
    it('serves ko, en and ja documents and falls back to en for other languages', async () => {
      const ko = await t.app.inject({ method: 'GET', url: '/assets/docs/terms_ko.html' });
      expect(ko.statusCode).toBe(200);
      expect(ko.headers['content-type']).toContain('text/html');
      expect(ko.body).toContain('이용약관');
      const ja = await t.app.inject({ method: 'GET', url: '/assets/docs/privacy_ja.html' });
      expect(ja.statusCode).toBe(200);
      expect(ja.body).toContain('<h1>プライバシーポリシー</h1>');
      expect(ja.body).not.toContain('Privacy Policy');
      const jaTerms = (await t.app.inject({ method: 'GET', url: '/assets/docs/terms_ja.html' })).body;
      expect(jaTerms).toContain('<h1>利用規約</h1>');
      const jaRefund = (await t.app.inject({ method: 'GET', url: '/assets/docs/refund-policy_ja.html' })).body;
      expect(jaRefund).toContain('<h1>返金ポリシー</h1>');
      const fr = await t.app.inject({ method: 'GET', url: '/assets/docs/privacy_fr.html' });
      expect(fr.body).toContain('Privacy Policy');
      const refund = await t.app.inject({ method: 'GET', url: '/assets/docs/refund-policy_en.html' });
      expect(refund.body).toContain('7 days');
      expect(refund.body).toContain('50%');
    });

    it('states the minimum age, the 30-day deletion and the image terms', async () => {
      const privacy = (await t.app.inject({ method: 'GET', url: '/assets/docs/privacy_en.html' })).body;
      const terms = (await t.app.inject({ method: 'GET', url: '/assets/docs/terms_en.html' })).body;
      expect(privacy).toMatch(/at least 14/);
      expect(privacy).toMatch(/30 days/);
      // The corporate image permission of the earlier programme ended with 2025; new ones last a calendar year.
      expect(terms).toMatch(/expired on <strong>December 31, 2025/);
      expect(terms).not.toMatch(/remain valid until/);
      expect(terms).toMatch(/sexual, violent or offensive/);
    });

    it('answers 404 for unknown documents', async () => {
      for (const url of [
        '/assets/docs/secrets_en.html',
        '/assets/docs/terms_en.txt',
        '/assets/docs/..%2Fterms_en.html',
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });

  describe('GET /downloads/latest.yml and latest-mac.yml', () => {
    it('offers no release before one is published', async () => {
      for (const url of ['/downloads/latest.yml', '/downloads/latest-mac.yml', '/downloads/Cantara-Setup-1.11.0.exe']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('serves the files published under DATA_DIR/downloads', async () => {
      await fs.mkdir(path.join(dataDir, 'downloads'), { recursive: true });
      await fs.writeFile(
        path.join(dataDir, 'downloads', 'latest.yml'),
        'version: 9.9.9\npath: Cantara-Setup-9.9.9.exe\n',
      );
      await fs.writeFile(path.join(dataDir, 'downloads', 'Cantara-Setup-9.9.9.exe'), 'installer');
      const response = await t.app.inject({ method: 'GET', url: '/downloads/latest.yml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('version: 9.9.9');
      const installer = await t.app.inject({ method: 'GET', url: '/downloads/Cantara-Setup-9.9.9.exe' });
      expect(installer.statusCode).toBe(200);
      expect(installer.body).toBe('installer');
      await fs.rm(path.join(dataDir, 'downloads'), { recursive: true });
    });

    it('answers 404 for missing files and path tricks', async () => {
      for (const url of ['/downloads/latest-linux.yml', '/downloads/..%2F..%2Fpackage.json', '/downloads/.env']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });

  describe('framing of /releases/embed', () => {
    it('lets the configured hosts frame the embed page only', async () => {
      const embed = await t.app.inject({ method: 'GET', url: '/en/releases/embed' });
      expect(embed.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${EMBED_HOST}`);
      expect(embed.headers['content-security-policy']).not.toContain('javascript:');
      expect(embed.headers['x-frame-options']).toBeUndefined();

      const other = await t.app.inject({ method: 'GET', url: '/en/releases' });
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(other.headers['content-security-policy']).not.toContain(EMBED_HOST);
    });

    it('tells the renderer the allowed embed hosts', async () => {
      const config = (await t.app.inject({ method: 'GET', url: '/api/catalog/config' })).json().data;
      expect(config.release_embed_origins).toEqual([EMBED_HOST]);
    });
  });
});
