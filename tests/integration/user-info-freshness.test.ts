import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../shared/commerce';
import { addonOf, auth, newUser, openCheckout, payWithCard } from './support/commerce';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * User info keeps a user's entitlements in memory for a few seconds (it is the call every signed-in
 * page makes). A purchase, a voucher or a refund must still show in the very next user info.
 */
describe.each(testDatabases())('user info right after a change of entitlements on $name', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(database, { CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const userInfo = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(token) })).json().data;

  it('shows a character bought a moment ago, and drops it once refunded', async () => {
    const buyer = await newUser(t.app);
    const lica = await addonOf(t.app, 'lica');
    const before = await userInfo(buyer.token);
    expect(before.active_products.addons).toEqual([]);
    expect(before.instrument_ids).not.toContain('lica');

    const opened = await openCheckout(t.app, buyer.token, {
      price_lookup_keys: [lica.lookupKey],
      pay_mode: 'payment',
      currency: 'usd',
    });
    expect((await payWithCard(t.app, opened.json().data.redirect_url, TEST_CARDS.success)).statusCode).toBe(303);
    const bought = await userInfo(buyer.token);
    expect(bought.active_products.addons).toEqual([{ uuid: lica.uuid }]);

    const invoice = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('user_uuid', '=', buyer.uuid)
      .executeTakeFirstOrThrow();
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/invoices/${invoice.id}/refund`,
      headers: auth(buyer.token),
    });
    expect(refunded.statusCode).toBe(200);
    expect((await userInfo(buyer.token)).active_products.addons).toEqual([]);
  });

  it('shows the artist plan of a voucher redeemed a moment ago, with every character', async () => {
    const user = await newUser(t.app, 'Redeemer');
    const before = await userInfo(user.token);
    expect(before.active_products.plan.text_content_id).toBe('basic');
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/voucher?voucher_code=ARTIST30',
      headers: auth(user.token),
    });
    expect(redeemed.statusCode).toBe(200);
    const after = await userInfo(user.token);
    expect(after.active_products.plan.text_content_id).toBe('artist');
    expect(after.instrument_ids.length).toBeGreaterThan(before.instrument_ids.length);
  });
});
