import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, VOUCHER_ADDRESS_ATTEMPT_LIMIT } from '../../shared/commerce';
import { addonOf, auth, newUser, openCheckout, payWithCard } from './support/commerce';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { startTestApp, type TestApp } from './support/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('vouchers and entitlements on $name', (database) => {
  let t: TestApp;
  const clock = { now: new Date('2026-06-01T12:00:00Z') };

  beforeAll(async () => {
    t = await startTestApp(database, {}, { now: () => clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const preview = (token: string, code: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/voucher?voucher_code=${encodeURIComponent(code)}`,
      headers: auth(token),
    });
  const redeem = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/voucher?voucher_code=${encodeURIComponent(code)}`,
      headers: auth(token),
    });

  it('needs a signed-in user and a code', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/v2/voucher?voucher_code=ARTIST30' });
    expect(none.statusCode).toBe(401);
    const user = await newUser(t.app);
    const empty = await preview(user.token, '');
    expect(empty.statusCode).toBe(400);
  });

  it('previews an artist voucher with its days and gives a basic user artist for that long', async () => {
    const user = await newUser(t.app);
    const shown = await preview(user.token, 'artist 30');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      id: 'artist',
      kind: 'plan',
      text_content: { en: 'Artist plan', ko: '아티스트 플랜', ja: 'アーティストプラン' },
      days: 30,
    });
    const redeemed = await redeem(user.token, 'ARTIST30');
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data.end_datetime).toBe(new Date(clock.now.getTime() + 30 * DAY_MS).toISOString());
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(user.token) })).json().data;
    expect(me.active_products.plan.text_content_id).toBe('artist');
    // A granted plan is not a paid subscription: the account may still be deleted.
    const deletable = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/user/deactivation-validation',
      headers: auth(user.token),
    });
    expect(deletable.statusCode).toBe(200);

    const twice = await redeem(user.token, 'ARTIST30');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail.code).toBe('VOUCHER_ALREADY_USED');
  });

  it('extends a paid artist plan by the voucher days and moves the next payment date', async () => {
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: ['artist_month'],
      pay_mode: 'subscription',
      currency: 'usd',
    });
    await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success);
    const before = await t.db
      .selectFrom('subscriptions')
      .select(['current_period_end', 'trial_end'])
      .where('user_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    const redeemed = await redeem(user.token, 'ARTIST30');
    const expected = new Date(new Date(before.current_period_end).getTime() + 30 * DAY_MS).toISOString();
    expect(redeemed.json().data.end_datetime).toBe(expected);
    const after = await t.db
      .selectFrom('subscriptions')
      .select(['current_period_end', 'trial_end', 'paid'])
      .where('user_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(new Date(after.current_period_end).toISOString()).toBe(expected);
    expect(after.paid).toBe(true);
  });

  it('lets a user whose artist plan a voucher granted buy the paid plan; the voucher days move the first payment back', async () => {
    const user = await newUser(t.app);
    expect((await redeem(user.token, 'ARTIST30')).statusCode).toBe(200);
    const plan = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(user.token) })).json().data
        .active_products.plan;
    expect(await plan()).toMatchObject({ text_content_id: 'artist', paid: false });

    // Ten voucher days later the user subscribes from the cart.
    const subscribedAt = new Date(clock.now.getTime() + 10 * DAY_MS);
    const saved = clock.now;
    clock.now = subscribedAt;
    try {
      const { accessToken } = await signIn(t.app, { email: user.email, name: 'Buyer' });
      const preview = await t.app.inject({
        method: 'GET',
        url: '/api/auth/v2/invoice-preview?price_lookup_keys=artist_month&pay_mode=subscription&currency=usd',
        headers: auth(accessToken),
      });
      expect(preview.statusCode).toBe(200);
      const opened = await openCheckout(t.app, accessToken, {
        price_lookup_keys: ['artist_month'],
        pay_mode: 'subscription',
        currency: 'usd',
      });
      expect(opened.statusCode).toBe(200);
      expect((await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success)).statusCode).toBe(303);

      const rows = await t.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_uuid', '=', user.uuid)
        .orderBy('created_at')
        .execute();
      expect(rows.map((row) => [row.source, row.status])).toEqual([
        ['voucher', 'canceled'],
        ['builtin', 'trialing'],
      ]);
      // 20 voucher days were left: the 7-day trial ends, and the first charge falls, 27 days from now.
      expect(new Date(rows[1]!.trial_end!).getTime()).toBe(subscribedAt.getTime() + 27 * DAY_MS);
      expect(new Date(rows[1]!.current_period_end).getTime()).toBe(subscribedAt.getTime() + 27 * DAY_MS);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(accessToken) });
      expect(me.json().data.active_products.plan).toMatchObject({ text_content_id: 'artist', paid: true });
      // And now it is a paid plan, a second one cannot be bought.
      const again = await openCheckout(t.app, accessToken, {
        price_lookup_keys: ['artist_year'],
        pay_mode: 'subscription',
        currency: 'usd',
      });
      expect(again.statusCode).toBe(409);
    } finally {
      clock.now = saved;
    }
  });

  it('registers ownership with a character voucher', async () => {
    const rena = await addonOf(t.app, 'rena');
    const user = await newUser(t.app);
    const shown = await preview(user.token, 'renagift');
    expect(shown.json().data).toMatchObject({ id: rena.uuid, kind: 'addon', days: null });
    expect(shown.json().data.text_content.en).toBe('Rena');
    const redeemed = await redeem(user.token, 'RENAGIFT');
    expect(redeemed.json().data).toMatchObject({ kind: 'addon', end_datetime: null });
    const owned = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/products/unbuyable',
      headers: auth(user.token),
    });
    expect(owned.json().data).toEqual([rena.uuid]);
  });

  it('refuses a voucher that was already used', async () => {
    const user = await newUser(t.app);
    const used = await preview(user.token, 'THANKYOU2024');
    expect(used.statusCode).toBe(409);
    expect(used.json().detail.code).toBe('VOUCHER_ALREADY_USED');
  });

  it('grants a voucher redeemed twice at the same moment once', async () => {
    const user = await newUser(t.app);
    const [a, b] = await Promise.all([redeem(user.token, 'ARTIST30'), redeem(user.token, 'ARTIST30')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('subscriptions')
      .select('current_period_end')
      .where('user_uuid', '=', user.uuid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.current_period_end).getTime()).toBe(clock.now.getTime() + 30 * DAY_MS);

    // A single-use voucher claimed by two users at once goes to one of them.
    await t.db
      .insertInto('vouchers')
      .values({
        code: 'ONLYONCE',
        kind: 'plan',
        plan_id: 'artist',
        addon_uuid: null,
        days: 14,
        text_content: JSON.stringify({ en: 'Artist plan', ko: '아티스트 플랜', ja: 'アーティストプラン' }),
        max_redemptions: 1,
        expires_at: null,
        created_at: clock.now,
      })
      .execute();
    const [first, second] = await Promise.all([newUser(t.app), newUser(t.app)]);
    const results = await Promise.all([redeem(first.token, 'ONLYONCE'), redeem(second.token, 'ONLYONCE')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const voucher = await t.db
      .selectFrom('vouchers')
      .select('redeemed_count')
      .where('code', '=', 'ONLYONCE')
      .executeTakeFirstOrThrow();
    expect(voucher.redeemed_count).toBe(1);
  });

  it('locks the voucher calls after five wrong codes in a row (429 GET_VOUCHER_LIMITED)', async () => {
    const user = await newUser(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await preview(user.token, `WRONG${attempt}`);
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(404);
      expect(wrong.json().detail.code).toBe('GET_PROMOTION_NOT_FOUND');
    }
    const limited = await preview(user.token, 'WRONG6');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatchObject({
      code: 'GET_VOUCHER_LIMITED',
      message: 'You have exceeded the number of attempts. Please try again in 1 hours.',
    });
    expect(limited.headers['retry-after']).toBe('3600');
    // Even a right code waits until the lock ends; another user is not affected.
    expect((await redeem(user.token, 'ARTIST30')).statusCode).toBe(429);
    const other = await newUser(t.app);
    expect((await preview(other.token, 'ARTIST30')).statusCode).toBe(200);
  });

  it('locks a client address that guesses through fresh accounts, beside the per-account lock', async () => {
    const address = '203.0.113.77';
    const fromAddress = (token: string, code: string, remoteAddress = address) =>
      t.app.inject({
        method: 'GET',
        url: `/api/auth/v2/voucher?voucher_code=${encodeURIComponent(code)}`,
        headers: auth(token),
        remoteAddress,
      });
    // Five accounts, three wrong codes each: none is locked on its own, the address is after 15.
    for (let account = 0; account < VOUCHER_ADDRESS_ATTEMPT_LIMIT / 3; account += 1) {
      const user = await newUser(t.app);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await fromAddress(user.token, `GUESS${account}X${attempt}`)).statusCode).toBe(404);
      }
    }
    const fresh = await newUser(t.app);
    const limited = await fromAddress(fresh.token, 'ARTIST30');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail.code).toBe('GET_VOUCHER_LIMITED');
    expect(limited.headers['retry-after']).toBe('3600');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/v2/voucher?voucher_code=ARTIST30',
          headers: auth(fresh.token),
          remoteAddress: address,
        })
      ).statusCode,
    ).toBe(429);
    // The same account from another address, and other addresses, are not affected.
    expect((await fromAddress(fresh.token, 'ARTIST30', '198.51.100.20')).statusCode).toBe(200);
    // An hour later the address may try again.
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + 61 * 60 * 1000);
    try {
      const later = await newUser(t.app);
      expect((await fromAddress(later.token, 'ARTIST30')).statusCode).toBe(200);
    } finally {
      clock.now = saved;
    }
  });

  it('renews a built-in subscription when its trial ends, billing once per period', async () => {
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: ['artist_year'],
      pay_mode: 'subscription',
      currency: 'jpy',
    });
    await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success);
    const { settleSubscriptions } = await import('../../server/src/modules/commerce/subscriptions-repo');
    const later = new Date(clock.now.getTime() + 8 * DAY_MS);
    await Promise.all([settleSubscriptions(t.db, user.uuid, later), settleSubscriptions(t.db, user.uuid, later)]);
    const subscription = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(subscription.status).toBe('active');
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['amount_due', 'currency'])
      .where('user_uuid', '=', user.uuid)
      .orderBy('created_at')
      .execute();
    expect(invoices).toEqual([
      { amount_due: 0, currency: 'jpy' },
      { amount_due: subscription.unit_amount, currency: 'jpy' },
    ]);
  });
});
