import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data';
import type { CharacterView } from '../../shared/schemas/catalog';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * A product page is sent with its first screen: the build's product frame (page-frames/<lang>/product.html)
 * with the product rendered into it by the build's server-side renderer. The renderer is stood in for
 * by a module that renders the product the path names from the data it is given (the real one is
 * exercised by tests/e2e/entry-pages.spec.ts); here: which frame, which data, the title, the picture
 * before any script, and the app for a path naming no product.
 */
const FRAME = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Cantara</title><script type="module" src="/assets/index.js"></script></head><body><div id="root" data-prerendered="common">product skeleton</div>\n</body></html>`;

const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function prerenderPage(url, language, { data }) {
  const id = decodeURIComponent(url.split('/').pop());
  const character = data.characters.find((c) => c.id === id);
  const name = character.text_content[language].name;
  const html = '<link rel="preload" as="image" href="' + escape(character.images.body_bg) + '">' +
    '<main data-url="' + escape(url) + '"><img src="' + escape(character.images.body_bg) + '" fetchPriority="high"><h1>' +
    escape(name) + '</h1><p class="currency">' + escape(data.products.currency) + '</p></main>';
  return { html, namespaces: ['common', 'store'], title: name + ' </title><script>alert(1)</script> | Cantara' };
}
`;

function island(html: string): PageData {
  const start = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const from = html.indexOf(start);
  expect(from).toBeGreaterThan(-1);
  return JSON.parse(html.slice(from + start.length, html.indexOf('</script>', from))) as PageData;
}

describe.each(testDatabases())('product pages sent with their product on $name', (database) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-product-page-'));
    const rendererDir = path.join(dir, 'renderer');
    for (const language of ['en', 'ja', 'ko']) {
      await fs.mkdir(path.join(rendererDir, 'prerendered', language), { recursive: true });
      await fs.writeFile(path.join(rendererDir, 'prerendered', language, 'faq.html'), FRAME(language));
      await fs.mkdir(path.join(rendererDir, 'page-frames', language), { recursive: true });
      await fs.writeFile(path.join(rendererDir, 'page-frames', language, 'product.html'), FRAME(language));
    }
    await fs.writeFile(
      path.join(rendererDir, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    await fs.mkdir(path.join(dir, 'prerender'));
    await fs.writeFile(path.join(dir, 'prerender', 'prerender.js'), RENDERER);
    t = await startTestApp(database, { RENDERER_DIR: rendererDir, PUBLIC_URL: 'https://cantara.test' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const characters = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/catalog/characters' })).json() as { data: CharacterView[] }).data;

  it("holds the product's name and art in its HTML, the art before any script of the page runs", async () => {
    const character = (await characters())[1]!;
    const response = await t.app.inject({ method: 'GET', url: `/ja/pricing/store/product/${character.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).not.toContain('product skeleton');
    expect(body).toContain(`<h1>${character.text_content.ja.name}</h1>`);
    const art = body.indexOf(`<img src="${character.images.body_bg}" fetchPriority="high">`);
    expect(art).toBeGreaterThan(body.indexOf('<div id="root"'));
    // The page's data comes after the markup: the picture is in the HTML, not waiting for it.
    expect(art).toBeLessThan(body.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`));
    expect(body).toContain('<p class="currency">jpy</p>');
    // The title follows the product, escaped; the picture is hinted in <head> and in the Link header.
    expect(body).toContain(
      `<title>${character.text_content.ja.name} &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Cantara</title>`,
    );
    expect(body).toContain(`<link rel="preload" as="image" href="${character.images.body_bg}"></head>`);
    const link = response.headers.link ?? '';
    expect(link).toContain(`<${character.images.body_bg}>; rel=preload; as=image; fetchpriority=high`);
    // The data comes with the page: neither the list nor the prices are fetched, so neither is announced.
    expect(link).not.toContain('/api/');
  });

  it('names its own address and its versions in the other languages under the public origin', async () => {
    const character = (await characters())[0]!;
    const body = (await t.app.inject({ method: 'GET', url: `/ko/pricing/store/product/${character.id}` })).body;
    const product = `/pricing/store/product/${character.id}`;
    expect(body).toContain(`<link rel="canonical" href="https://cantara.test/ko${product}">`);
    for (const language of ['ko', 'en', 'ja'])
      expect(body).toContain(
        `<link rel="alternate" hreflang="${language}" href="https://cantara.test/${language}${product}">`,
      );
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="https://cantara.test/en${product}">`);
    // A prerendered page too, and its address without the trailing slash it was asked with.
    const faq = (await t.app.inject({ method: 'GET', url: '/ja/faq/' })).body;
    expect(faq).toContain('<link rel="canonical" href="https://cantara.test/ja/faq">');
    expect(faq).toContain('<link rel="alternate" hreflang="ko" href="https://cantara.test/ko/faq">');
  });

  it('embeds the API answers the page hydrates from, in the currency of its language', async () => {
    const character = (await characters())[0]!;
    const data = island(
      (await t.app.inject({ method: 'GET', url: `/ko/pricing/store/product/${character.id}/` })).body,
    );
    expect(data.characters).toEqual(await characters());
    const products = await t.app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=true&currency=krw' });
    expect(data.products).toEqual(products.json());
  });

  it('sends the app for a path that names no product, a query, or no language', async () => {
    for (const url of [
      '/en/pricing/store/product/no-such-character',
      `/en/pricing/store/product/${(await characters())[0]!.id}?tab=1`,
      `/pricing/store/product/${(await characters())[0]!.id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<html><head></head><body><div id="root"></div></body></html>');
    }
    // A malformed path is refused, not rendered.
    expect((await t.app.inject({ method: 'GET', url: '/en/pricing/store/product/%E0%A4%A' })).statusCode).toBe(400);
  });
});
