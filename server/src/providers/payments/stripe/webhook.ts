import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { storedCurrency } from '../../../../../shared/money';
import type { Database } from '../../../db/schema';
import { errorBody } from '../../../http/api-error';
import { entitlementsChanged } from '../../../modules/commerce/entitlement-changes';
import { fulfilCheckout } from '../../../modules/commerce/fulfilment';
import type { RefundInput } from '../types';
import { expandableId } from './expandable';

export const STRIPE_WEBHOOK_PATH = '/api/auth/v2/payments/stripe/webhook';

type CheckoutObject = {
  id: string;
  payment_status?: string;
  amount_total?: number | null;
  payment_intent?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
};
type SubscriptionObject = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  items?: { data?: Array<{ current_period_start?: number; current_period_end?: number }> };
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function liveStatus(status: string): 'trialing' | 'active' | 'canceled' {
  if (status === 'trialing') return 'trialing';
  if (status === 'active' || status === 'past_due') return 'active';
  return 'canceled';
}

/** Records an event id once; false when it was handled before. */
async function claimEvent(db: Kysely<Database>, eventId: string, kind: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('fulfilment_events')
    .values({ event_id: eventId, kind, processed_at: at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Stripe's webhook: the signature is checked over the raw body before anything is read, paid
 * checkout sessions go to the shared fulfilment, and subscription changes made in Stripe (portal
 * cancellations, renewals, trial ends) update our copy. Every event is handled once.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    now: () => Date;
    stripe: Stripe;
    webhookSecret: string;
    deferPayment: (subscriptionRef: string, paymentDate: Date) => Promise<void>;
    refund: (input: RefundInput) => Promise<{ providerRef: string | null }>;
    cancelSubscriptionNow: (providerRef: string) => Promise<void>;
  },
): Promise<void> {
  const { db, now, stripe } = deps;

  /**
   * A session paid for what its user already owned was refused by fulfilment: Stripe took the money,
   * so it goes back in full (one refund per session, by idempotency key) and a subscription the
   * session started ends now. Until the refund is recorded every repeat of the event tries again.
   */
  async function refundRefused(sessionId: string, checkout: CheckoutObject, log: FastifyBaseLogger) {
    const row = await db
      .selectFrom('checkout_sessions')
      .select(['id', 'user_uuid', 'status', 'refusal_reason', 'refund_ref', 'amount_total', 'currency'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (row?.status !== 'refused' || row.refund_ref) return;
    const subscription = expandableId(checkout.subscription);
    const charged = checkout.amount_total ?? row.amount_total;
    let refundRef = 'nothing_charged';
    if (charged > 0) {
      const refund = await deps.refund({
        amount: charged,
        currency: storedCurrency(row.currency),
        paymentRef: expandableId(checkout.payment_intent),
        checkoutSessionRef: checkout.id,
        subscriptionRef: subscription,
        idempotencyKey: `cantara-refused-${row.id}`,
        metadata: { cantara_session_id: row.id, user_uuid: row.user_uuid, reason: row.refusal_reason ?? 'refused' },
        reason: 'duplicate',
      });
      refundRef = refund.providerRef ?? refundRef;
    }
    if (subscription) await deps.cancelSubscriptionNow(subscription);
    await db.updateTable('checkout_sessions').set({ refund_ref: refundRef }).where('id', '=', row.id).execute();
    log.warn(
      { session: row.id, reason: row.refusal_reason, refund: refundRef, amount: charged },
      'refunded a checkout paid for what the user already had',
    );
  }

  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!deps.webhookSecret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new Error('missing signature');
        }
        event = stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        return reply.status(400).send(errorBody('VALIDATION_ERROR', 'The webhook signature is not valid.'));
      }
      const at = now();

      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object as unknown as CheckoutObject;
        if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
          const ours = await db
            .selectFrom('checkout_sessions')
            .select('id')
            .where('provider_ref', '=', session.id)
            .executeTakeFirst();
          if (ours) {
            const subscription = expandableId(session.subscription);
            const result = await fulfilCheckout(db, {
              eventId: `stripe:${event.id}`,
              sessionId: ours.id,
              at,
              providerSubscriptionRef: subscription,
              paidAtProvider: true,
            });
            if (result.status === 'refused' || result.status === 'duplicate') {
              await refundRefused(ours.id, session, request.log);
            }
            // Voucher days the user still had move Stripe's first charge back, as they do ours.
            if (result.status === 'granted' && result.deferredPaymentDate && subscription) {
              await deps.deferPayment(subscription, result.deferredPaymentDate).catch((error: unknown) => {
                request.log.error({ err: error, subscription }, 'could not move the first Stripe charge');
              });
            }
          }
        }
      } else if (event.type.startsWith('customer.subscription.')) {
        const subscription = event.data.object as unknown as SubscriptionObject;
        if (await claimEvent(db, `stripe:${event.id}`, event.type, at)) {
          const item = subscription.items?.data?.[0];
          const status = event.type === 'customer.subscription.deleted' ? 'canceled' : liveStatus(subscription.status);
          await db
            .updateTable('subscriptions')
            .set({
              status,
              cancel_at_period_end: subscription.cancel_at_period_end,
              trial_end: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
              ...(item?.current_period_start ? { current_period_start: fromUnix(item.current_period_start) } : {}),
              ...(item?.current_period_end ? { current_period_end: fromUnix(item.current_period_end) } : {}),
              ...(status === 'canceled' ? { ended_at: at } : {}),
              updated_at: at,
            })
            .where('provider_ref', '=', subscription.id)
            .execute();
          // Found by Stripe's id, not the user's: every cached copy is dropped.
          entitlementsChanged(db);
        }
      }
      return reply.send({ received: true });
    });
  });
}
