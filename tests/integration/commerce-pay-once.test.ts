import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonOf, newUser, openCheckout, payWithCard } from './support/commerce';
import { testDatabases } from './support/databases';
import { checkoutCompletedEvent, deliverStripeEvent, type FakeStripe, startStripeTestApp } from './support/fakeStripe';
import { startTestApp, type TestApp } from './support/testApp';

const SUCCESS_CARD = '4242424242424242';
const WEBHOOK_SECRET = 'whsec_pay_once';

const checkoutBody = (keys: string[], extra: Record<string, unknown> = {}) => ({
  price_lookup_keys: keys,
  pay_mode: keys.some((key) => key.startsWith('artist_')) ? 'subscription' : 'payment',
  currency: 'usd',
  ...extra,
});

async function invoicesOf(t: TestApp, userUuid: string) {
  return t.db.selectFrom('invoices').select(['id', 'checkout_session_id']).where('user_uuid', '=', userUuid).execute();
}

async function sessionRow(t: TestApp, id: string) {
  return t.db
    .selectFrom('checkout_sessions')
    .select(['status', 'refusal_reason', 'refund_ref'])
    .where((eb) => eb.or([eb('id', '=', id), eb('provider_ref', '=', id)]))
    .executeTakeFirstOrThrow();
}

describe.each(testDatabases())('pay once with the built-in checkout on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { SEED_DEMO_COMMERCE: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const open = async (token: string, keys: string[], extra: Record<string, unknown> = {}) => {
    const response = await openCheckout(t.app, token, checkoutBody(keys, extra));
    expect(response.statusCode).toBe(200);
    return response.json().data.redirect_url as string;
  };
  const sessionIdOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;

  it('refuses the second of two open sessions for an owned character before charging, with one invoice kept', async () => {
    const nime = await addonOf(t.app, 'nime');
    const siae = await addonOf(t.app, 'siae');
    const user = await newUser(t.app);
    const first = await open(user.token, [nime.lookupKey]);
    const second = await open(user.token, [nime.lookupKey, siae.lookupKey]);

    expect((await payWithCard(t.app, first, SUCCESS_CARD)).statusCode).toBe(303);
    // The second pay page now says why it cannot be paid, and its form charges nothing.
    const page = await t.app.inject({ method: 'GET', url: new URL(second).pathname });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('You already own this character');
    const paid = await payWithCard(t.app, second, SUCCESS_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('nothing was charged');

    const invoices = await invoicesOf(t, user.uuid);
    expect(invoices.map((invoice) => invoice.checkout_session_id)).toEqual([sessionIdOf(first)]);
    expect(await sessionRow(t, sessionIdOf(second))).toMatchObject({
      status: 'refused',
      refusal_reason: 'already_owned',
    });
    const owned = await t.db
      .selectFrom('character_ownerships')
      .select('addon_uuid')
      .where('user_uuid', '=', user.uuid)
      .execute();
    expect(owned.map((row) => row.addon_uuid)).toEqual([nime.uuid]);
  });

  it('keeps one invoice when two sessions for the same character are paid at the same moment', async () => {
    const oona = await addonOf(t.app, 'oona');
    const theori = await addonOf(t.app, 'theori');
    const user = await newUser(t.app);
    const first = await open(user.token, [oona.lookupKey]);
    const second = await open(user.token, [oona.lookupKey, theori.lookupKey]);
    const results = await Promise.all([
      payWithCard(t.app, first, SUCCESS_CARD),
      payWithCard(t.app, second, SUCCESS_CARD),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([303, 409]);
    expect(await invoicesOf(t, user.uuid)).toHaveLength(1);
  });

  it('refuses a second plan payment for a subscriber (localized in Korean)', async () => {
    const user = await newUser(t.app);
    const monthly = await open(user.token, ['artist_month']);
    const yearly = await open(user.token, ['artist_year']);
    expect((await payWithCard(t.app, monthly, SUCCESS_CARD)).statusCode).toBe(303);
    const page = await t.app.inject({
      method: 'GET',
      url: `${new URL(yearly).pathname}?lang=ko`,
    });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('이미 Artist 플랜을 이용 중입니다');
    expect((await payWithCard(t.app, yearly, SUCCESS_CARD)).statusCode).toBe(409);
    expect(await invoicesOf(t, user.uuid)).toHaveLength(1);
    const live = await t.db
      .selectFrom('subscriptions')
      .select('lookup_key')
      .where('user_uuid', '=', user.uuid)
      .where('status', 'in', ['trialing', 'active'])
      .execute();
    expect(live).toEqual([{ lookup_key: 'artist_month' }]);
  });

  it('keeps one open session per user and item set: a new one for the same items closes the earlier', async () => {
    const lica = await addonOf(t.app, 'lica');
    const user = await newUser(t.app);
    const plain = await open(user.token, [lica.lookupKey]);
    const again = await open(user.token, [lica.lookupKey]);
    expect(again).toBe(plain);
    const discounted = await open(user.token, [lica.lookupKey], { promo_code: 'WELCOME20' });
    expect(discounted).not.toBe(plain);
    expect((await t.app.inject({ method: 'GET', url: new URL(plain).pathname })).statusCode).toBe(410);
    expect((await payWithCard(t.app, plain, SUCCESS_CARD)).statusCode).toBe(410);
    const openRows = await t.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('user_uuid', '=', user.uuid)
      .where('status', '=', 'open')
      .execute();
    expect(openRows.map((row) => row.id)).toEqual([sessionIdOf(discounted)]);
    expect((await payWithCard(t.app, discounted, SUCCESS_CARD)).statusCode).toBe(303);
    expect(await invoicesOf(t, user.uuid)).toHaveLength(1);
  });

  it('tells the success page a refused session apart from a paid one', async () => {
    const rena = await addonOf(t.app, 'rena');
    const kitane = await addonOf(t.app, 'kitane');
    const user = await newUser(t.app);
    const first = await open(user.token, [rena.lookupKey]);
    const second = await open(user.token, [rena.lookupKey, kitane.lookupKey]);
    await payWithCard(t.app, first, SUCCESS_CARD);
    await payWithCard(t.app, second, SUCCESS_CARD);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/checkout-session/${sessionIdOf(second)}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(view.json().data.status).toBe('refused');
  });
});

describe.each(testDatabases())('pay once with Stripe on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;

  let stripe: Awaited<ReturnType<typeof startStripeTestApp>>;

  beforeAll(async () => {
    stripe = await startStripeTestApp(database, WEBHOOK_SECRET);
    ({ app: t, fake } = stripe);
  });
  afterAll(() => stripe.close());

  const deliver = (event: Record<string, unknown>) => deliverStripeEvent(t.app, event, WEBHOOK_SECRET);
  const completed = checkoutCompletedEvent;
  const open = async (token: string, keys: string[], extra: Record<string, unknown> = {}) => {
    const response = await openCheckout(t.app, token, checkoutBody(keys, extra));
    expect(response.statusCode).toBe(200);
    return new URL(response.json().data.redirect_url).pathname.split('/').pop()!;
  };

  it('refunds in full, once, a paid session for a character already bought through another', async () => {
    const kaya = await addonOf(t.app, 'kayanorunami');
    const augustin = await addonOf(t.app, 'keistellaria');
    const user = await newUser(t.app);
    const first = await open(user.token, [kaya.lookupKey]);
    const second = await open(user.token, [kaya.lookupKey, augustin.lookupKey]);

    expect(
      (await deliver(completed('evt_once_1', first, { payment_intent: 'pi_first', amount_total: kaya.amount })))
        .statusCode,
    ).toBe(200);
    const total = kaya.amount + augustin.amount;
    const secondEvent = completed('evt_once_2', second, { payment_intent: 'pi_second', amount_total: total });
    expect((await deliver(secondEvent)).statusCode).toBe(200);
    expect((await deliver(secondEvent)).statusCode).toBe(200);

    const refunds = fake.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params.get('payment_intent')).toBe('pi_second');
    expect(refunds[0]!.params.get('amount')).toBe(String(total));
    expect(refunds[0]!.params.get('reason')).toBe('duplicate');
    expect(refunds[0]!.idempotencyKey).toMatch(/^cantara-refused-cs_/);

    const invoices = await invoicesOf(t, user.uuid);
    expect(invoices).toHaveLength(1);
    expect(await sessionRow(t, second)).toMatchObject({
      status: 'refused',
      refusal_reason: 'already_owned',
      refund_ref: expect.stringMatching(/^re_/),
    });
  });

  it('refunds and ends the second subscription of a returning subscriber', async () => {
    const user = await newUser(t.app);
    const monthly = await open(user.token, ['artist_month']);
    const yearly = await open(user.token, ['artist_year']);
    await deliver(completed('evt_plan_1', monthly, { subscription: 'sub_first', amount_total: 0 }));
    const before = fake.calls.length;
    await deliver(completed('evt_plan_2', yearly, { subscription: 'sub_second', amount_total: 9900 }));
    const after = fake.calls.slice(before);
    expect(after.some((call) => call.path === '/v1/subscriptions/sub_second' && call.method === 'DELETE')).toBe(true);
    const refund = after.find((call) => call.path === '/v1/refunds');
    expect(refund?.params.get('amount')).toBe('9900');
    expect(refund?.params.get('payment_intent')).toBe('pi_sub_second');
    expect(await invoicesOf(t, user.uuid)).toHaveLength(1);
    expect(await sessionRow(t, yearly)).toMatchObject({ status: 'refused', refusal_reason: 'plan_held' });
  });

  it('expires the earlier Stripe session when the same items are asked for again differently', async () => {
    const nime = await addonOf(t.app, 'nime');
    const user = await newUser(t.app);
    const first = await open(user.token, [nime.lookupKey]);
    const second = await open(user.token, [nime.lookupKey], { promo_code: 'WELCOME20' });
    expect(second).not.toBe(first);
    expect(fake.calls.some((call) => call.path === `/v1/checkout/sessions/${first}/expire`)).toBe(true);
    expect(await sessionRow(t, first)).toMatchObject({ status: 'expired' });
    // Paid at Stripe all the same (the expiry raced the payment): fulfilled, not ignored.
    await deliver(completed('evt_late', first, { payment_intent: 'pi_late', amount_total: nime.amount }));
    expect(await sessionRow(t, first)).toMatchObject({ status: 'complete' });
    expect(await invoicesOf(t, user.uuid)).toHaveLength(1);
  });
});
