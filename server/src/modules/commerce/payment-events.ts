import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { storedCurrency } from '../../../../shared/money';
import type { Database } from '../../db/schema';
import type {
  PaidCheckout,
  PaidCheckoutOutcome,
  PaymentsProvider,
  SubscriptionChange,
} from '../../providers/payments/types';
import { entitlementsChanged } from './entitlement-changes';
import { fulfilCheckout } from './fulfilment';

type Deps = { db: Kysely<Database>; now: () => Date; provider: PaymentsProvider };

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
 * What commerce does with what a payments provider reports: a paid checkout goes to the one
 * fulfilment path, and a subscription changed at the provider updates our copy. Every event is
 * handled once.
 */
export function createPaymentEvents(deps: Deps) {
  const { db, now, provider } = deps;

  async function sessionIdOf(session: PaidCheckout['session']): Promise<string | null> {
    if ('id' in session) return session.id;
    const ours = await db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('provider_ref', '=', session.providerRef)
      .executeTakeFirst();
    return ours?.id ?? null;
  }

  /**
   * A session paid at the provider for what its user already owned was refused by fulfilment: the
   * money goes back in full (one refund per session, by idempotency key) and a subscription the
   * session started ends now. Until the refund is recorded every repeat of the event tries again.
   */
  async function payBackRefused(sessionId: string, payment: PaidCheckout, log: FastifyBaseLogger) {
    const row = await db
      .selectFrom('checkout_sessions')
      .select(['id', 'user_uuid', 'status', 'refusal_reason', 'refund_ref', 'amount_total', 'currency'])
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (row?.status !== 'refused' || row.refund_ref) return;
    const charged = payment.amountCharged ?? row.amount_total;
    let refundRef = 'nothing_charged';
    if (charged > 0) {
      const refund = await provider.refund({
        amount: charged,
        currency: storedCurrency(row.currency),
        paymentRef: payment.paymentRef,
        checkoutSessionRef: 'providerRef' in payment.session ? payment.session.providerRef : null,
        subscriptionRef: payment.subscriptionRef,
        idempotencyKey: `cantara-refused-${row.id}`,
        metadata: { cantara_session_id: row.id, user_uuid: row.user_uuid, reason: row.refusal_reason ?? 'refused' },
        reason: 'duplicate',
      });
      refundRef = refund.providerRef ?? refundRef;
    }
    if (payment.subscriptionRef) await provider.cancelSubscriptionNow(payment.subscriptionRef);
    await db.updateTable('checkout_sessions').set({ refund_ref: refundRef }).where('id', '=', row.id).execute();
    log.warn(
      { session: row.id, reason: row.refusal_reason, refund: refundRef, amount: charged },
      'refunded a checkout paid for what the user already had',
    );
  }

  return {
    async checkoutPaid(payment: PaidCheckout, log: FastifyBaseLogger): Promise<PaidCheckoutOutcome> {
      const sessionId = await sessionIdOf(payment.session);
      if (!sessionId) return { status: 'unknown_session' };
      const result = await fulfilCheckout(db, {
        eventId: payment.eventId,
        sessionId,
        at: now(),
        providerSubscriptionRef: payment.subscriptionRef,
        paidAtProvider: payment.paidAtProvider,
      });
      if (payment.paidAtProvider && (result.status === 'refused' || result.status === 'duplicate')) {
        await payBackRefused(sessionId, payment, log);
      }
      // Voucher days the user still had move the provider's first charge back, as they do ours.
      if (result.status === 'granted' && result.deferredPaymentDate && payment.subscriptionRef) {
        const subscription = payment.subscriptionRef;
        await provider.extendSubscription(subscription, result.deferredPaymentDate).catch((error: unknown) => {
          log.error({ err: error, subscription }, 'could not move the first charge at the payments provider');
        });
      }
      if (result.status === 'refused') return { status: 'refused', reason: result.reason };
      return { status: result.status };
    },

    async subscriptionChanged(change: SubscriptionChange): Promise<void> {
      const at = now();
      if (!(await claimEvent(db, change.eventId, change.kind, at))) return;
      await db
        .updateTable('subscriptions')
        .set({
          status: change.status,
          cancel_at_period_end: change.cancelAtPeriodEnd,
          trial_end: change.trialEnd,
          ...(change.periodStart ? { current_period_start: change.periodStart } : {}),
          ...(change.periodEnd ? { current_period_end: change.periodEnd } : {}),
          ...(change.status === 'canceled' ? { ended_at: at } : {}),
          updated_at: at,
        })
        .where('provider_ref', '=', change.providerRef)
        .execute();
      // Found by the provider's id, not the user's: every cached copy is dropped.
      entitlementsChanged(db);
    },
  };
}
