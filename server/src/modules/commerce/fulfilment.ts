import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Order } from '../../../../shared/commerce';
import type { Database } from '../../db/schema';
import type { InvoiceLine } from '../../db/tables/commerce';
import type { RefusalReason } from '../../providers/payments/types';
import { entitlementsChanged } from './entitlement-changes';
import { addDays, addPeriod } from './periods';
import {
  findLiveSubscription,
  grantOwnership,
  insertInvoice,
  insertSubscription,
  ownsAnyAddon,
  SUBSCRIPTION_PLAN_ID,
} from './subscriptions-repo';

export type FulfilmentResult =
  | {
      status: 'granted';
      userUuid: string;
      addons: string[];
      subscriptionId: string | null;
      /** When voucher days moved the first payment date: the date the provider must charge on. */
      deferredPaymentDate: Date | null;
    }
  | {
      /** Paid for what the user already owns or holds: nothing granted, no invoice kept. */
      status: 'refused';
      userUuid: string;
      reason: RefusalReason;
      sessionId: string;
    }
  | { status: 'duplicate' }
  | { status: 'unknown_session' };

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What stands in the way of fulfilling an order for a user now, if anything. Called when a session
 * opens, before the built-in checkout charges a card, and inside the fulfilment transaction (after
 * the user's row is locked), so that two sessions paid one after the other grant and charge once.
 */
export async function refusalFor(db: Db, userUuid: string, order: Order): Promise<RefusalReason | null> {
  const addonIds = order.lines.filter((line) => line.productKind === 'addon').map((line) => line.productId);
  if (await ownsAnyAddon(db, userUuid, addonIds)) return 'already_owned';
  if (order.plan && (await findLiveSubscription(db, userUuid))?.paid) return 'plan_held';
  return null;
}

export function parseStoredOrder(value: unknown): Order {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Order;
}

type FulfilmentInput = {
  eventId: string;
  sessionId: string;
  at: Date;
  providerSubscriptionRef?: string | null;
  /**
   * The provider took the money even though our copy of the session has expired (Stripe keeps a
   * session open longer than we do): it is fulfilled or refused all the same, never ignored.
   */
  paidAtProvider?: boolean;
};

type CheckoutSession = Selectable<Database['checkout_sessions']>;

/**
 * Records the event and completes the session, once: a repeated event or a session no longer open
 * gives the outcome instead (duplicate, unknown session). Locks the user's row, so that the
 * ownership check that follows sees every earlier grant.
 */
async function claimSession(
  trx: Transaction<Database>,
  input: FulfilmentInput,
): Promise<{ session: CheckoutSession } | { outcome: FulfilmentResult }> {
  const claimed = await trx
    .insertInto('fulfilment_events')
    .values({ event_id: input.eventId, kind: 'checkout.completed', processed_at: input.at })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!claimed) return { outcome: { status: 'duplicate' } };

  const claimable = await trx
    .selectFrom('checkout_sessions')
    .select(['id', 'user_uuid'])
    .where('id', '=', input.sessionId)
    .where('status', 'in', input.paidAtProvider ? ['open', 'expired'] : ['open'])
    .executeTakeFirst();
  // One fulfilment per user at a time: the ownership check below sees every earlier grant.
  if (claimable) {
    await trx.selectFrom('users').select('uuid').where('uuid', '=', claimable.user_uuid).forUpdate().execute();
  }
  const session = claimable
    ? await trx
        .updateTable('checkout_sessions')
        .set({ status: 'complete', completed_at: input.at })
        .where('id', '=', input.sessionId)
        .where('status', 'in', input.paidAtProvider ? ['open', 'expired'] : ['open'])
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (session) return { session };
  const exists = await trx
    .selectFrom('checkout_sessions')
    .select('id')
    .where('id', '=', input.sessionId)
    .executeTakeFirst();
  return { outcome: exists ? { status: 'duplicate' } : { status: 'unknown_session' } };
}

/** Grants a completed session's characters, starts its subscription and keeps its invoice. */
async function grantOrder(
  trx: Transaction<Database>,
  session: CheckoutSession,
  order: Order,
  input: FulfilmentInput,
): Promise<FulfilmentResult> {
  const addons: string[] = [];
  for (const line of order.lines) {
    if (line.productKind !== 'addon') continue;
    const granted = await grantOwnership(trx, {
      userUuid: session.user_uuid,
      addonUuid: line.productId,
      source: 'purchase',
      ref: session.id,
      at: input.at,
    });
    if (granted) addons.push(line.productId);
  }

  let subscriptionId: string | null = null;
  let deferredPaymentDate: Date | null = null;
  if (order.plan) {
    const started = await startSubscription(trx, {
      userUuid: session.user_uuid,
      order,
      sessionId: session.id,
      source: session.provider === 'stripe' ? 'stripe' : 'builtin',
      providerRef: input.providerSubscriptionRef ?? null,
      at: input.at,
    });
    subscriptionId = started?.id ?? null;
    deferredPaymentDate = started?.carriedMs ? started.periodEnd : null;
  }

  const lines: InvoiceLine[] = order.lines.map((line) => ({
    product_id: line.productId,
    product_kind: line.productKind,
    period: line.productKind === 'plan' && order.plan?.trialDays ? 'trial' : line.period,
    amount: line.productKind === 'plan' && order.plan?.trialDays ? 0 : line.amount,
    discount: line.discount,
  }));
  await insertInvoice(trx, {
    userUuid: session.user_uuid,
    subscriptionId,
    checkoutSessionId: session.id,
    lines,
    currency: session.currency,
    amountDue: session.amount_total,
    periodStart: subscriptionId ? input.at : null,
    at: input.at,
  });
  return { status: 'granted', userUuid: session.user_uuid, addons, subscriptionId, deferredPaymentDate };
}

/**
 * The one fulfilment path of every payments provider. A paid checkout session grants its characters
 * and starts its subscription exactly once: the event id is recorded in the same transaction, and
 * only an open session can complete, so a repeated event, a second provider notification for the
 * same session or a double-submitted pay form finds nothing left to grant.
 */
export async function fulfilCheckout(db: Kysely<Database>, input: FulfilmentInput): Promise<FulfilmentResult> {
  const result = await db.transaction().execute(async (trx): Promise<FulfilmentResult> => {
    const claim = await claimSession(trx, input);
    if ('outcome' in claim) return claim.outcome;
    const { session } = claim;
    const order = parseStoredOrder(session.order);
    const refusal = await refusalFor(trx, session.user_uuid, order);
    if (refusal) {
      await trx
        .updateTable('checkout_sessions')
        .set({ status: 'refused', refusal_reason: refusal, completed_at: input.at })
        .where('id', '=', session.id)
        .execute();
      return { status: 'refused', userUuid: session.user_uuid, reason: refusal, sessionId: session.id };
    }
    return grantOrder(trx, session, order, input);
  });
  if (result.status === 'granted') entitlementsChanged(db, result.userUuid);
  return result;
}

/**
 * Starts the paid subscription of a checkout. A voucher-granted artist plan ends here, and the days
 * it had left move the first payment date back by as much (after the trial, if there is one): the
 * paid plan takes over at once and nobody loses what a voucher gave.
 */
async function startSubscription(
  trx: Kysely<Database>,
  input: {
    userUuid: string;
    order: Order;
    sessionId: string;
    source: 'builtin' | 'stripe';
    providerRef: string | null;
    at: Date;
  },
): Promise<{ id: string; carriedMs: number; periodEnd: Date } | null> {
  const plan = input.order.plan!;
  const live = await findLiveSubscription(trx, input.userUuid);
  if (live?.paid) return null;
  let carriedMs = 0;
  if (live) {
    carriedMs = Math.max(0, new Date(live.current_period_end).getTime() - input.at.getTime());
    await trx
      .updateTable('subscriptions')
      .set({ status: 'canceled', ended_at: input.at, updated_at: input.at })
      .where('id', '=', live.id)
      .execute();
  }
  const period = plan.line.period === 'year' ? 'year' : 'month';
  const trialEnd = plan.trialDays > 0 ? new Date(addDays(input.at, plan.trialDays).getTime() + carriedMs) : null;
  const periodEnd = trialEnd ?? new Date(addPeriod(input.at, period).getTime() + carriedMs);
  const id = await insertSubscription(trx, {
    user_uuid: input.userUuid,
    plan_id: SUBSCRIPTION_PLAN_ID,
    source: input.source,
    paid: true,
    lookup_key: plan.line.lookupKey,
    period,
    currency: input.order.currency,
    unit_amount: plan.line.amount,
    status: trialEnd ? 'trialing' : 'active',
    start_date: input.at,
    trial_end: trialEnd,
    current_period_start: input.at,
    current_period_end: periodEnd,
    checkout_session_id: input.sessionId,
    provider_ref: input.providerRef,
    at: input.at,
  });
  return { id, carriedMs, periodEnd };
}
