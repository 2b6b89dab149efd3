import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { REFUND_WINDOW_DAYS } from '../../../../shared/commerce';
import { type Currency, DECIMAL_UNITS, storedCurrency } from '../../../../shared/money';
import type { RefundQuote } from '../../../../shared/schemas/refunds';
import type { Database } from '../../db/schema';
import type { InvoiceLine, InvoicesTable } from '../../db/tables/commerce';
import { ApiError } from '../../http/api-error';
import type { PaymentsProvider } from '../../providers/payments/types';
import type { ProjectActivity } from '../project-activity';
import type { CatalogReader } from './catalog-reader';
import { entitlementsChanged } from './entitlement-changes';
import { addPeriod } from './periods';
import { decideRefund, type RefundDecision, type RefundRefusal } from './refund-policy';
import { findLivePaidSubscription, invoiceLines, type SubscriptionRow } from './subscriptions-repo';

type Db = Kysely<Database> | Transaction<Database>;
type InvoiceRow = Selectable<InvoicesTable>;

export type RefundDeps = {
  db: Kysely<Database>;
  now: () => Date;
  provider: PaymentsProvider;
  /** The projects module's answer to "used" (spec section 9). */
  activity: ProjectActivity;
  catalog: Pick<CatalogReader, 'addons'>;
};

export type RefundOutcome = { refundedAmount: number; currency: Currency };

const REFUSAL_MESSAGES: Record<RefundRefusal, string> = {
  already_refunded: 'This purchase has already been refunded.',
  nothing_paid: 'Nothing was charged for this purchase.',
  window_passed: `Characters are refundable within ${REFUND_WINDOW_DAYS} days of payment only.`,
  used: 'Characters are not refundable once used.',
  no_days_left: 'No whole days are left in this period.',
};

const charged = (lines: InvoiceLine[], kind: InvoiceLine['product_kind']) =>
  lines.filter((line) => line.product_kind === kind).reduce((sum, line) => sum + line.amount - line.discount, 0);

/** The decision as the API and the portal show it. */
export function quoteOf(decision: RefundDecision): RefundQuote {
  return {
    eligible: decision.eligible,
    amount: decision.amount,
    currency: decision.currency,
    decimal_unit: DECIMAL_UNITS[decision.currency],
    rule: decision.eligible ? decision.rule : null,
    reason: decision.eligible ? null : decision.reason,
    remaining_days: decision.eligible ? decision.remainingDays : null,
    period_days: decision.eligible ? decision.periodDays : null,
  };
}

const activeSince = (lastActivity: Date | null, since: Date) => lastActivity !== null && lastActivity >= since;

async function refundedOf(db: Db, invoiceId: string, kind: 'characters' | 'subscription'): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select('amount')
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.amount ?? 0;
}

/**
 * What the subscription's current period was paid with: its invoice (built-in checkout, and the
 * first period of a Stripe subscription), else the plan price of a period Stripe renewed.
 */
async function paidPeriodOf(db: Db, subscription: SubscriptionRow) {
  const periodStart = new Date(subscription.current_period_start);
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('subscription_id', '=', subscription.id)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  if (invoice) {
    return {
      invoice,
      paidAt: new Date(invoice.created_at),
      amountPaid: charged(invoiceLines(invoice), 'plan'),
      amountRefunded: await refundedOf(db, invoice.id, 'subscription'),
    };
  }
  const paid = subscription.status === 'active' && subscription.source === 'stripe';
  return {
    invoice: null,
    paidAt: periodStart,
    amountPaid: paid ? (subscription.unit_amount ?? 0) : 0,
    amountRefunded: 0,
  };
}

/**
 * The days the payment bought: one billing period from the start. Voucher days moved the period's
 * end further out; they were given, not paid for, so they are not refunded as paid time.
 */
export function paidPeriodEnd(
  subscription: Pick<SubscriptionRow, 'current_period_start' | 'current_period_end' | 'period'>,
) {
  const end = new Date(subscription.current_period_end);
  if (!subscription.period) return end;
  const billed = addPeriod(new Date(subscription.current_period_start), subscription.period);
  return billed < end ? billed : end;
}

/**
 * A plan counts as used once the user created or saved a cloud project since paying for the period.
 */
async function decideForSubscription(db: Db, lastActivity: Date | null, subscription: SubscriptionRow, now: Date) {
  const period = await paidPeriodOf(db, subscription);
  const decision = decideRefund({
    kind: 'subscription',
    now,
    paidAt: period.paidAt,
    periodStart: new Date(subscription.current_period_start),
    periodEnd: paidPeriodEnd(subscription),
    amountPaid: period.amountPaid,
    amountRefunded: period.amountRefunded,
    currency: storedCurrency(subscription.currency),
    used: activeSince(lastActivity, period.paidAt),
  });
  return { decision, invoice: period.invoice };
}

/** The refund of an invoice's characters, given what was refunded of them and whether one of them was sung with. */
function decideForCharacters(invoice: InvoiceRow, now: Date, amountRefunded: number, used: boolean) {
  const paidAt = new Date(invoice.created_at);
  return decideRefund({
    kind: 'character',
    now,
    paidAt,
    amountPaid: charged(invoiceLines(invoice), 'addon'),
    amountRefunded,
    currency: storedCurrency(invoice.currency),
    used,
  });
}

async function recordRefund(
  trx: Transaction<Database>,
  input: {
    userUuid: string;
    invoice: InvoiceRow | null;
    subscriptionId: string | null;
    kind: 'characters' | 'subscription';
    decision: RefundDecision & { eligible: true };
    providerRef: string | null;
    at: Date;
  },
) {
  await trx
    .insertInto('refunds')
    .values({
      id: randomUUID(),
      user_uuid: input.userUuid,
      invoice_id: input.invoice?.id ?? null,
      subscription_id: input.subscriptionId,
      kind: input.kind,
      amount: input.decision.amount,
      currency: input.decision.currency,
      rule: input.decision.rule,
      provider_ref: input.providerRef,
      created_at: input.at,
    })
    .execute();
  if (!input.invoice) return;
  const refunded = input.invoice.amount_refunded + input.decision.amount;
  await trx
    .updateTable('invoices')
    .set({
      amount_refunded: refunded,
      refunded_at: input.at,
      status: refunded >= input.invoice.amount_due ? 'refunded' : 'partially_refunded',
    })
    .where('id', '=', input.invoice.id)
    .execute();
}

async function checkoutRefOf(db: Db, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const row = await db
    .selectFrom('checkout_sessions')
    .select('provider_ref')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.provider_ref ?? null;
}

/**
 * Refunds by the rules of spec section 9, for the built-in portal and the API alike. Each runs in
 * one transaction holding a row lock on what it refunds (the subscription, the invoice), so a
 * double submit waits for the first and then finds nothing left: money goes back once. The
 * provider is asked inside the lock, with an idempotency key per invoice and kind.
 */
export function createRefundService(deps: RefundDeps) {
  const { db, now, provider, activity, catalog } = deps;

  /**
   * A character bought with an invoice counts as used once a project saved after the payment had a
   * track singing with it (any of the invoice's characters).
   */
  async function charactersUsed(userUuid: string, invoice: InvoiceRow): Promise<boolean> {
    const addonUuids = new Set(
      invoiceLines(invoice)
        .filter((line) => line.product_kind === 'addon')
        .map((line) => line.product_id),
    );
    const characterIds = (await catalog.addons())
      .filter((addon) => addonUuids.has(addon.uuid))
      .map((addon) => addon.characterId);
    const paidAt = new Date(invoice.created_at);
    const uses = await Promise.all(characterIds.map((id) => activity.usedCharacterSince(userUuid, id, paidAt)));
    return uses.some(Boolean);
  }

  const service = {
    /** What cancelling the paid plan now would refund; null without a paid plan. */
    async subscriptionQuote(userUuid: string): Promise<{ subscriptionId: string; refund: RefundQuote } | null> {
      const subscription = await findLivePaidSubscription(db, userUuid, { forUpdate: false });
      if (!subscription) return null;
      const lastActivity = await activity.lastActivity(userUuid);
      const { decision } = await decideForSubscription(db, lastActivity, subscription, now());
      return { subscriptionId: subscription.id, refund: quoteOf(decision) };
    },

    /**
     * Ends the paid plan at once and refunds what the rules give back. Null when there is no paid
     * plan left to cancel (a repeated submit).
     */
    async cancelSubscriptionNow(userUuid: string): Promise<RefundOutcome | null> {
      // Read before the transaction: on PGlite (one connection) nothing outside it may run inside it.
      const lastActivity = await activity.lastActivity(userUuid);
      return db.transaction().execute(async (trx) => {
        const subscription = await findLivePaidSubscription(trx, userUuid, { forUpdate: true });
        if (!subscription) return null;
        const at = now();
        const { decision, invoice } = await decideForSubscription(trx, lastActivity, subscription, at);
        let providerRef: string | null = null;
        if (decision.eligible) {
          const refunded = await provider.refund({
            amount: decision.amount,
            currency: decision.currency,
            paymentRef: invoice?.payment_ref ?? null,
            checkoutSessionRef: null,
            subscriptionRef: subscription.source === 'stripe' ? subscription.provider_ref : null,
            idempotencyKey: `cantara-refund-subscription-${subscription.id}-${new Date(subscription.current_period_start).getTime()}`,
            metadata: { user_uuid: userUuid, subscription_id: subscription.id, rule: decision.rule },
          });
          providerRef = refunded.providerRef;
        }
        if (subscription.source === 'stripe' && subscription.provider_ref) {
          await provider.cancelSubscriptionNow(subscription.provider_ref);
        }
        await trx
          .updateTable('subscriptions')
          .set({ status: 'canceled', cancel_at_period_end: false, ended_at: at, updated_at: at })
          .where('id', '=', subscription.id)
          .execute();
        if (decision.eligible) {
          await recordRefund(trx, {
            userUuid,
            invoice: invoice ?? null,
            subscriptionId: subscription.id,
            kind: 'subscription',
            decision,
            providerRef,
            at,
          });
        }
        return { refundedAmount: decision.amount, currency: decision.currency };
      });
    },

    /** The refund decision of every invoice of the user that bought characters, by invoice id. */
    async characterQuotes(userUuid: string): Promise<Map<string, RefundQuote>> {
      const [invoices, refunded] = await Promise.all([
        db.selectFrom('invoices').selectAll().where('user_uuid', '=', userUuid).execute(),
        db
          .selectFrom('refunds')
          .select(['invoice_id', 'amount'])
          .where('user_uuid', '=', userUuid)
          .where('kind', '=', 'characters')
          .execute(),
      ]);
      const refundedByInvoice = new Map(refunded.map((row) => [row.invoice_id, row.amount]));
      const quotes = new Map<string, RefundQuote>();
      const at = now();
      for (const invoice of invoices) {
        if (!invoiceLines(invoice).some((line) => line.product_kind === 'addon')) continue;
        const used = await charactersUsed(userUuid, invoice);
        const decision = decideForCharacters(invoice, at, refundedByInvoice.get(invoice.id) ?? 0, used);
        quotes.set(invoice.id, quoteOf(decision));
      }
      return quotes;
    },

    /**
     * Refunds the characters an invoice bought, in full, and takes their ownership back. Another
     * user's invoice is not found; a refused refund answers 409 REFUND_NOT_ALLOWED with the reason.
     */
    async refundCharacters(userUuid: string, invoiceId: string): Promise<RefundOutcome> {
      // Whether the characters were sung with is read before the transaction (PGlite has one connection).
      const unlocked = await db
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', invoiceId)
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst();
      const used = unlocked ? await charactersUsed(userUuid, unlocked) : false;
      return db.transaction().execute(async (trx) => {
        const invoice = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('id', '=', invoiceId)
          .where('user_uuid', '=', userUuid)
          .forUpdate()
          .executeTakeFirst();
        const addons = invoice ? invoiceLines(invoice).filter((line) => line.product_kind === 'addon') : [];
        if (!invoice || !addons.length) throw new ApiError('NOT_FOUND', { message: 'No such invoice.' });
        const at = now();
        const decision = decideForCharacters(invoice, at, await refundedOf(trx, invoice.id, 'characters'), used);
        if (!decision.eligible) {
          throw new ApiError('REFUND_NOT_ALLOWED', {
            message: REFUSAL_MESSAGES[decision.reason],
            extra: { reason: decision.reason },
          });
        }
        const refunded = await provider.refund({
          amount: decision.amount,
          currency: decision.currency,
          paymentRef: invoice.payment_ref,
          checkoutSessionRef: await checkoutRefOf(trx, invoice.checkout_session_id),
          subscriptionRef: null,
          idempotencyKey: `cantara-refund-characters-${invoice.id}`,
          metadata: { user_uuid: userUuid, invoice_id: invoice.id, rule: decision.rule },
        });
        await trx
          .deleteFrom('character_ownerships')
          .where('user_uuid', '=', userUuid)
          .where(
            'addon_uuid',
            'in',
            addons.map((line) => line.product_id),
          )
          .where('source', '=', 'purchase')
          .where('source_ref', '=', invoice.checkout_session_id ?? invoice.id)
          .execute();
        await recordRefund(trx, {
          userUuid,
          invoice,
          subscriptionId: null,
          kind: 'characters',
          decision,
          providerRef: refunded.providerRef,
          at,
        });
        return { refundedAmount: decision.amount, currency: decision.currency };
      });
    },
  };
  // Both end or take back what the user holds: the cached entitlements go, whatever the outcome.
  return {
    ...service,
    cancelSubscriptionNow: (userUuid: string) =>
      service.cancelSubscriptionNow(userUuid).finally(() => entitlementsChanged(db, userUuid)),
    refundCharacters: (userUuid: string, invoiceId: string) =>
      service.refundCharacters(userUuid, invoiceId).finally(() => entitlementsChanged(db, userUuid)),
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
