import type { Kysely } from 'kysely';
import type { Language } from '../../../../shared/languages';
import type { Currency } from '../../../../shared/money';
import { storedCurrency } from '../../../../shared/money';
import { REFUND_REFUSALS } from '../../../../shared/schemas/refunds';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { BillingOverview, PaymentsHost, PayPageSession } from '../../providers/payments/types';
import type { CatalogReader } from './catalog-reader';
import { entitlementsChanged } from './entitlement-changes';
import { parseStoredOrder, refusalFor } from './fulfilment';
import type { RefundService } from './refunds';
import { findLatestSubscription, listInvoices, ownedAddonUuids, settleSubscriptions } from './subscriptions-repo';

type Deps = { db: Kysely<Database>; now: () => Date; catalog: CatalogReader; refunds: RefundService };

type BillingPagesService = Omit<PaymentsHost, 'checkoutPaid' | 'subscriptionChanged'>;

/**
 * Commerce's side of a hosted checkout and billing portal (the built-in provider's pages): the rules
 * of what a pay page may charge and what a portal shows and does live here; the pages only render.
 */
export function createBillingPagesService(deps: Deps): BillingPagesService {
  const { db, now, catalog, refunds } = deps;

  async function loadSession(sessionId: string) {
    return db
      .selectFrom('checkout_sessions as s')
      .leftJoin('users as u', 'u.uuid', 's.user_uuid')
      .select([
        's.id',
        's.user_uuid',
        's.status',
        's.order',
        's.language',
        's.success_url',
        's.cancel_url',
        's.expires_at',
        's.refusal_reason',
        'u.email',
      ])
      .where('s.id', '=', sessionId)
      .where('s.provider', '=', 'builtin')
      .executeTakeFirst();
  }

  /**
   * An open session for what its user has meanwhile bought or subscribed to (another session paid
   * first) is closed before any card is charged; the reason is kept on the session.
   */
  async function refuseIfOwned(sessionId: string, userUuid: string, order: PayPageSession['order']) {
    const reason = await refusalFor(db, userUuid, order);
    if (!reason) return null;
    await db
      .updateTable('checkout_sessions')
      .set({ status: 'refused', refusal_reason: reason, completed_at: now() })
      .where('id', '=', sessionId)
      .where('status', '=', 'open')
      .execute();
    return reason;
  }

  return {
    async payPageSession(sessionId: string): Promise<PayPageSession | null> {
      const session = await loadSession(sessionId);
      if (!session) return null;
      const order = parseStoredOrder(session.order);
      const expired =
        session.status === 'expired' || (session.status === 'open' && new Date(session.expires_at) <= now());
      let state: PayPageSession['state'] =
        session.status === 'complete' || session.status === 'refused' ? session.status : expired ? 'expired' : 'open';
      let refusalReason = session.refusal_reason ?? (state === 'refused' ? 'already_owned' : null);
      if (state === 'open') {
        const refused = await refuseIfOwned(session.id, session.user_uuid, order);
        if (refused) [state, refusalReason] = ['refused', refused];
      }
      return {
        id: session.id,
        state,
        refusalReason,
        order,
        language: session.language,
        email: session.email ?? null,
        successUrl: session.success_url,
        cancelUrl: session.cancel_url,
      };
    },

    async productNames(language: Language) {
      const [addons, plans] = await Promise.all([catalog.addons(), catalog.planNames()]);
      const names = new Map<string, string>();
      for (const addon of addons) names.set(addon.uuid, addon.name[language]);
      for (const [id, text] of plans) names.set(id, text[language]);
      return (productId: string) => names.get(productId) ?? productId;
    },

    async billingOverview(userUuid: string): Promise<BillingOverview> {
      await settleSubscriptions(db, userUuid, now());
      const [latest, owned, invoices, cancelNow, characterQuotes] = await Promise.all([
        findLatestSubscription(db, userUuid),
        ownedAddonUuids(db, userUuid),
        listInvoices(db, userUuid),
        refunds.subscriptionQuote(userUuid),
        refunds.characterQuotes(userUuid),
      ]);
      const live = latest && (latest.status === 'trialing' || latest.status === 'active') ? latest : null;
      return {
        subscription: live && {
          status: live.status,
          paid: live.paid,
          period: live.period,
          unitAmount: live.unit_amount,
          currency: live.currency as Currency | null,
          startDate: new Date(live.start_date),
          trialEnd: live.trial_end ? new Date(live.trial_end) : null,
          periodEnd: new Date(live.current_period_end),
          cancelAtPeriodEnd: live.cancel_at_period_end,
        },
        latestSubscriptionId: latest?.id ?? null,
        ownedCharacterIds: owned,
        invoices: invoices.map((invoice) => ({
          id: invoice.id,
          date: new Date(invoice.created_at),
          lines: invoice.lines.map((line) => ({
            productId: line.product_id,
            productKind: line.product_kind,
            period: line.period,
          })),
          amount: invoice.amount_due,
          currency: invoice.currency as Currency,
          amountRefunded: invoice.amount_refunded,
          characterRefund: characterQuotes.get(invoice.id) ?? null,
        })),
        cancelNowQuote: cancelNow?.refund ?? null,
      };
    },

    async setRenewal(userUuid: string, renew: boolean) {
      await db
        .updateTable('subscriptions')
        .set({ cancel_at_period_end: !renew, updated_at: now() })
        .where('user_uuid', '=', userUuid)
        .where('status', 'in', ['trialing', 'active'])
        .where('paid', '=', true)
        .where('source', '=', 'builtin')
        .execute();
      entitlementsChanged(db, userUuid);
    },

    async endPlanNow(userUuid: string) {
      await refunds.cancelSubscriptionNow(userUuid);
    },

    async refundCharacters(userUuid: string, invoiceId: string) {
      try {
        await refunds.refundCharacters(userUuid, invoiceId);
        return { ok: true } as const;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const stated = error.code === 'REFUND_NOT_ALLOWED' ? error.extra.reason : undefined;
        return { ok: false, reason: REFUND_REFUSALS.find((known) => known === stated) ?? 'nothing_paid' } as const;
      }
    },

    async latestRefund(userUuid: string, of: { subscriptionId: string } | { invoiceId: string }) {
      let refund = db
        .selectFrom('refunds')
        .select(['amount', 'currency'])
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .limit(1);
      refund =
        'subscriptionId' in of
          ? refund.where('subscription_id', '=', of.subscriptionId).where('kind', '=', 'subscription')
          : refund.where('invoice_id', '=', of.invoiceId).where('kind', '=', 'characters');
      const row = await refund.executeTakeFirst();
      return row ? { amount: row.amount, currency: storedCurrency(row.currency) } : null;
    },
  };
}
