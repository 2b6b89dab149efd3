import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { Order } from '../../../../../shared/commerce';
import type { Database } from '../../../db/schema';
import type { OpenCheckoutInput, PaymentsProvider, RefundInput } from '../types';
import { expandableId } from './expandable';
import { registerStripeWebhook } from './webhook';

type CheckoutParams = NonNullable<Parameters<Stripe['checkout']['sessions']['create']>[0]>;
type PreviewParams = NonNullable<Parameters<Stripe['invoices']['createPreview']>[0]>;

const PRICE_CACHE_MS = 5 * 60 * 1000;

export type StripePaymentsDeps = {
  db: Kysely<Database>;
  now: () => Date;
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests); Stripe's by default. */
  apiBase: string | null;
};

export function createStripeClient(secretKey: string, apiBase: string | null): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || undefined, protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/** Stripe puts its own session id where the success URL says {CHECKOUT_SESSION_ID}. */
export function stripeSuccessUrl(successUrl: string): string {
  if (successUrl.includes('{CHECKOUT_SESSION_ID}')) return successUrl;
  return `${successUrl}${successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * Stripe as the payments provider: Checkout Sessions from price lookup keys (the same keys as the
 * catalogue's price table) with promotion codes, invoice previews, the Billing Portal and a signed
 * webhook that hands paid sessions to the shared fulfilment code.
 */
export function createStripePayments(deps: StripePaymentsDeps): PaymentsProvider {
  const stripe = createStripeClient(deps.secretKey, deps.apiBase);
  let priceCache: { at: number; ids: Map<string, string> } = { at: 0, ids: new Map() };

  async function priceIds(lookupKeys: readonly string[]): Promise<Map<string, string>> {
    const fresh = Date.now() - priceCache.at < PRICE_CACHE_MS;
    if (!fresh || lookupKeys.some((key) => !priceCache.ids.has(key))) {
      const list = await stripe.prices.list({ lookup_keys: [...new Set(lookupKeys)], active: true, limit: 100 });
      const ids = new Map(fresh ? priceCache.ids : []);
      for (const price of list.data) if (price.lookup_key) ids.set(price.lookup_key, price.id);
      priceCache = { at: Date.now(), ids };
    }
    const missing = lookupKeys.filter((key) => !priceCache.ids.has(key));
    if (missing.length) throw new Error(`Stripe has no active price for ${missing.join(', ')}`);
    return priceCache.ids;
  }

  async function customerFor(userUuid: string, email: string | null): Promise<string> {
    const existing = await deps.db
      .selectFrom('payment_customers')
      .select('customer_ref')
      .where('user_uuid', '=', userUuid)
      .where('provider', '=', 'stripe')
      .executeTakeFirst();
    if (existing) return existing.customer_ref;
    const customer = await stripe.customers.create(
      { email: email ?? undefined, metadata: { user_uuid: userUuid } },
      { idempotencyKey: `cantara-customer-${userUuid}` },
    );
    await deps.db
      .insertInto('payment_customers')
      .values({ user_uuid: userUuid, provider: 'stripe', customer_ref: customer.id })
      .onConflict((oc) => oc.columns(['user_uuid', 'provider']).doNothing())
      .execute();
    return customer.id;
  }

  async function promotionCodeId(code: string): Promise<string> {
    const list = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    const found = list.data[0];
    if (!found) throw new Error(`Stripe has no active promotion code ${code}`);
    return found.id;
  }

  async function openCheckout(input: OpenCheckoutInput) {
    const { order } = input;
    const ids = await priceIds(order.lines.map((line) => line.lookupKey));
    const metadata = { cantara_session_id: input.sessionId, user_uuid: input.userUuid };
    const params: CheckoutParams = {
      mode: order.mode,
      customer: await customerFor(input.userUuid, input.email),
      client_reference_id: input.userUuid,
      currency: order.currency,
      line_items: order.lines.map((line) => ({ price: ids.get(line.lookupKey)!, quantity: 1 })),
      success_url: stripeSuccessUrl(input.successUrl),
      cancel_url: input.cancelUrl,
      locale: input.language,
      metadata,
      ...(order.promotion
        ? { discounts: [{ promotion_code: await promotionCodeId(order.promotion.code) }] }
        : { allow_promotion_codes: true }),
      ...(order.plan
        ? {
            subscription_data: {
              metadata,
              ...(order.plan.trialDays > 0 ? { trial_period_days: order.plan.trialDays } : {}),
            },
          }
        : { payment_intent_data: { metadata } }),
    };
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { redirectUrl: session.url, providerRef: session.id };
  }

  async function previewInvoice(order: Order, customer: { userUuid: string } | null) {
    if (!customer) return null;
    const ids = await priceIds(order.lines.map((line) => line.lookupKey));
    const addons = order.lines.filter((line) => line.productKind === 'addon');
    const params: PreviewParams = {
      customer: await customerFor(customer.userUuid, null),
      currency: order.currency,
      invoice_items: addons.map((line) => ({ price: ids.get(line.lookupKey)!, quantity: 1 })),
      ...(order.plan
        ? { subscription_details: { items: [{ price: ids.get(order.plan.line.lookupKey)!, quantity: 1 }] } }
        : {}),
      ...(order.promotion ? { discounts: [{ promotion_code: await promotionCodeId(order.promotion.code) }] } : {}),
    };
    const invoice = await stripe.invoices.createPreview(params);
    const discount = (invoice.total_discount_amounts ?? []).reduce((sum, item) => sum + item.amount, 0);
    return { subtotal: invoice.subtotal, discount, total: invoice.total };
  }

  /** The PaymentIntent a refund goes back to: recorded, else the subscription's last paid invoice or the checkout's. */
  async function paymentIntentOf(input: RefundInput): Promise<string> {
    if (input.paymentRef) return input.paymentRef;
    const intentOfInvoice = (invoice: Stripe.Invoice | undefined) =>
      expandableId(invoice?.payments?.data.find((item) => item.payment.payment_intent)?.payment.payment_intent);
    if (input.subscriptionRef) {
      const invoices = await stripe.invoices.list({
        subscription: input.subscriptionRef,
        status: 'paid',
        limit: 1,
        expand: ['data.payments'],
      });
      const intent = intentOfInvoice(invoices.data[0]);
      if (intent) return intent;
    }
    if (input.checkoutSessionRef) {
      const session = await stripe.checkout.sessions.retrieve(input.checkoutSessionRef, {
        expand: ['invoice.payments'],
      });
      const intent = expandableId(session.payment_intent);
      if (intent) return intent;
      const fromInvoice =
        typeof session.invoice === 'object' && session.invoice ? intentOfInvoice(session.invoice) : null;
      if (fromInvoice) return fromInvoice;
    }
    throw new Error('Stripe has no payment to refund for this purchase');
  }

  /** Moving the trial end moves the next payment date without prorating anything. */
  async function extendSubscription(providerRef: string, newPeriodEnd: Date) {
    await stripe.subscriptions.update(providerRef, {
      trial_end: Math.floor(newPeriodEnd.getTime() / 1000),
      proration_behavior: 'none',
    });
  }

  async function refund(input: RefundInput) {
    const created = await stripe.refunds.create(
      {
        payment_intent: await paymentIntentOf(input),
        amount: input.amount,
        reason: input.reason ?? 'requested_by_customer',
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { providerRef: created.id };
  }

  async function cancelSubscriptionNow(providerRef: string) {
    await stripe.subscriptions.cancel(providerRef, { prorate: false, invoice_now: false });
  }

  return {
    kind: 'stripe',
    openCheckout,
    async expireCheckout(providerRef) {
      await stripe.checkout.sessions.expire(providerRef);
    },
    previewInvoice,
    async openPortal(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: await customerFor(input.userUuid, input.email),
        return_url: input.returnUrl,
        locale: input.language,
      });
      return { redirectUrl: session.url };
    },
    extendSubscription,
    refund,
    cancelSubscriptionNow,
    async registerRoutes(app, host) {
      await registerStripeWebhook(app, { stripe, webhookSecret: deps.webhookSecret, host });
    },
  };
}
