import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InvoiceLine, InvoicesTable, SubscriptionsTable } from '../../db/tables/commerce';
import { entitlementsChanged } from './entitlement-changes';
import { addDays, addPeriod } from './periods';

/** The plan id user info and entitlements know the catalogue's subscription plan by. */
export const SUBSCRIPTION_PLAN_ID = 'artist';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type Db = Kysely<Database> | Transaction<Database>;

const LIVE = ['trialing', 'active'] as const;

export function newInvoiceId(): string {
  return `in_${randomBytes(12).toString('hex')}`;
}

export async function insertInvoice(
  db: Db,
  invoice: {
    userUuid: string;
    subscriptionId?: string | null;
    checkoutSessionId?: string | null;
    lines: InvoiceLine[];
    currency: string;
    amountDue: number;
    periodStart?: Date | null;
    periodEnd?: Date | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      id: newInvoiceId(),
      user_uuid: invoice.userUuid,
      subscription_id: invoice.subscriptionId ?? null,
      checkout_session_id: invoice.checkoutSessionId ?? null,
      lines: JSON.stringify(invoice.lines),
      currency: invoice.currency,
      amount_due: invoice.amountDue,
      status: 'paid',
      period_start: invoice.periodStart ?? null,
      period_end: invoice.periodEnd ?? null,
      created_at: invoice.at,
    })
    .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
    .execute();
}

export async function findLiveSubscription(db: Db, userUuid: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('status', 'in', [...LIVE])
    .executeTakeFirst();
}

/** Every live subscription of the user (normally one). */
export async function liveSubscriptions(db: Db, userUuid: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('status', 'in', [...LIVE])
    .execute();
}

/** True for a subscription this server renews or ends itself (built-in checkout, voucher); Stripe's follow its webhooks. */
export function settlesHere(subscription: SubscriptionRow): boolean {
  return subscription.source === 'builtin' || subscription.source === 'voucher';
}

/** The user's live subscription that was bought (not granted by a voucher), locked for update when asked. */
export async function findLivePaidSubscription(
  db: Db,
  userUuid: string,
  options: { forUpdate: boolean },
): Promise<SubscriptionRow | undefined> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('status', 'in', [...LIVE])
    .where('paid', '=', true);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findLatestSubscription(db: Db, userUuid: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasHadPaidSubscription(db: Db, userUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_uuid', '=', userUuid)
    .where('paid', '=', true)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Brings the user's subscriptions kept by this server (built-in checkout and vouchers) up to `now`:
 * a period that ended renews with a paid invoice, unless the subscription was set to cancel at its
 * end (or was only granted), in which case it ends. Stripe subscriptions follow Stripe's webhooks.
 */
export async function settleSubscriptions(db: Kysely<Database>, userUuid: string, now: Date): Promise<void> {
  const due = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('status', 'in', [...LIVE])
    .where('source', 'in', ['builtin', 'voucher'])
    .where('current_period_end', '<=', now)
    .execute();
  for (const subscription of due) {
    await db.transaction().execute(async (trx) => {
      const periodEnd = new Date(subscription.current_period_end);
      if (subscription.cancel_at_period_end || !subscription.paid || !subscription.period) {
        await trx
          .updateTable('subscriptions')
          .set({ status: 'canceled', ended_at: periodEnd, updated_at: now })
          .where('id', '=', subscription.id)
          .where('status', 'in', [...LIVE])
          .execute();
        return;
      }
      let start = periodEnd;
      let end = addPeriod(start, subscription.period);
      for (; end <= now; start = end, end = addPeriod(start, subscription.period!)) {
        await renewalInvoice(trx, subscription, start, end, now);
      }
      await renewalInvoice(trx, subscription, start, end, now);
      await trx
        .updateTable('subscriptions')
        .set({ status: 'active', current_period_start: start, current_period_end: end, updated_at: now })
        .where('id', '=', subscription.id)
        .execute();
    });
  }
  if (due.length) entitlementsChanged(db, userUuid);
}

async function renewalInvoice(db: Db, subscription: SubscriptionRow, start: Date, end: Date, at: Date) {
  const amount = subscription.unit_amount ?? 0;
  await insertInvoice(db, {
    userUuid: subscription.user_uuid,
    subscriptionId: subscription.id,
    lines: [
      {
        product_id: subscription.plan_id,
        product_kind: 'plan',
        period: subscription.period ?? 'month',
        amount,
        discount: 0,
      },
    ],
    currency: subscription.currency ?? 'usd',
    amountDue: amount,
    periodStart: start,
    periodEnd: end,
    at: start < at ? start : at,
  });
}

export async function insertSubscription(
  db: Db,
  values: Omit<
    Insertable<SubscriptionsTable>,
    'id' | 'cancel_at_period_end' | 'created_at' | 'updated_at' | 'ended_at'
  > & {
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const { at, ...rest } = values;
  await db
    .insertInto('subscriptions')
    .values({ ...rest, id, cancel_at_period_end: false, ended_at: null, created_at: at, updated_at: at })
    .execute();
  return id;
}

/**
 * Adds a voucher's plan days: the live plan (paid or not, in its trial or not) runs that much longer,
 * or a free plan starts now. Returns the new end and, for a plan a provider keeps, its reference
 * (the provider must move its next charge to the same date).
 */
export async function grantPlanDays(
  db: Db,
  input: { userUuid: string; planId: string | null; days: number; at: Date },
): Promise<{ end: Date; providerRef: string | null }> {
  const { userUuid, days, at } = input;
  const live = await findLiveSubscription(db, userUuid);
  if (live) {
    const end = addDays(new Date(live.current_period_end), days);
    await db
      .updateTable('subscriptions')
      .set({
        current_period_end: end,
        ...(live.status === 'trialing' && live.trial_end ? { trial_end: end } : {}),
        updated_at: at,
      })
      .where('id', '=', live.id)
      .execute();
    return { end, providerRef: live.source === 'stripe' ? live.provider_ref : null };
  }
  const end = addDays(at, days);
  await insertSubscription(db, {
    user_uuid: userUuid,
    plan_id: input.planId ?? SUBSCRIPTION_PLAN_ID,
    source: 'voucher',
    paid: false,
    lookup_key: null,
    period: null,
    currency: null,
    unit_amount: null,
    status: 'active',
    start_date: at,
    trial_end: null,
    current_period_start: at,
    current_period_end: end,
    checkout_session_id: null,
    provider_ref: null,
    at,
  });
  return { end, providerRef: null };
}

export async function listInvoices(db: Db, userUuid: string) {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({ ...row, lines: invoiceLines(row) }));
}

/** An invoice's lines: a JSON column, which a driver may hand over as text or already parsed. */
export function invoiceLines(invoice: Pick<Selectable<InvoicesTable>, 'lines'>): InvoiceLine[] {
  return (typeof invoice.lines === 'string' ? JSON.parse(invoice.lines) : invoice.lines) as InvoiceLine[];
}

export async function ownedAddonUuids(db: Db, userUuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('character_ownerships')
    .select('addon_uuid')
    .where('user_uuid', '=', userUuid)
    .orderBy('granted_at')
    .execute();
  return rows.map((row) => row.addon_uuid);
}

/** Whether the user owns any of these characters. */
export async function ownsAnyAddon(db: Db, userUuid: string, addonUuids: readonly string[]): Promise<boolean> {
  if (!addonUuids.length) return false;
  const owned = await db
    .selectFrom('character_ownerships')
    .select('addon_uuid')
    .where('user_uuid', '=', userUuid)
    .where('addon_uuid', 'in', addonUuids)
    .limit(1)
    .executeTakeFirst();
  return Boolean(owned);
}

/** Grants a character once: true when it was granted now, false when the user already had it. */
export async function grantOwnership(
  db: Db,
  grant: { userUuid: string; addonUuid: string; source: 'purchase' | 'voucher' | 'free'; ref: string; at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('character_ownerships')
    .values({
      user_uuid: grant.userUuid,
      addon_uuid: grant.addonUuid,
      source: grant.source,
      source_ref: grant.ref,
      granted_at: grant.at,
    })
    .onConflict((oc) => oc.columns(['user_uuid', 'addon_uuid']).doNothing())
    .returning('addon_uuid')
    .executeTakeFirst();
  return Boolean(inserted);
}
