import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPricesByLookupKeys } from '../../server/src/modules/catalog/repo';
import { productsResponseSchema } from '../../shared/schemas/catalog';
import { CHARACTER_SLUGS, TAG_IDS } from '../../shared/schemas/content';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

const TOKEN = 'valid-token';
const verifyAccessToken = async (token: string) => (token === TOKEN ? { uuid: 'user-1' } : null);
const bearer = { authorization: `Bearer ${TOKEN}` };

describe.each(testDatabases())('catalogue API on $name', (database) => {
  let t: TestApp;
  let clock = new Date('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(database, {}, { verifyAccessToken, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/auth/v2/products', () => {
    it('answers in usd by default with plans, add-ons and decimal_unit', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/products' });
      expect(response.statusCode).toBe(200);
      const body = productsResponseSchema.parse(response.json());
      expect(body.currency).toBe('usd');
      expect(body.decimal_unit).toBe(100);
      expect(body.data.plan.map((p) => p.text_content_id)).toEqual(['basic', 'pro', 'business']);
      const pro = body.data.plan.find((p) => p.text_content_id === 'pro')!;
      expect(pro.price.month?.lookup_key).toBe('artist_month');
      expect(pro.price.year?.unit_amount.current).toBeLessThan(pro.price.year!.unit_amount.regular);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
    });

    it('picks the currency from the request language: ko krw, ja jpy, others usd', async () => {
      const currencyFor = async (acceptLanguage: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/auth/v2/products',
            headers: { 'accept-language': acceptLanguage },
          })
        ).json();
      expect(await currencyFor('ko-KR,ko;q=0.9,en;q=0.8')).toMatchObject({ currency: 'krw', decimal_unit: 1 });
      expect(await currencyFor('ja')).toMatchObject({ currency: 'jpy', decimal_unit: 1 });
      expect(await currencyFor('fr-FR,en;q=0.5')).toMatchObject({ currency: 'usd' });
      expect(await currencyFor('en;q=0.2,ko;q=0.9')).toMatchObject({ currency: 'krw' });
    });

    it('lets a currency query override the language', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/products?currency=jpy',
        headers: { 'accept-language': 'ko' },
      });
      expect(response.json()).toMatchObject({ currency: 'jpy' });
      const addon = response.json().data.addon[0];
      expect(Number.isInteger(addon.price.permanent.unit_amount.current)).toBe(true);
    });

    it('includes the one free character only with get_free=true', async () => {
      const withFree = productsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=true' })).json(),
      );
      const withoutFree = productsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=false' })).json(),
      );
      expect(withFree.data.addon).toHaveLength(13);
      expect(withFree.data.addon.filter((a) => a.is_free)).toHaveLength(1);
      const free = withFree.data.addon.find((a) => a.is_free)!;
      expect(free.price.permanent.lookup_key).toBeNull();
      expect(withoutFree.data.addon).toHaveLength(12);
      expect(withoutFree.data.addon.every((a) => a.price.permanent.lookup_key?.startsWith('character_'))).toBe(true);
      expect(withFree.data.addon[1]).toMatchObject({
        text_content_id: 'nime',
        instrument_ids: ['nime'],
        instrument_tags: expect.arrayContaining(['jpop']),
        text_content: { en: 'Nime', ko: '니메', ja: 'ニメ' },
      });
    });

    it('rejects bad query values with 400 VALIDATION_ERROR', async () => {
      for (const url of [
        '/api/auth/v2/products?currency=eur',
        '/api/auth/v2/products?get_free=maybe',
        '/api/auth/v2/products?unknown=1',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().detail.code).toBe('VALIDATION_ERROR');
      }
    });

    it('keeps prices in one table that checkout can read by lookup key', async () => {
      const rows = await findPricesByLookupKeys(t.db, ['character_rena', 'artist_year', 'nope'], 'krw');
      expect(rows.map((r) => r.lookup_key).sort()).toEqual(['artist_year', 'character_rena']);
      expect(rows.find((r) => r.lookup_key === 'artist_year')).toMatchObject({ regular: 156000, current: 120000 });
    });
  });

  describe('GET /api/catalog/characters', () => {
    it('lists the 13 characters in order with localized text, tags and media', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/catalog/characters' });
      expect(response.statusCode).toBe(200);
      const characters = response.json().data;
      expect(characters.map((c: { slug: string }) => c.slug)).toEqual([...CHARACTER_SLUGS]);
      for (const character of characters) {
        expect(character.id).toMatch(/^[a-z0-9]{4}$/);
        expect(character.text_content.ko.name.length).toBeGreaterThan(0);
        expect(TAG_IDS).toEqual(expect.arrayContaining(character.tags.map((tag: { id: string }) => tag.id)));
      }
      const media = await t.app.inject({ method: 'GET', url: characters[0].images.thumbnail });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      const sample = await t.app.inject({ method: 'GET', url: characters[0].sample_url });
      expect(sample.statusCode).toBe(200);
      expect(sample.headers['content-type']).toBe('audio/mpeg');
    });
  });

  describe('GET /api/catalog/faq', () => {
    it('answers the questions in the asked language with the home flag', async () => {
      const en = (await t.app.inject({ method: 'GET', url: '/api/catalog/faq?lang=en' })).json().data;
      const ja = (await t.app.inject({ method: 'GET', url: '/api/catalog/faq?lang=ja' })).json().data;
      expect(en.length).toBeGreaterThanOrEqual(12);
      expect(en.some((item: { t: boolean }) => item.t)).toBe(true);
      expect(en.some((item: { t: boolean }) => !item.t)).toBe(true);
      expect(ja[0].q).toBe('Cantaraとは何ですか？');
    });
    it('rejects an unknown language', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/catalog/faq?lang=fr' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /api/auth/v2/instrument/full-image', () => {
    it('requires sign-in (401 LOGIN_REQUIRED)', async () => {
      const anonymous = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/instrument/full-image?instrument_id=nime',
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().detail.code).toBe('LOGIN_REQUIRED');
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/instrument/full-image?instrument_id=nime',
        headers: { authorization: 'Bearer forged' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('gives a signed-in user a short-lived .webp URL, with or without background', async () => {
      for (const bg of ['true', 'false']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auth/v2/instrument/full-image?instrument_id=nime&bg=${bg}`,
          headers: bearer,
        });
        expect(response.statusCode).toBe(200);
        const { url, file_name } = response.json().data;
        expect(file_name).toBe(bg === 'true' ? 'cantara-nime-bg.webp' : 'cantara-nime.webp');
        expect(url).toMatch(/^\/media\/full\/nime(-bg)?\.webp\?expires=\d+&signature=/);
        const image = await t.app.inject({ method: 'GET', url });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      }
    });

    it('refuses tampered and expired image links', async () => {
      const { url } = (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/v2/instrument/full-image?instrument_id=rena',
          headers: bearer,
        })
      ).json().data;
      const tampered = await t.app.inject({ method: 'GET', url: url.replace('rena-bg', 'nime-bg') });
      expect(tampered.statusCode).toBe(403);
      const saved = clock;
      clock = new Date(clock.getTime() + 10 * 60 * 1000);
      const expired = await t.app.inject({ method: 'GET', url });
      clock = saved;
      expect(expired.statusCode).toBe(403);
      const unsigned = await t.app.inject({ method: 'GET', url: '/media/full/rena-bg.webp' });
      expect(unsigned.statusCode).toBe(400);
    });

    it('answers 404 for an unknown character and 400 for a malformed id', async () => {
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/instrument/full-image?instrument_id=zzzz',
        headers: bearer,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/instrument/full-image?instrument_id=../../etc&bg=true',
        headers: bearer,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /api/catalog/config', () => {
    it('tells the renderer the downloads URL, sale end and release database', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/catalog/config' });
      expect(response.json().data).toMatchObject({
        downloads_url: '/downloads',
        sale_end: '2025-06-01T04:00:00.000Z',
        release_embed_origins: [],
      });
    });
  });
});
