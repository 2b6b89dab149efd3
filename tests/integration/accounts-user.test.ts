import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivePlan, type EntitlementSource, Entitlements } from '../../server/src/modules/entitlements';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { multipartBody } from './support/multipart';
import { startTestApp, type TestApp } from './support/testApp';

/** Stands in for Commerce: users listed here hold a paid artist plan and one character. */
class FakeCommerce implements EntitlementSource {
  readonly subscribers = new Set<string>();
  async activePlan(userUuid: string): Promise<ActivePlan | null> {
    return this.subscribers.has(userUuid)
      ? { plan: 'artist', uuid: 'sub_1', startDate: new Date('2026-02-01T00:00:00Z'), paid: true }
      : null;
  }
  async ownedAddons(userUuid: string) {
    return this.subscribers.has(userUuid) ? ['addon-1'] : [];
  }
  async availableInstruments(userUuid: string) {
    return this.subscribers.has(userUuid) ? ['hodong', 'nime'] : ['hodong'];
  }
  async hasActivePaidSubscription(userUuid: string) {
    return this.subscribers.has(userUuid);
  }
}

describe.each(testDatabases())('the user account on $name', (database) => {
  let t: TestApp;
  let dataDir: string;
  const clock = new Date('2026-04-01T09:00:00Z');
  const commerce = new FakeCommerce();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    const entitlements = new Entitlements();
    entitlements.provide(commerce);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-user-'));
    t = await startTestApp(database, { DATA_DIR: dataDir }, { now: () => clock, entitlements });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  describe('GET /api/auth/v2/user', () => {
    it('needs a valid access token (401 LOGIN_REQUIRED)', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/v2/user' });
      expect(none.statusCode).toBe(401);
      expect(none.json().detail.code).toBe('LOGIN_REQUIRED');
      const forged = await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth('a.b.c') });
      expect(forged.statusCode).toBe(401);
    });

    it('returns the User info entity of a basic user with the plan table perks', async () => {
      const { accessToken } = await signIn(t.app, { email: 'basic@example.com', name: 'Basic User' });
      const query =
        'mailing_list=true&active_products=true&available_instruments=true&available_perks=true&check_terms=true&register_date=false';
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth/v2/user?${query}`,
        headers: auth(accessToken),
      });
      expect(response.statusCode).toBe(200);
      const info = response.json().data;
      expect(info).toMatchObject({
        name: 'Basic User',
        email: 'basic@example.com',
        image: null,
        theme: 'dark',
        preferred_language: 'en',
        mailing_list: false,
        ad_mailing_list: false,
        ad_mailing_date: null,
        instrument_ids: ['hodong'],
        over_14: false,
        terms_of_service: null,
        privacy_policy: null,
        active_products: {
          plan: { uuid: null, text_content_id: 'basic', text_content: { en: 'Basic', ko: '베이직', ja: 'ベーシック' } },
          addons: [],
        },
        perks: {
          utility: [
            { name: 'character_count', value: 1 },
            { name: 'project_quota', value: 10 },
            { name: 'track_quota', value: 8 },
            { name: 'voice_to_midi', value: false },
            { name: 'voice_conversion', value: false },
          ],
        },
      });
      expect(info.register_date).toBeUndefined();
    });

    it('follows the query flags and refuses malformed ones', async () => {
      const { accessToken } = await signIn(t.app, { email: 'flags@example.com', name: 'Flags' });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/user?register_date=true&mailing_list=false&available_perks=false',
        headers: auth(accessToken),
      });
      const info = response.json().data;
      expect(info.register_date).toBe(clock.toISOString());
      expect(info.mailing_list).toBeUndefined();
      expect(info.perks).toBeUndefined();
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/user?register_date=maybe',
        headers: auth(accessToken),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail.code).toBe('VALIDATION_ERROR');
    });

    it('shows the plan and perks Commerce provides (artist: unlimited tracks)', async () => {
      const { accessToken } = await signIn(t.app, { email: 'artist@example.com', name: 'Artist' });
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(accessToken) })).json()
        .data;
      commerce.subscribers.add(me.uuid);
      const info = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(accessToken) })).json()
        .data;
      expect(info.active_products.plan).toMatchObject({
        uuid: 'sub_1',
        text_content_id: 'artist',
        start_date: '2026-02-01T00:00:00.000Z',
      });
      expect(info.active_products.addons).toEqual([{ uuid: 'addon-1' }]);
      expect(info.perks.utility).toContainEqual({ name: 'track_quota', value: -1 });
      expect(info.perks.utility).toContainEqual({ name: 'project_quota', value: 1000 });
      // The character-count option: every character on the artist plan.
      expect(info.perks.utility).toContainEqual({ name: 'character_count', value: -1 });
    });
  });

  describe('PATCH /api/auth/v2/user/info', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signIn(t.app, { email: 'patch@example.com', name: 'Patch' })).accessToken;
    });
    const patch = (query: string, accessToken = token) =>
      t.app.inject({ method: 'PATCH', url: `/api/auth/v2/user/info?${query}`, headers: auth(accessToken) });

    it('records the agreements of version 20250203', async () => {
      const response = await patch('terms_of_service=20250203&privacy_policy=20250203&over_14=true');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        terms_of_service: 20250203,
        privacy_policy: 20250203,
        over_14: true,
      });
    });

    it('refuses another agreement version', async () => {
      const response = await patch('terms_of_service=20240101');
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.code).toBe('VALIDATION_ERROR');
    });

    it('dates the advertising mail consent and clears the date when withdrawn', async () => {
      const on = await patch('ad_mailing_list=true&mailing_list=true');
      expect(on.json().data).toMatchObject({
        ad_mailing_list: true,
        mailing_list: true,
        ad_mailing_date: clock.toISOString(),
      });
      const off = await patch('ad_mailing_list=false');
      expect(off.json().data).toMatchObject({ ad_mailing_list: false, ad_mailing_date: null });
    });

    it('changes the name (at most 24 characters, not empty) and the language', async () => {
      const ok = await patch(`username=${encodeURIComponent('가'.repeat(24))}&preferred_language=ko`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ name: '가'.repeat(24), preferred_language: 'ko' });
      const emoji = await patch(`username=${encodeURIComponent('🎵'.repeat(24))}`);
      expect(emoji.statusCode).toBe(200);
      for (const query of [`username=${'x'.repeat(25)}`, 'username=%20%20', 'preferred_language=fr', '']) {
        const refused = await patch(query);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().detail.code).toBe('VALIDATION_ERROR');
      }
    });

    it('needs a signed-in user', async () => {
      expect((await patch('over_14=true', 'nope')).statusCode).toBe(401);
    });
  });

  describe('PUT /api/auth/v2/user/profile-image', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signIn(t.app, { email: 'photo@example.com', name: 'Photo' })).accessToken;
    });
    const upload = (field: string, filename: string, type: string, content: Buffer) => {
      const body = multipartBody(field, filename, type, content);
      return t.app.inject({
        method: 'PUT',
        url: '/api/auth/v2/user/profile-image',
        headers: { ...auth(token), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#8866f3' } })
        .png()
        .toBuffer();

    it('stores an image re-encoded as a 96x96 square and serves it', async () => {
      const response = await upload('profile_image', 'me.png', 'image/png', await png(300, 200));
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().data.image);
      const served = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([96, 96, 'webp']);
      const info = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(token) })).json().data;
      expect(info.image).toBe(response.json().data.image);

      // A new photo replaces the old file.
      const next = await upload('profile_image', 'next.png', 'image/png', await png(120, 120));
      expect(next.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    });

    it('judges by content: a text file renamed to .png is refused with INVALID_IMAGE', async () => {
      const response = await upload(
        'profile_image',
        'photo.png',
        'image/png',
        Buffer.from('just some text, not a picture'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.code).toBe('INVALID_IMAGE');
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      expect((await upload('profile_image', 'a.svg', 'image/svg+xml', svg)).json().detail.code).toBe('INVALID_IMAGE');
    });

    it('refuses files over 5 MB, a wrong field and a non-multipart body', async () => {
      const big = await upload('profile_image', 'big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
      expect(big.statusCode).toBe(413);
      expect(big.json().detail.code).toBe('PAYLOAD_TOO_LARGE');
      const wrongField = await upload('avatar', 'me.png', 'image/png', await png(10, 10));
      expect(wrongField.statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/v2/user/profile-image',
        headers: { ...auth(token), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(json.statusCode).toBe(415);
    });

    it('serves nothing for made-up file paths', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/files/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/files/avatars/doesnotexist1.webp' })).statusCode).toBe(404);
    });
  });

  describe('deactivation and restore', () => {
    it('refuses deletion while a paid subscription is active', async () => {
      const { accessToken } = await signIn(t.app, { email: 'subscriber@example.com', name: 'Subscriber' });
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(accessToken) })).json()
        .data;
      commerce.subscribers.add(me.uuid);
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/user/deactivation-validation',
        headers: auth(accessToken),
      });
      expect(check.statusCode).toBe(400);
      expect(check.json().detail).toMatchObject({
        code: 'GET_USER_VALIDATION_DELETE_ERROR',
        message: 'Unsubscribe First.',
      });
      const attempt = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/v2/user/deactivation',
        headers: auth(accessToken),
      });
      expect(attempt.statusCode).toBe(400);
    });

    it('deactivates, answers 403 with an activation code at the next sign-in, and restores with it', async () => {
      const first = await signIn(t.app, { email: 'leaver@example.com', name: 'Leaver' });
      const token = first.accessToken;
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/user/deactivation-validation',
        headers: auth(token),
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ data: true });

      const gone = await t.app.inject({ method: 'PATCH', url: '/api/auth/v2/user/deactivation', headers: auth(token) });
      expect(gone.statusCode).toBe(200);
      expect(gone.json().data).toEqual({
        deactivated_at: clock.toISOString(),
        purge_at: new Date(clock.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(token) })).statusCode).toBe(
        401,
      );
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v2/auth/refresh-token/validation',
        headers: { cookie: `refresh_token=${first.refreshCookie}` },
      });
      expect(refresh.statusCode).toBe(401);

      const again = await signIn(t.app, { email: 'leaver@example.com', name: 'Leaver' });
      expect(again.response.statusCode).toBe(403);
      const detail = again.response.json().detail;
      expect(detail.code).toBe('DEACTIVATED_USER');
      expect(detail.activation_code).toEqual(expect.any(String));

      const evil = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/v2/user/activation/${detail.activation_code}`,
        headers: { origin: 'https://evil.example' },
      });
      expect(evil.statusCode).toBe(403);

      const restored = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/v2/user/activation/${detail.activation_code}`,
      });
      expect(restored.statusCode).toBe(200);
      expect([restored.headers['set-cookie']].flat()).toContainEqual(expect.stringContaining('refresh_token='));
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/user',
        headers: auth(restored.json().access_token),
      });
      expect(info.json().data.email).toBe('leaver@example.com');

      const reused = await t.app.inject({
        method: 'PATCH',
        url: `/api/auth/v2/user/activation/${detail.activation_code}`,
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().detail.code).toBe('WARNING_NO_ACTIVATE_CODE');
      expect((await signIn(t.app, { email: 'leaver@example.com', name: 'Leaver' })).response.statusCode).toBe(200);
    });

    it('refuses unknown activation codes', async () => {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/v2/user/activation/made-up-code' });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.code).toBe('WARNING_NO_ACTIVATE_CODE');
    });

    it('needs a signed-in user for validation and deactivation', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/v2/user/deactivation-validation' })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: 'PATCH', url: '/api/auth/v2/user/deactivation' })).statusCode).toBe(401);
    });
  });
});
