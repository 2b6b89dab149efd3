import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../shared/commerce';
import { addonOf, auth, newUser, ORIGIN, openCheckout, payWithCard } from './support/commerce';
import { testDatabases } from './support/databases';
import { signIn } from './support/idp';
import { projectsClient, song, track } from './support/projects';
import { startTestApp, type TestApp } from './support/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-06-01T00:00:00Z');
const day = (days: number) => new Date(START.getTime() + days * DAY_MS);
/** artist_month in usd (server/content/products.json). */
const MONTHLY_USD = 1000;

describe.each(testDatabases())('refunds in the built-in billing portal on $name', (database) => {
  let t: TestApp;
  const clock = { now: START };

  beforeAll(async () => {
    t = await startTestApp(database, { CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' }, { now: () => clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  async function buy(token: string, lookupKeys: string[], payMode: 'payment' | 'subscription') {
    const opened = await openCheckout(t.app, token, {
      price_lookup_keys: lookupKeys,
      pay_mode: payMode,
      currency: 'usd',
    });
    expect(opened.statusCode).toBe(200);
    const paid = await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success);
    expect(paid.statusCode).toBe(303);
  }

  type User = { email: string; uuid: string };
  /** Access tokens expire as the clock moves: a fresh sign-in to the same account at the current time. */
  const tokenOf = async (user: User) => (await signIn(t.app, { email: user.email, name: 'Buyer' })).accessToken;
  const api = async (method: 'GET' | 'POST', url: string, user: User) =>
    t.app.inject({ method, url, headers: auth(await tokenOf(user)) });

  async function portalOf(user: User): Promise<string> {
    const token = await tokenOf(user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/portal-session?return_url=${encodeURIComponent(`${ORIGIN}/en/my-page/plan`)}`,
      headers: auth(token),
    });
    return new URL(response.json().data.redirect_url).pathname;
  }

  const page = (path: string) => t.app.inject({ method: 'GET', url: path });
  const post = (path: string) => t.app.inject({ method: 'POST', url: path });

  async function planOf(user: User) {
    const me = (await api('GET', '/api/auth/v2/user', user)).json().data;
    const quota = me.perks.utility.find((perk: { name: string }) => perk.name === 'project_quota').value;
    return { plan: me.active_products.plan.text_content_id as string, projectQuota: quota as number };
  }

  async function invoicesOf(uuid: string) {
    return t.db.selectFrom('invoices').selectAll().where('user_uuid', '=', uuid).orderBy('created_at').execute();
  }

  async function refundsOf(uuid: string) {
    return t.db.selectFrom('refunds').selectAll().where('user_uuid', '=', uuid).execute();
  }

  /** A monthly artist subscriber whose trial ended on day 7 and whose first paid period began then. */
  async function payingSubscriber() {
    clock.now = START;
    const user = await newUser(t.app, 'Subscriber');
    await buy(user.token, ['artist_month'], 'subscription');
    clock.now = day(7.5);
    expect(await planOf(user)).toEqual({ plan: 'artist', projectQuota: 1000 });
    const renewal = (await invoicesOf(user.uuid)).at(-1)!;
    expect(renewal.amount_due).toBe(MONTHLY_USD);
    return user;
  }

  it('cancels a plan now with a full refund within 7 days of payment when unused', async () => {
    const user = await payingSubscriber();
    clock.now = day(9);
    const portal = await portalOf(user);
    const confirm = await page(`${portal}?confirm=cancel_now`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('data-testid="portal-refund-amount">$10.00<');
    expect(confirm.body).toContain('the full $10.00 is refunded');

    const ended = await post(`${portal}/cancel-now`);
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(`${portal}?notice=ended`);
    expect((await page(ended.headers.location as string)).body).toContain(
      'Your plan has ended. $10.00 will be refunded to your card.',
    );
    expect(await planOf(user)).toEqual({ plan: 'basic', projectQuota: 10 });
    const renewal = (await invoicesOf(user.uuid)).at(-1)!;
    expect(renewal).toMatchObject({ amount_refunded: MONTHLY_USD, status: 'refunded' });
    expect(await refundsOf(user.uuid)).toMatchObject([{ kind: 'subscription', amount: MONTHLY_USD, rule: 'full' }]);
  });

  it('after 7 days refunds the remaining days less 50% of their amount, to the unit', async () => {
    const user = await payingSubscriber();
    // The paid period runs from day 7 to day 37 (30 days); at day 17.5, 19 whole days are left:
    // worth floor(1000 × 19 / 30) = 633 cents, of which 50% (317, rounded up) is kept.
    clock.now = day(17.5);
    const portal = await portalOf(user);
    const confirm = await page(`${portal}?confirm=cancel_now`);
    expect(confirm.body).toContain('data-testid="portal-refund-amount">$3.16<');
    expect(confirm.body).toContain('19 of 30 days are left in this period');
    const quote = await api('GET', '/api/auth/v2/subscription/refund-quote', user);
    expect(quote.json().data.refund).toEqual({
      eligible: true,
      amount: 316,
      currency: 'usd',
      decimal_unit: 100,
      rule: 'remaining_days',
      reason: null,
      remaining_days: 19,
      period_days: 30,
    });

    expect((await post(`${portal}/cancel-now`)).statusCode).toBe(303);
    expect(await planOf(user)).toEqual({ plan: 'basic', projectQuota: 10 });
    const renewal = (await invoicesOf(user.uuid)).at(-1)!;
    expect(renewal).toMatchObject({ amount_refunded: 316, status: 'partially_refunded' });
    expect((await page(portal)).body).toContain('Refunded $3.16');
  });

  it('does not refund voucher days added to a paid period as paid time', async () => {
    const user = await payingSubscriber();
    clock.now = day(10);
    expect((await api('POST', '/api/auth/v2/voucher?voucher_code=ARTIST30', user)).statusCode).toBe(200);
    clock.now = day(17.5);
    const quote = await api('GET', '/api/auth/v2/subscription/refund-quote', user);
    // The 30 paid days still end on day 37; the voucher's 30 days after them are not money.
    expect(quote.json().data.refund).toMatchObject({ amount: 316, remaining_days: 19, period_days: 30 });
  });

  it('treats project activity since payment as use: a used plan is prorated even within 7 days', async () => {
    const user = await payingSubscriber();
    clock.now = day(8);
    const created = await projectsClient(t.app, await tokenOf(user)).blank('Demo');
    expect(created.statusCode).toBe(201);
    const quote = await api('GET', '/api/auth/v2/subscription/refund-quote', user);
    // 29 of 30 days left: floor(1000 × 29 / 30) = 966, half kept → 483.
    expect(quote.json().data.refund).toMatchObject({ amount: 483, rule: 'remaining_days', remaining_days: 29 });
  });

  it('ends a trial at once with nothing to refund', async () => {
    clock.now = START;
    const user = await newUser(t.app, 'Trialist');
    await buy(user.token, ['artist_year'], 'subscription');
    clock.now = day(2);
    const portal = await portalOf(user);
    const confirm = await page(`${portal}?confirm=cancel_now`);
    expect(confirm.body).toContain('Nothing has been charged yet, so there is nothing to refund.');
    expect(confirm.body).not.toContain('portal-refund-amount');
    await post(`${portal}/cancel-now`);
    expect((await page(`${portal}?notice=ended`)).body).toContain('Your plan has ended. No refund was due.');
    expect(await planOf(user)).toEqual({ plan: 'basic', projectQuota: 10 });
    expect(await refundsOf(user.uuid)).toEqual([]);
  });

  it('refunds a plan once however often the cancellation is submitted at the same time', async () => {
    const user = await payingSubscriber();
    clock.now = day(9);
    const portal = await portalOf(user);
    const results = await Promise.all([
      post(`${portal}/cancel-now`),
      post(`${portal}/cancel-now`),
      api('POST', '/api/auth/v2/subscription/cancellation', user),
    ]);
    expect(results.slice(0, 2).map((result) => result.statusCode)).toEqual([303, 303]);
    expect(await refundsOf(user.uuid)).toHaveLength(1);
    expect((await invoicesOf(user.uuid)).at(-1)).toMatchObject({ amount_refunded: MONTHLY_USD });
    // Once the plan is gone the API says so.
    const again = await api('POST', '/api/auth/v2/subscription/cancellation', user);
    expect(again.statusCode).toBe(404);
  });

  describe('character purchases', () => {
    async function buyer(slug: string) {
      clock.now = START;
      const user = await newUser(t.app, 'Collector');
      const addon = await addonOf(t.app, slug);
      await buy(user.token, [addon.lookupKey], 'payment');
      const invoice = (await invoicesOf(user.uuid)).at(-1)!;
      return { ...user, addon, invoice };
    }
    /** Whether the billing portal offers the refund of the user's character invoice. */
    const refundOffered = async (user: User & { invoice: { id: string } }) =>
      (await page(await portalOf(user))).body.includes(`?confirm=refund&amp;invoice=${user.invoice.id}`);
    const unbuyable = async (user: User) =>
      (await api('GET', '/api/auth/v2/products/unbuyable', user)).json().data as string[];

    it('refunds a character in full within 7 days if unused, and takes the ownership back', async () => {
      const user = await buyer('lica');
      expect(await unbuyable(user)).toEqual([user.addon.uuid]);
      clock.now = day(3);
      const portal = await portalOf(user);
      const listed = await page(portal);
      expect(listed.body).toContain(`?confirm=refund&amp;invoice=${user.invoice.id}`);
      const confirm = await page(`${portal}?confirm=refund&invoice=${user.invoice.id}`);
      expect(confirm.body).toContain('data-testid="invoice-refund-confirm-box"');

      const refunded = await post(`${portal}/invoices/${user.invoice.id}/refund`);
      expect(refunded.statusCode).toBe(303);
      const after = await page(refunded.headers.location as string);
      expect(after.body).toContain(
        `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(user.addon.amount / 100)} will be refunded to your card.`,
      );
      expect(await unbuyable(user)).toEqual([]);
      expect((await invoicesOf(user.uuid)).at(-1)).toMatchObject({
        amount_refunded: user.addon.amount,
        status: 'refunded',
      });
    });

    it('refuses a character refund after 7 days or once used, and says why', async () => {
      const late = await buyer('nime');
      clock.now = day(7.5);
      const lateRefund = await api('POST', `/api/auth/v2/invoices/${late.invoice.id}/refund`, late);
      expect(lateRefund.statusCode).toBe(409);
      expect(lateRefund.json().detail).toMatchObject({ code: 'REFUND_NOT_ALLOWED', reason: 'window_passed' });
      const latePortal = await portalOf(late);
      expect((await page(latePortal)).body).toContain('Not refundable: more than 7 days have passed since payment.');
      const viaPortal = await post(`${latePortal}/invoices/${late.invoice.id}/refund`);
      expect((await page(viaPortal.headers.location as string)).body).toContain('The refund could not be made.');
      expect(await unbuyable(late)).toEqual([late.addon.uuid]);

      const used = await buyer('siae');
      clock.now = day(1);
      const projects = projectsClient(t.app, await tokenOf(used));
      const id = (await projects.blank('Song')).json().data.id as string;
      // A project with another character does not use the one bought.
      expect(await refundOffered(used)).toBe(true);
      const saved = await projects.save(id, 1, song('Song', [track('t1', 'hodo'), track('t2', 'siae')]));
      expect(saved.statusCode).toBe(200);
      expect(await refundOffered(used)).toBe(false);
      // Removing the track again does not undo the use.
      await projects.save(id, 2, song('Song', [track('t1', 'hodo')]));
      const usedRefund = await api('POST', `/api/auth/v2/invoices/${used.invoice.id}/refund`, used);
      expect(usedRefund.statusCode).toBe(409);
      expect(usedRefund.json().detail.reason).toBe('used');
      const koPortal = await portalOf(used);
      expect((await page(`${koPortal}?lang=ko`)).body).toContain(
        '환불 불가: 결제 후 저장한 프로젝트에서 이 캐릭터로 노래하셨습니다.',
      );
      expect(await refundsOf(used.uuid)).toEqual([]);
    });

    it('refunds a character once when the request is sent twice at the same time', async () => {
      const user = await buyer('theori');
      clock.now = day(1);
      const portal = await portalOf(user);
      const [first, second, third] = await Promise.all([
        post(`${portal}/invoices/${user.invoice.id}/refund`),
        post(`${portal}/invoices/${user.invoice.id}/refund`),
        api('POST', `/api/auth/v2/invoices/${user.invoice.id}/refund`, user),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
      expect([200, 409]).toContain(third.statusCode);
      const refunds = await refundsOf(user.uuid);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(user.addon.amount);
      expect((await invoicesOf(user.uuid)).at(-1)!.amount_refunded).toBe(user.addon.amount);
    });

    it("cannot refund someone else's invoice", async () => {
      const owner = await buyer('oona');
      const other = await newUser(t.app, 'Other');
      clock.now = day(1);
      const viaApi = await api('POST', `/api/auth/v2/invoices/${owner.invoice.id}/refund`, other);
      expect(viaApi.statusCode).toBe(404);
      const otherPortal = await portalOf(other);
      const viaPortal = await post(`${otherPortal}/invoices/${owner.invoice.id}/refund`);
      expect(viaPortal.headers.location).toContain('notice=refund_refused');
      expect(await unbuyable(owner)).toEqual([owner.addon.uuid]);
      expect(await refundsOf(owner.uuid)).toEqual([]);
      const signedOut = await t.app.inject({ method: 'POST', url: `/api/auth/v2/invoices/${owner.invoice.id}/refund` });
      expect(signedOut.statusCode).toBe(401);
      const malformed = await api('POST', '/api/auth/v2/invoices/not-an-invoice/refund', other);
      expect(malformed.statusCode).toBe(400);
    });
  });
});
