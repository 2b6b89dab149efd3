import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilCheckout } from '../../server/src/modules/commerce/fulfilment';
import { TEST_CARDS } from '../../shared/commerce';
import { addonOf, auth, CANCEL_URL, newUser, openCheckout, payWithCard, SUCCESS_URL } from './support/commerce';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

describe.each(testDatabases())('commerce calls on $name', (database) => {
  let t: TestApp;
  let nime: Awaited<ReturnType<typeof addonOf>>;
  let siae: Awaited<ReturnType<typeof addonOf>>;
  let lica: Awaited<ReturnType<typeof addonOf>>;

  beforeAll(async () => {
    t = await startTestApp(database);
    nime = await addonOf(t.app, 'nime');
    siae = await addonOf(t.app, 'siae');
    lica = await addonOf(t.app, 'lica');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/auth/v2/promo-code/{code}', () => {
    it('returns the code and the characters it applies to', async () => {
      const all = await get('/api/auth/v2/promo-code/WELCOME20');
      expect(all.statusCode).toBe(200);
      expect(all.json().data).toEqual({ code: 'WELCOME20', applies_to: null, percent_off: 20 });
      const some = await get('/api/auth/v2/promo-code/duet30');
      expect(some.json().data.applies_to.sort()).toEqual([nime.uuid, siae.uuid].sort());
    });

    it('answers 404 GET_PROMOTION_NOT_FOUND for expired and unknown codes', async () => {
      for (const code of ['SPRING2024', 'NOPE', '--']) {
        const response = await get(`/api/auth/v2/promo-code/${code}`);
        expect(response.statusCode, code).toBe(404);
        expect(response.json().detail.code).toBe('GET_PROMOTION_NOT_FOUND');
      }
    });

    it('rejects over-long codes as bad input', async () => {
      const response = await get(`/api/auth/v2/promo-code/${'A'.repeat(100)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /api/auth/v2/products/lookup-keys/validation', () => {
    it('is true while every key is in the price table and false for a stale cart', async () => {
      const fresh = await get(
        `/api/auth/v2/products/lookup-keys/validation?price_lookup_keys=${nime.lookupKey}&price_lookup_keys=${lica.lookupKey}`,
      );
      expect(fresh.json()).toEqual({ data: true });
      const stale = await get(
        `/api/auth/v2/products/lookup-keys/validation?price_lookup_keys=${nime.lookupKey},old_key`,
      );
      expect(stale.json()).toEqual({ data: false });
    });

    it('needs at least one well-formed key', async () => {
      expect((await get('/api/auth/v2/products/lookup-keys/validation')).statusCode).toBe(400);
      expect(
        (await get('/api/auth/v2/products/lookup-keys/validation?price_lookup_keys=%3Cscript%3E')).statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/auth/v2/invoice-preview', () => {
    const preview = (query: string, headers: Record<string, string> = {}) =>
      get(`/api/auth/v2/invoice-preview?${query}`, headers);

    it('totals a cart from the price table, in the currency of the language', async () => {
      const usd = await preview(
        `price_lookup_keys=${nime.lookupKey}&price_lookup_keys=${lica.lookupKey}&pay_mode=payment`,
      );
      expect(usd.statusCode).toBe(200);
      expect(usd.json().data).toEqual({
        subtotal: nime.amount + lica.amount,
        discount: 0,
        total: nime.amount + lica.amount,
        currency: 'usd',
        decimal_unit: 100,
      });
      const krw = await preview(`price_lookup_keys=${nime.lookupKey}`, { 'accept-language': 'ko-KR,ko;q=0.9' });
      expect(krw.json().data).toMatchObject({ currency: 'krw', decimal_unit: 1 });
    });

    it('discounts only the characters a promotion applies to', async () => {
      const response = await preview(
        `price_lookup_keys=${nime.lookupKey},${lica.lookupKey}&promo_code=DUET30&currency=usd`,
      );
      const discount = Math.round(nime.amount * 0.3);
      expect(response.json().data).toMatchObject({ discount, total: nime.amount + lica.amount - discount });
    });

    it('answers the cart errors of the spec', async () => {
      const mismatch = await preview(`price_lookup_keys=${lica.lookupKey}&promo_code=DUET30`);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().detail.code).toBe('WARNING_DELETED_PROMOTION');
      const unknown = await preview('price_lookup_keys=character_nobody');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail.code).toBe('GET_INVOICE_PREVIEW_ERROR');
      const plan = await preview('price_lookup_keys=artist_year&pay_mode=payment');
      expect(plan.json().detail.code).toBe('GET_INVOICE_PREVIEW_ERROR');
      const expired = await preview(`price_lookup_keys=${nime.lookupKey}&promo_code=SPRING2024`);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().detail.code).toBe('GET_PROMOTION_NOT_FOUND');
      const badMode = await preview(`price_lookup_keys=${nime.lookupKey}&pay_mode=free`);
      expect(badMode.statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/v2/checkout-session', () => {
    it('needs a signed-in user (401 LOGIN_REQUIRED)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/v2/checkout-session?success_url=${SUCCESS_URL}&cancel_url=${CANCEL_URL}`,
        payload: { price_lookup_keys: [nime.lookupKey], pay_mode: 'payment', currency: 'usd' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail.code).toBe('LOGIN_REQUIRED');
    });

    it('only returns to pages of this site', async () => {
      const { token } = await newUser(t.app);
      for (const success of ['https://evil.example/ok', 'javascript:alert(1)', '/relative']) {
        const response = await openCheckout(
          t.app,
          token,
          { price_lookup_keys: [nime.lookupKey], pay_mode: 'payment', currency: 'usd' },
          { success },
        );
        expect(response.statusCode, success).toBe(400);
        expect(response.json().detail.code).toBe('VALIDATION_ERROR');
      }
    });

    it('validates the body and the pay mode', async () => {
      const { token } = await newUser(t.app);
      const missing = await openCheckout(t.app, token, { pay_mode: 'payment', currency: 'usd' });
      expect(missing.statusCode).toBe(400);
      const currency = await openCheckout(t.app, token, {
        price_lookup_keys: [nime.lookupKey],
        pay_mode: 'payment',
        currency: 'eur',
      });
      expect(currency.statusCode).toBe(400);
      const mixed = await openCheckout(t.app, token, {
        price_lookup_keys: ['artist_year'],
        pay_mode: 'payment',
        currency: 'usd',
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().detail.code).toBe('POST_CHECKOUT_ERROR');
      const noPlan = await openCheckout(t.app, token, {
        price_lookup_keys: [nime.lookupKey],
        pay_mode: 'subscription',
        currency: 'usd',
      });
      expect(noPlan.json().detail.code).toBe('POST_CHECKOUT_ERROR');
      const unknown = await openCheckout(t.app, token, {
        price_lookup_keys: ['character_nobody'],
        pay_mode: 'payment',
        currency: 'usd',
      });
      expect(unknown.json().detail.code).toBe('POST_CHECKOUT_ERROR');
      const promo = await openCheckout(t.app, token, {
        price_lookup_keys: [lica.lookupKey],
        pay_mode: 'payment',
        currency: 'usd',
        promo_code: 'DUET30',
      });
      expect(promo.json().detail.code).toBe('WARNING_DELETED_PROMOTION');
    });

    it('ignores a price sent by the client and charges the catalogue price', async () => {
      const { token } = await newUser(t.app);
      const response = await openCheckout(t.app, token, {
        price_lookup_keys: [nime.lookupKey],
        pay_mode: 'payment',
        currency: 'usd',
        unit_amount: 1,
        amount: 1,
        prices: [{ lookup_key: nime.lookupKey, unit_amount: { current: 1 } }],
      });
      expect(response.statusCode).toBe(200);
      const { session_id } = response.json().data;
      const session = await get(`/api/auth/v2/checkout-session/${session_id}`, auth(token));
      expect(session.json().data).toMatchObject({ mode: 'payment', currency: 'usd', amount: nime.amount });
      const page = await get(new URL(response.json().data.redirect_url).pathname);
      expect(page.body).toContain('$49.00');
      expect(page.body).not.toContain('$0.01');
    });

    it('answers a double-clicked checkout with one session', async () => {
      const { token } = await newUser(t.app);
      const body = { price_lookup_keys: [nime.lookupKey, siae.lookupKey], pay_mode: 'payment', currency: 'usd' };
      const [first, second] = await Promise.all([openCheckout(t.app, token, body), openCheckout(t.app, token, body)]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.session_id).toBe(first.json().data.session_id);
      expect(second.json().data.redirect_url).toBe(first.json().data.redirect_url);
      const third = await openCheckout(t.app, token, body);
      expect(third.json().data.session_id).toBe(first.json().data.session_id);
    });
  });

  describe('the built-in pay page and fulfilment', () => {
    it('shows the order, declines 4000 0000 0000 0002 and grants nothing', async () => {
      const buyer = await newUser(t.app);
      const opened = await openCheckout(t.app, buyer.token, {
        price_lookup_keys: [nime.lookupKey, lica.lookupKey],
        pay_mode: 'payment',
        currency: 'usd',
        promo_code: 'duet30',
      });
      const url = opened.json().data.redirect_url as string;
      expect(url.startsWith('http://localhost:8080/billing/checkout/cs_')).toBe(true);
      const page = await get(new URL(url).pathname);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('Nime');
      expect(page.body).toContain('Lica');
      expect(page.body).toContain('DUET30');
      expect(page.body).toContain('Prices exclude VAT');
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);

      const declined = await payWithCard(t.app, url, TEST_CARDS.declined);
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('Your card was declined');
      const owned = await get('/api/auth/v2/products/unbuyable', auth(buyer.token));
      expect(owned.json()).toEqual({ data: [] });
    });

    it('pays with 4242 4242 4242 4242, returns with the session id and grants once', async () => {
      const buyer = await newUser(t.app);
      const opened = await openCheckout(t.app, buyer.token, {
        price_lookup_keys: [lica.lookupKey],
        pay_mode: 'payment',
        currency: 'usd',
      });
      const { redirect_url, session_id } = opened.json().data;
      const paid = await payWithCard(t.app, redirect_url, '4242 4242 4242 4242');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${SUCCESS_URL}?session_id=${session_id}`);

      const again = await payWithCard(t.app, redirect_url, TEST_CARDS.success);
      expect(again.statusCode).toBe(303);
      const repeated = await fulfilCheckout(t.db, {
        eventId: `builtin:checkout:${session_id}`,
        sessionId: session_id,
        at: new Date(),
      });
      expect(repeated.status).toBe('duplicate');

      const owned = await get('/api/auth/v2/products/unbuyable', auth(buyer.token));
      expect(owned.json()).toEqual({ data: [lica.uuid] });
      const session = await get(`/api/auth/v2/checkout-session/${session_id}`, auth(buyer.token));
      expect(session.json().data).toMatchObject({ mode: 'payment', status: 'complete', amount: lica.amount });
      const closed = await get(new URL(redirect_url).pathname);
      expect(closed.statusCode).toBe(410);

      const rebuy = await openCheckout(t.app, buyer.token, {
        price_lookup_keys: [lica.lookupKey],
        pay_mode: 'payment',
        currency: 'usd',
      });
      expect(rebuy.statusCode).toBe(409);
      expect(rebuy.json().detail.code).toBe('POST_CHECKOUT_ERROR');

      const me = await get('/api/auth/v2/user', auth(buyer.token));
      expect(me.json().data.active_products.addons).toEqual([{ uuid: lica.uuid }]);
      expect(me.json().data.perks.utility).toContainEqual({ name: 'project_quota', value: 50 });
    });

    it('keeps other users out of a checkout session', async () => {
      const buyer = await newUser(t.app);
      const other = await newUser(t.app, 'Other');
      const opened = await openCheckout(t.app, buyer.token, {
        price_lookup_keys: [siae.lookupKey],
        pay_mode: 'payment',
        currency: 'krw',
      });
      const { session_id } = opened.json().data;
      const mine = await get(`/api/auth/v2/checkout-session/${session_id}`, auth(buyer.token));
      expect(mine.json().data).toMatchObject({ currency: 'krw', decimal_unit: 1, status: 'open' });
      const theirs = await get(`/api/auth/v2/checkout-session/${session_id}`, auth(other.token));
      expect(theirs.statusCode).toBe(404);
      expect((await get(`/api/auth/v2/checkout-session/${session_id}`)).statusCode).toBe(401);
    });
  });

  describe('subscriptions and the billing portal', () => {
    it('subscribes to artist yearly with a 7-day trial, shown in the portal, and cancels at period end', async () => {
      const subscriber = await newUser(t.app, 'Subscriber');
      const opened = await openCheckout(t.app, subscriber.token, {
        price_lookup_keys: ['artist_year'],
        pay_mode: 'subscription',
        currency: 'usd',
      });
      expect(opened.statusCode).toBe(200);
      const page = await get(new URL(opened.json().data.redirect_url).pathname);
      expect(page.body).toContain('7-day free trial');
      expect(page.body).toContain('Start trial');
      await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success);

      const session = await get(
        `/api/auth/v2/checkout-session/${opened.json().data.session_id}`,
        auth(subscriber.token),
      );
      expect(session.json().data).toMatchObject({ mode: 'subscription', amount: 0 });

      const me = (await get('/api/auth/v2/user', auth(subscriber.token))).json().data;
      expect(me.active_products.plan.text_content_id).toBe('artist');
      expect(me.perks.utility).toContainEqual({ name: 'track_quota', value: -1 });

      const blocked = await get('/api/auth/v2/user/deactivation-validation', auth(subscriber.token));
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().detail.code).toBe('GET_USER_VALIDATION_DELETE_ERROR');

      const again = await openCheckout(t.app, subscriber.token, {
        price_lookup_keys: ['artist_month'],
        pay_mode: 'subscription',
        currency: 'usd',
      });
      expect(again.statusCode).toBe(409);

      const portal = await t.app.inject({
        method: 'POST',
        url: `/api/auth/v2/portal-session?return_url=${encodeURIComponent('http://localhost:8080/ko/my-page/plan')}`,
        headers: auth(subscriber.token),
      });
      expect(portal.statusCode).toBe(200);
      const portalPath = new URL(portal.json().data.redirect_url).pathname;
      const portalPage = await get(portalPath);
      expect(portalPage.body).toContain('lang="ko"');
      expect(portalPage.body).toContain('무료 체험이');
      expect(portalPage.body).toContain('체험 중');

      const confirm = await get(`${portalPath}?confirm=cancel`);
      expect(confirm.body).toContain('portal-cancel-confirm');
      const cancel = await t.app.inject({ method: 'POST', url: `${portalPath}/cancel` });
      expect(cancel.statusCode).toBe(303);
      const after = await get(`${portalPath}?notice=canceled`);
      expect(after.body).toContain('기간 종료 시 해지');

      const allowed = await get('/api/auth/v2/user/deactivation-validation', auth(subscriber.token));
      expect(allowed.statusCode).toBe(200);

      const resume = await t.app.inject({ method: 'POST', url: `${portalPath}/resume` });
      expect(resume.statusCode).toBe(303);
      expect((await get(portalPath)).body).toContain('portal-cancel');
    });

    it('needs a signed-in user and a return URL of this site', async () => {
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v2/portal-session?return_url=http://localhost:8080/my-page/plan',
      });
      expect(none.statusCode).toBe(401);
      expect(none.json().detail.code).toBe('LOGIN_REQUIRED');
      const user = await newUser(t.app);
      const evil = await t.app.inject({
        method: 'POST',
        url: '/api/auth/v2/portal-session?return_url=https://evil.example/',
        headers: auth(user.token),
      });
      expect(evil.statusCode).toBe(400);
      const expired = await get('/billing/portal/not-a-real-token-but-long-enough');
      expect(expired.statusCode).toBe(410);
    });
  });

  describe('GET /api/auth/v2/products/unbuyable and /project-counts', () => {
    it('need a signed-in user', async () => {
      const unbuyable = await get('/api/auth/v2/products/unbuyable');
      expect(unbuyable.statusCode).toBe(401);
      const counts = await get('/api/auth/v2/project-counts');
      expect(counts.statusCode).toBe(401);
      expect(counts.json().detail.code).toBe('AUTHENTICATION_FAILED');
    });

    it('counts the cloud projects of the user', async () => {
      const user = await newUser(t.app);
      const response = await get('/api/auth/v2/project-counts', auth(user.token));
      expect(response.json()).toEqual({ data: 0 });
    });
  });
});
