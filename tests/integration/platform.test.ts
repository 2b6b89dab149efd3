import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDataDirDatabase } from '../../server/src/db/data-dir';
import { recordBoot } from '../../server/src/modules/health/repo';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

describe.each(testDatabases())('platform API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API path with 404 and a code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: { code: 'NOT_FOUND' } });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('rejects a malformed JSON body with 400 MALFORMED_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.code).toBe('MALFORMED_JSON');
  });

  it('rejects a 2 MB JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'page_view', params: { blob: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects a body that fails its schema with 400 VALIDATION_ERROR, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 42 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.code).toBe('VALIDATION_ERROR');
  });

  it('accepts a well-formed analytics event', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'page_view', params: {}, path: '/en/landing' }),
    });
    expect(response.statusCode).toBe(204);
  });

  it('decides the consent region from the CDN country header', async () => {
    const eu = await t.app.inject({ method: 'GET', url: '/api/auth/v2/is-eu', headers: { 'cf-ipcountry': 'DE' } });
    const us = await t.app.inject({ method: 'GET', url: '/api/auth/v2/is-eu', headers: { 'cf-ipcountry': 'US' } });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/v2/is-eu' });
    expect(eu.json()).toEqual({ data: true });
    expect(us.json()).toEqual({ data: false });
    expect(unknown.json()).toEqual({ data: false });
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: database.name });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/auth/v2/is-eu');
  });

  it('sends a Content-Security-Policy and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('configured default region', () => {
  it('uses DEFAULT_IS_EU when the CDN sends no country', async () => {
    const [pglite] = testDatabases();
    const t = await startTestApp(pglite!, { DEFAULT_IS_EU: 'true' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/is-eu' });
    expect(response.json()).toEqual({ data: true });
    await t.close();
  });
});

describe('persistence across restarts (PGlite under DATA_DIR)', () => {
  it('reads after a restart the rows written before it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-restart-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });

    const first = await openDataDirDatabase(config);
    await recordBoot(first.db, 'first');
    await first.close();

    const second = await openDataDirDatabase(config);
    await recordBoot(second.db, 'second');
    const app = await buildApp(config, { database: second });
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.data.boots).toBe(2);
    await app.close();
    await second.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe('page serving', () => {
  const pricingHtml = `<div id="root">${'Plans and prices. '.repeat(40)}</div>`;
  let t: TestApp;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-renderer-'));
    await fs.mkdir(path.join(rendererDir, 'prerendered/en'), { recursive: true });
    await fs.writeFile(path.join(rendererDir, 'index.html'), '<div id="root"></div>');
    await fs.writeFile(path.join(rendererDir, 'prerendered/en/pricing.html'), pricingHtml);
    await fs.writeFile(path.join(rendererDir, 'studio.html'), '<div id="root" data-shell="studio"></div>');
    const [database] = testDatabases();
    if (!database) throw new Error('No test database');
    t = await startTestApp(database, { RENDERER_DIR: rendererDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(rendererDir, { recursive: true, force: true });
  });

  it('serves a prerendered page, with or without a trailing slash', async () => {
    for (const url of ['/en/pricing', '/en/pricing/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(pricingHtml);
    }
  });

  it('serves the app shell when a query may change the first view, or no page was prerendered', async () => {
    for (const url of ['/en/pricing?period=year', '/ko/pricing', '/en/faq']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
    }
  });

  it('sends page HTML compressed when the browser accepts it, and 304 when it has the same copy', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/en/pricing',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.rawPayload.length).toBeLessThan(pricingHtml.length);
      expect(decode(response.rawPayload).toString()).toBe(pricingHtml);
      const again = await t.app.inject({
        method: 'GET',
        url: '/en/pricing',
        headers: { 'accept-encoding': accept, 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/en/faq',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<div id="root"></div>');
    // Another page's tag is not this page's copy.
    const pricing = await t.app.inject({ method: 'GET', url: '/en/pricing' });
    const other = await t.app.inject({
      method: 'GET',
      url: '/en/faq',
      headers: { 'if-none-match': String(pricing.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('<div id="root"></div>');
  });

  it("answers the studio's pages with the studio's shell, and no other page", async () => {
    for (const url of ['/studio', '/en/studio', '/ko/studio/project/abc', '/studio/?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<div id="root" data-shell="studio"></div>');
    }
    for (const url of ['/en/faq', '/en/studios']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toBe('<div id="root"></div>');
    }
  });

  it('answers an unknown page with the shell and a 404 status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<div id="root"></div>');
  });
});
