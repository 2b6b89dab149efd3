import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { errorBody } from '../../../http/api-error';
import type { PaidCheckout, PaymentsHost, SubscriptionChange } from '../types';
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

/** A Stripe event as our payments host understands it; null for events we do not act on. */
function translate(
  event: Stripe.Event,
): { kind: 'paid'; payment: PaidCheckout } | { kind: 'subscription'; change: SubscriptionChange } | null {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object as unknown as CheckoutObject;
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return null;
    return {
      kind: 'paid',
      payment: {
        eventId: `stripe:${event.id}`,
        session: { providerRef: session.id },
        subscriptionRef: expandableId(session.subscription),
        paymentRef: expandableId(session.payment_intent),
        amountCharged: session.amount_total ?? null,
        paidAtProvider: true,
      },
    };
  }
  if (!event.type.startsWith('customer.subscription.')) return null;
  const subscription = event.data.object as unknown as SubscriptionObject;
  const item = subscription.items?.data?.[0];
  return {
    kind: 'subscription',
    change: {
      eventId: `stripe:${event.id}`,
      kind: event.type,
      providerRef: subscription.id,
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : liveStatus(subscription.status),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
      periodStart: item?.current_period_start ? fromUnix(item.current_period_start) : null,
      periodEnd: item?.current_period_end ? fromUnix(item.current_period_end) : null,
    },
  };
}

/**
 * Stripe's webhook: the signature is checked over the raw body before anything is read, and each
 * event we act on goes to commerce as a paid checkout or a subscription change.
 */
export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { stripe: Stripe; webhookSecret: string; host: PaymentsHost },
): Promise<void> {
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
        event = deps.stripe.webhooks.constructEvent(request.body, signature, deps.webhookSecret);
      } catch {
        return reply.status(400).send(errorBody('VALIDATION_ERROR', 'The webhook signature is not valid.'));
      }
      const translated = translate(event);
      if (translated?.kind === 'paid') await deps.host.checkoutPaid(translated.payment, request.log);
      if (translated?.kind === 'subscription') await deps.host.subscriptionChanged(translated.change);
      return reply.send({ received: true });
    });
  });
}
