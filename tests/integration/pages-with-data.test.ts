import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data';
import type { CharacterView } from '../../shared/schemas/catalog';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * The server sends the gallery, the store and What's New with their first screen rendered from the
 * data of the moment. The build's server-side renderer is stood in for by a module that renders the
 * data it is given as markup (the real one is exercised by tests/e2e/pages-with-data.spec.ts); here:
 * which data each page gets, that it is the API's, that it cannot break out of the page, and that a
 * change to the catalogue is sent at once.
 */
const ORIGIN = 'https://cantara.test';
const BUILT_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><div id="root" data-prerendered="common">built skeleton</div>\n</body></html>`;

/** A built page as the server sends it: with its address and language versions under the public origin. */
const asServed = (page: string, path: string) =>
  page.replace(
    '</head>',
    `<link rel="canonical" href="${ORIGIN}${path}">` +
      ['ko', 'en', 'ja']
        .map((language) => `<link rel="alternate" hreflang="${language}" href="${ORIGIN}/${language}${path.slice(3)}">`)
        .join('') +
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/en${path.slice(3)}"></head>`,
  );

const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function prerenderPage(url, language, { data }) {
  if (url.endsWith('/ja/characters')) throw new Error('renderer broke');
  const first = data.characters?.[0];
  const post = data.releases?.posts[0];
  const html = [
    first ? '<link rel="preload" as="image" href="' + escape(first.images.body_bg) + '">' : '',
    '<main data-url="' + escape(url) + '" data-language="' + language + '">',
    first ? '<img src="' + escape(first.images.body_bg) + '" style="color:' + escape(first.color) + '">' : '',
    data.products ? '<p class="currency">' + escape(data.products.currency) + '</p>' : '',
    post ? '<h2>' + escape(post.title) + '</h2>' : '',
    '</main>',
  ].join('');
  return { html, namespaces: ['common', 'characters'] };
}
`;

function island(html: string): PageData {
  const start = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const from = html.indexOf(start);
  expect(from).toBeGreaterThan(-1);
  const text = html.slice(from + start.length, html.indexOf('</script>', from));
  return JSON.parse(text) as PageData;
}

describe.each(testDatabases())('pages sent with their data on $name', (database) => {
  let t: TestApp;
  let dir: string;
  let clock = new Date('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-live-pages-'));
    const rendererDir = path.join(dir, 'renderer');
    for (const language of ['en', 'ja', 'ko']) {
      await fs.mkdir(path.join(rendererDir, 'prerendered', language, 'pricing'), { recursive: true });
      for (const page of ['characters', 'releases', 'pricing', 'pricing/store', 'faq', 'download']) {
        await fs.writeFile(path.join(rendererDir, 'prerendered', language, `${page}.html`), BUILT_PAGE(page));
      }
    }
    await fs.writeFile(path.join(rendererDir, 'index.html'), '<div id="root"></div>');
    await fs.mkdir(path.join(dir, 'prerender'));
    await fs.writeFile(path.join(dir, 'prerender', 'prerender.js'), RENDERER);
    t = await startTestApp(database, { RENDERER_DIR: rendererDir, PUBLIC_URL: ORIGIN }, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const characters = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/catalog/characters' })).json() as { data: CharacterView[] }).data;

  it("sends the gallery with its first card's picture and the API's characters to hydrate from", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/characters' });
    expect(response.statusCode).toBe(200);
    const list = await characters();
    const first = list[0]!;
    expect(response.body).toContain(
      `<div id="root" data-prerendered="common characters"><main data-url="http://localhost/en/characters" data-language="en"><img src="${first.images.body_bg}"`,
    );
    expect(response.body).not.toContain('built skeleton');
    // React's hint for the picture goes into <head>.
    expect(response.body).toContain(`<link rel="preload" as="image" href="${first.images.body_bg}"></head>`);
    expect(island(response.body)).toEqual({ characters: list });
    // The picture is announced; the list is not fetched, so not announced either.
    const link = response.headers.link ?? '';
    // With the card's candidates: a phone loads the card-size art, as the page's <img srcset> does.
    expect(link).toContain(
      `<${first.images.body_bg}>; rel=preload; as=image; imagesrcset="${first.images.card} 360w, ${first.images.body_bg} 600w";`,
    );
    expect(link).not.toContain('/api/catalog/characters');
  });

  it("sends the store with the characters and its language's prices", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/ko/pricing/store' })).body;
    const data = island(body);
    expect(data.characters).toEqual(await characters());
    const products = await t.app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=true&currency=krw' });
    expect(data.products).toEqual(products.json());
    expect(body).toContain('<p class="currency">krw</p>');
  });

  it("sends pricing with its language's prices and the site configuration (the sale's end)", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/ja/pricing' })).body;
    const data = island(body);
    const products = await t.app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=true&currency=jpy' });
    expect(data.products).toEqual(products.json());
    const config = await t.app.inject({ method: 'GET', url: '/api/catalog/config' });
    expect(data.siteConfig).toEqual(config.json().data);
    expect(body).toContain('<p class="currency">jpy</p>');
  });

  it("sends What's New with its first notes, whose text cannot break out of the page", async () => {
    const row = await t.db
      .selectFrom('release_pages')
      .select(['id', 'page'])
      .where('language', '=', 'ja')
      .where('status', '=', 'Public')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const page = (typeof row.page === 'string' ? JSON.parse(row.page) : row.page) as {
      properties: { title: { title: { plain_text: string }[] } };
    };
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    page.properties.title.title = [{ ...page.properties.title.title[0]!, plain_text: hostile }];
    await t.db
      .updateTable('release_pages')
      .set({ page: JSON.stringify(page) })
      .where('id', '=', row.id)
      .execute();

    const body = (await t.app.inject({ method: 'GET', url: '/ja/releases' })).body;
    const releases = island(body).releases!;
    expect(releases.language).toBe('ja');
    expect(releases.posts[0]!.title).toBe(hostile);
    expect(releases.posts[0]!.blocks.length).toBeGreaterThan(0);
    expect(body).not.toContain('<script>alert(1)');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body).toContain('<h2>&#60;/script&#62;');
  });

  it('sends a change to the catalogue once its cache period is over', async () => {
    const first = (await characters())[0]!;
    const before = (await t.app.inject({ method: 'GET', url: '/en/characters' })).body;
    expect(before).toContain(`style="color:${first.color}"`);
    await t.db.updateTable('catalog_characters').set({ color: '#123456' }).where('id', '=', first.id).execute();
    clock = new Date(clock.getTime() + 31_000);
    const after = await t.app.inject({ method: 'GET', url: '/en/characters', headers: { 'accept-encoding': 'br' } });
    expect(after.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(after.rawPayload).toString('utf8');
    expect(html).toContain('style="color:#123456"');
    expect(island(html).characters![0]!.color).toBe('#123456');
  });

  it('sends the built page when rendering with the data fails, and pages without data as built', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/ja/characters' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(asServed(BUILT_PAGE('characters'), '/ja/characters'));
    expect(broken.headers.link ?? '').toContain('/api/catalog/characters');
    expect((await t.app.inject({ method: 'GET', url: '/en/download' })).body).toBe(
      asServed(BUILT_PAGE('download'), '/en/download'),
    );
  });
});
