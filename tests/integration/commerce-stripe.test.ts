import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../server/src/providers/payments/stripe/webhook';
import { addonOf, auth, newUser, openCheckout } from './support/commerce';
import { testDatabases } from './support/databases';
import { checkoutCompletedEvent, deliverStripeEvent, type FakeStripe, startStripeTestApp } from './support/fakeStripe';
import type { TestApp } from './support/testApp';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe.each(testDatabases())('the Stripe adapter on $name', (database) => {
  let t: TestApp;
  let fake: FakeStripe;

  let stripe: Awaited<ReturnType<typeof startStripeTestApp>>;

  beforeAll(async () => {
    stripe = await startStripeTestApp(database, WEBHOOK_SECRET);
    ({ app: t, fake } = stripe);
  });
  afterAll(() => stripe.close());

  const deliver = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => deliverStripeEvent(t.app, event, secret);
  const completed = checkoutCompletedEvent;

  it('opens a Checkout Session by price lookup keys, with the promotion code and the return URLs', async () => {
    const lica = await addonOf(t.app, 'lica');
    const user = await newUser(t.app);
    const response = await openCheckout(t.app, user.token, {
      price_lookup_keys: [lica.lookupKey],
      pay_mode: 'payment',
      currency: 'jpy',
      promo_code: 'WELCOME20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redirect_url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const created = fake.calls.find((call) => call.path === '/v1/checkout/sessions')!;
    expect(created.params.get('mode')).toBe('payment');
    expect(created.params.get('currency')).toBe('jpy');
    expect(created.params.get('line_items[0][price]')).toBe(`price_${lica.lookupKey}`);
    expect(created.params.get('discounts[0][promotion_code]')).toBe('promo_WELCOME20');
    expect(created.params.get('success_url')).toBe(
      'http://localhost:8080/en/payment-successful?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(created.params.get('metadata[user_uuid]')).toBe(user.uuid);
  });

  it('previews an invoice through Stripe for a signed-in user', async () => {
    const lica = await addonOf(t.app, 'lica');
    const user = await newUser(t.app);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/invoice-preview?price_lookup_keys=${lica.lookupKey}&promo_code=WELCOME20&currency=usd`,
      headers: auth(user.token),
    });
    expect(preview.json().data).toEqual({
      subtotal: 4900,
      discount: 980,
      total: 3920,
      currency: 'usd',
      decimal_unit: 100,
    });
    expect(fake.calls.some((call) => call.path === '/v1/invoices/create_preview')).toBe(true);
  });

  it('refuses webhook events without a valid signature', async () => {
    const bad = await deliver(completed('evt_forged', 'cs_test_1'), 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed('evt_unsigned', 'cs_test_1')),
    });
    expect(none.statusCode).toBe(400);
  });

  it('fulfils a paid session once, however often Stripe repeats the event', async () => {
    const siae = await addonOf(t.app, 'siae');
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: [siae.lookupKey],
      pay_mode: 'payment',
      currency: 'usd',
    });
    const stripeSession = new URL(opened.json().data.redirect_url).pathname.split('/').pop()!;
    expect((await deliver(completed('evt_paid_1', stripeSession))).statusCode).toBe(200);
    expect((await deliver(completed('evt_paid_1', stripeSession))).statusCode).toBe(200);
    const async = await deliver({
      ...completed('evt_paid_2', stripeSession),
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(async.statusCode).toBe(200);

    const owned = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/products/unbuyable',
      headers: auth(user.token),
    });
    expect(owned.json().data).toEqual([siae.uuid]);
    const invoices = await t.db.selectFrom('invoices').select('id').where('user_uuid', '=', user.uuid).execute();
    expect(invoices).toHaveLength(1);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/checkout-session/${stripeSession}`,
      headers: auth(user.token),
    });
    expect(session.json().data).toMatchObject({ mode: 'payment', status: 'complete', amount: siae.amount });
  });

  it('starts a trial subscription, follows Stripe subscription changes and moves the payment date for a voucher', async () => {
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: ['artist_year'],
      pay_mode: 'subscription',
      currency: 'usd',
    });
    const created = fake.calls.filter((call) => call.path === '/v1/checkout/sessions').pop()!;
    expect(created.params.get('mode')).toBe('subscription');
    expect(created.params.get('subscription_data[trial_period_days]')).toBe('7');
    expect(created.params.get('allow_promotion_codes')).toBe('true');
    const stripeSession = new URL(opened.json().data.redirect_url).pathname.split('/').pop()!;
    await deliver(
      completed('evt_sub_paid', stripeSession, { subscription: 'sub_123', payment_status: 'no_payment_required' }),
    );

    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/user/deactivation-validation',
      headers: auth(user.token),
    });
    expect(blocked.statusCode).toBe(400);

    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/voucher?voucher_code=ARTIST30',
      headers: auth(user.token),
    });
    expect(redeemed.statusCode).toBe(200);
    const moved = fake.calls.find((call) => call.path === '/v1/subscriptions/sub_123')!;
    expect(Number(moved.params.get('trial_end'))).toBe(
      Math.floor(new Date(redeemed.json().data.end_datetime).getTime() / 1000),
    );
    expect(moved.params.get('proration_behavior')).toBe('none');

    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86400;
    const updated = await deliver({
      id: 'evt_sub_updated',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_123',
          object: 'subscription',
          status: 'trialing',
          cancel_at_period_end: true,
          trial_end: periodEnd,
          items: { data: [{ current_period_start: periodEnd - 37 * 86400, current_period_end: periodEnd }] },
        },
      },
    });
    expect(updated.statusCode).toBe(200);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/user/deactivation-validation',
      headers: auth(user.token),
    });
    expect(allowed.statusCode).toBe(200);

    await deliver({
      id: 'evt_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_123',
          object: 'subscription',
          status: 'canceled',
          cancel_at_period_end: false,
          trial_end: null,
        },
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(user.token) });
    expect(me.json().data.active_products.plan.text_content_id).toBe('basic');
  });

  it('opens the Stripe Billing Portal', async () => {
    const user = await newUser(t.app);
    const portal = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/portal-session?return_url=${encodeURIComponent('http://localhost:8080/ja/my-page/plan')}`,
      headers: auth(user.token),
    });
    expect(portal.json().data.redirect_url).toBe('https://billing.stripe.test/p/session_1');
    const call = fake.calls.find((item) => item.path === '/v1/billing_portal/sessions')!;
    expect(call.params.get('locale')).toBe('ja');
    expect(call.params.get('return_url')).toBe('http://localhost:8080/ja/my-page/plan');
  });
  it('refunds a character purchase through Stripe once, with the amount paid', async () => {
    const kitane = await addonOf(t.app, 'kitane');
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: [kitane.lookupKey],
      pay_mode: 'payment',
      currency: 'usd',
    });
    const stripeSession = new URL(opened.json().data.redirect_url).pathname.split('/').pop()!;
    await deliver(completed('evt_refund_character', stripeSession));
    const invoice = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();

    const refund = () =>
      t.app.inject({ method: 'POST', url: `/api/auth/v2/invoices/${invoice.id}/refund`, headers: auth(user.token) });
    const first = await refund();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ refunded_amount: kitane.amount, currency: 'usd', decimal_unit: 100 });
    const refunds = fake.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.params.get('payment_intent')).toBe(`pi_${stripeSession}`);
    expect(refunds[0]!.params.get('amount')).toBe(String(kitane.amount));
    expect(refunds[0]!.idempotencyKey).toBe(`cantara-refund-characters-${invoice.id}`);

    const second = await refund();
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toMatchObject({ code: 'REFUND_NOT_ALLOWED', reason: 'already_refunded' });
    expect(fake.calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    const owned = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/products/unbuyable',
      headers: auth(user.token),
    });
    expect(owned.json().data).toEqual([]);
  });

  it('cancels a Stripe subscription now and refunds the remaining days less 50%', async () => {
    const user = await newUser(t.app);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: ['artist_month'],
      pay_mode: 'subscription',
      currency: 'usd',
    });
    const stripeSession = new URL(opened.json().data.redirect_url).pathname.split('/').pop()!;
    await deliver(
      completed('evt_refund_sub', stripeSession, { subscription: 'sub_refund', payment_status: 'no_payment_required' }),
    );
    // Stripe renewed it 10 days ago for 30 days: 19 whole days are left, worth 633 of 1000 cents.
    const now = Math.floor(Date.now() / 1000);
    await deliver({
      id: 'evt_refund_sub_renewed',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_refund',
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          trial_end: null,
          items: { data: [{ current_period_start: now - 10 * 86400, current_period_end: now + 20 * 86400 - 60 }] },
        },
      },
    });

    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/subscription/refund-quote',
      headers: auth(user.token),
    });
    expect(quote.json().data.refund).toMatchObject({ eligible: true, amount: 316, rule: 'remaining_days' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/subscription/cancellation',
      headers: auth(user.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.refunded_amount).toBe(316);

    const refund = fake.calls.filter((call) => call.path === '/v1/refunds').pop()!;
    expect(refund.params.get('payment_intent')).toBe('pi_sub_refund');
    expect(refund.params.get('amount')).toBe('316');
    const listed = fake.calls.find((call) => call.path === '/v1/invoices' && call.method === 'GET')!;
    expect(listed.params.get('subscription')).toBe('sub_refund');
    const cancel = fake.calls.find((call) => call.path === '/v1/subscriptions/sub_refund' && call.method === 'DELETE');
    expect(cancel).toBeDefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(user.token) });
    expect(me.json().data.active_products.plan.text_content_id).toBe('basic');
  });
  it('moves the first Stripe charge back by the days left on a voucher-granted artist plan', async () => {
    const user = await newUser(t.app);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/voucher?voucher_code=ARTIST30',
      headers: auth(user.token),
    });
    expect(redeemed.statusCode).toBe(200);
    const opened = await openCheckout(t.app, user.token, {
      price_lookup_keys: ['artist_month'],
      pay_mode: 'subscription',
      currency: 'usd',
    });
    expect(opened.statusCode).toBe(200);
    const stripeSession = new URL(opened.json().data.redirect_url).pathname.split('/').pop()!;
    await deliver(
      completed('evt_voucher_sub', stripeSession, {
        subscription: 'sub_voucher',
        payment_status: 'no_payment_required',
      }),
    );
    const paid = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_uuid', '=', user.uuid)
      .where('status', '=', 'trialing')
      .executeTakeFirstOrThrow();
    const firstCharge = new Date(paid.current_period_end).getTime();
    // Trial (7 days) plus the voucher's 30 days, give or take the test's own run time.
    expect(firstCharge - Date.now()).toBeGreaterThan(36.9 * 86_400_000);
    const moved = fake.calls.find((call) => call.path === '/v1/subscriptions/sub_voucher')!;
    expect(Number(moved.params.get('trial_end'))).toBe(Math.floor(firstCharge / 1000));
    expect(moved.params.get('proration_behavior')).toBe('none');
  });
});
