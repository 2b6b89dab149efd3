import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Language } from '../../../../../shared/languages';
import { type Currency, storedCurrency } from '../../../../../shared/money';
import { PAGE_ROUTES, withLanguage } from '../../../../../shared/routes';
import { invoiceIdSchema, REFUND_REFUSALS } from '../../../../../shared/schemas/refunds';
import { ApiError } from '../../../http/api-error';
import { entitlementsChanged } from '../../../modules/commerce/entitlement-changes';
import { fulfilCheckout, parseStoredOrder, type RefusalReason, refusalFor } from '../../../modules/commerce/fulfilment';
import { createRefundService } from '../../../modules/commerce/refunds';
import {
  findLatestSubscription,
  listInvoices,
  ownedAddonUuids,
  settleSubscriptions,
} from '../../../modules/commerce/subscriptions-repo';
import { SERVER_SOURCE_DIR } from '../../../source-dir';
import type { PaymentsProvider } from '../types';
import { chargeTestCard } from './card';
import {
  ASSET_BASE,
  type PortalNotice,
  renderCheckoutClosed,
  renderCheckoutPage,
  renderPortalExpired,
  renderPortalPage,
} from './pages';
import { type BuiltinPaymentsDeps, hashToken } from './provider';
import { pageLanguage, translate } from './strings';

const require = createRequire(import.meta.url);
const INTER_LATIN = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const ASSET_DIR = path.join(SERVER_SOURCE_DIR, 'providers/payments/builtin/assets');

const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'inter.woff2': { type: 'font/woff2', body: fs.readFileSync(INTER_LATIN) },
  'billing.css': {
    type: 'text/css; charset=utf-8',
    body: fs.readFileSync(path.join(ASSET_DIR, 'billing.css')),
  },
  'billing.js': {
    type: 'text/javascript; charset=utf-8',
    body: fs.readFileSync(path.join(ASSET_DIR, 'billing.js')),
  },
};

const sessionParams = z.object({ session_id: z.string().regex(/^cs_[A-Za-z0-9_-]{16,64}$/) });
const portalParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
const langQuery = z.object({ lang: z.string().max(5).optional() });
const cardBody = z.object({
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(12).default(''),
  cvc: z.string().max(8).default(''),
  name: z.string().max(200).default(''),
});

/** Where a paid session returns: the success URL with the session id (Stripe's placeholder honoured). */
export function successRedirect(successUrl: string, sessionId: string): string {
  if (successUrl.includes('{CHECKOUT_SESSION_ID}')) return successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
  const url = new URL(successUrl);
  url.searchParams.set('session_id', sessionId);
  return url.toString();
}

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The built-in checkout's hosted pages: the pay page and the billing portal, with their assets. */
export async function registerBillingPages(
  app: FastifyInstance,
  deps: BuiltinPaymentsDeps,
  provider: PaymentsProvider,
): Promise<void> {
  const { db, now, catalog, activity } = deps;
  const refunds = createRefundService({ db, now, provider, activity, catalog });

  async function productNames(language: Language): Promise<(productId: string) => string> {
    const [addons, plans] = await Promise.all([catalog.addons(), catalog.planNames()]);
    const names = new Map<string, string>();
    for (const addon of addons) names.set(addon.uuid, addon.name[language]);
    for (const [id, text] of plans) names.set(id, text[language]);
    return (productId) => names.get(productId) ?? productId;
  }

  async function loadSession(sessionId: string) {
    const session = await db
      .selectFrom('checkout_sessions as s')
      .leftJoin('users as u', 'u.uuid', 's.user_uuid')
      .select([
        's.id',
        's.user_uuid',
        's.provider',
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
    if (!session) return null;
    const expired =
      session.status === 'expired' || (session.status === 'open' && new Date(session.expires_at) <= now());
    const state =
      session.status === 'complete'
        ? 'complete'
        : session.status === 'refused'
          ? 'refused'
          : expired
            ? 'expired'
            : 'open';
    return { ...session, state } as const;
  }

  /**
   * An open session for what its user has meanwhile bought or subscribed to (another session paid
   * first) is closed before any card is charged; the reason is kept on the session.
   */
  async function refuseIfOwned(session: NonNullable<Awaited<ReturnType<typeof loadSession>>>) {
    if (session.state === 'refused') return session.refusal_reason ?? 'already_owned';
    if (session.state !== 'open') return null;
    const reason = await refusalFor(db, session.user_uuid, parseStoredOrder(session.order));
    if (!reason) return null;
    await db
      .updateTable('checkout_sessions')
      .set({ status: 'refused', refusal_reason: reason, completed_at: now() })
      .where('id', '=', session.id)
      .where('status', '=', 'open')
      .execute();
    return reason;
  }

  function sendRefused(
    reply: FastifyReply,
    t: TFunction,
    language: Language,
    reason: RefusalReason,
    cancelUrl: string,
  ) {
    return sendPage(reply, 409, renderCheckoutClosed({ t, language, kind: reason, continueUrl: cancelUrl }));
  }

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      `${ASSET_BASE}/:file`,
      { schema: { hide: true, params: z.object({ file: z.enum(['billing.css', 'billing.js', 'inter.woff2']) }) } },
      async (request, reply) => {
        const asset = ASSETS[request.params.file]!;
        return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
      },
    );

    api.get(
      '/billing/checkout/:session_id',
      { schema: { hide: true, params: sessionParams, querystring: langQuery } },
      async (request, reply) => {
        const session = await loadSession(request.params.session_id);
        const language = pageLanguage(
          session?.language ?? null,
          request.query.lang,
          request.headers['accept-language'],
        );
        const t = translate(language);
        if (!session) {
          return sendPage(reply, 404, renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: '/' }));
        }
        const refused = await refuseIfOwned(session);
        if (refused) return sendRefused(reply, t, language, refused, session.cancel_url);
        if (session.state !== 'open') {
          const continueUrl =
            session.state === 'complete' ? successRedirect(session.success_url, session.id) : session.cancel_url;
          const kind = session.state === 'complete' ? 'complete' : 'expired';
          return sendPage(reply, 410, renderCheckoutClosed({ t, language, kind, continueUrl }));
        }
        return sendPage(
          reply,
          200,
          renderCheckoutPage({
            t,
            language,
            sessionId: session.id,
            order: parseStoredOrder(session.order),
            productName: await productNames(language),
            email: session.email ?? null,
            cancelUrl: session.cancel_url,
            now: now(),
          }),
        );
      },
    );

    api.post(
      '/billing/checkout/:session_id',
      { schema: { hide: true, params: sessionParams, body: cardBody } },
      async (request, reply) => {
        const session = await loadSession(request.params.session_id);
        const language = pageLanguage(session?.language ?? null, undefined, request.headers['accept-language']);
        const t = translate(language);
        if (!session) {
          return sendPage(reply, 404, renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: '/' }));
        }
        // A second submit of a paid form lands where the first one did.
        if (session.state === 'complete') return reply.redirect(successRedirect(session.success_url, session.id), 303);
        // Checked before the card: a second payment for what is already owned charges nothing.
        const refused = await refuseIfOwned(session);
        if (refused) return sendRefused(reply, t, language, refused, session.cancel_url);
        if (session.state === 'expired') {
          return sendPage(
            reply,
            410,
            renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: session.cancel_url }),
          );
        }
        const form = {
          number: request.body.card_number,
          expiry: request.body.expiry,
          cvc: request.body.cvc,
          name: request.body.name,
        };
        const at = now();
        const charge = chargeTestCard(form, at);
        if (!charge.ok) {
          return sendPage(
            reply,
            charge.problem === 'card_declined' ? 402 : 422,
            renderCheckoutPage({
              t,
              language,
              sessionId: session.id,
              order: parseStoredOrder(session.order),
              productName: await productNames(language),
              email: session.email ?? null,
              cancelUrl: session.cancel_url,
              now: at,
              problem: charge,
              form: { expiry: form.expiry, name: form.name },
            }),
          );
        }
        const result = await fulfilCheckout(db, {
          eventId: `builtin:checkout:${session.id}`,
          sessionId: session.id,
          at,
        });
        // Another session of the user was paid in between: the test charge is not recorded, no invoice kept.
        if (result.status === 'refused') return sendRefused(reply, t, language, result.reason, session.cancel_url);
        return reply.redirect(successRedirect(session.success_url, session.id), 303);
      },
    );

    async function loadPortal(token: string) {
      const row = await db
        .selectFrom('portal_sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || new Date(row.expires_at) <= now()) return null;
      return row;
    }

    api.get(
      '/billing/portal/:token',
      {
        schema: {
          hide: true,
          params: portalParams,
          querystring: z.object({
            confirm: z.enum(['cancel', 'cancel_now', 'refund']).optional(),
            notice: z.enum(['canceled', 'resumed', 'ended', 'refunded', 'refund_refused']).optional(),
            invoice: z.optional(invoiceIdSchema),
            reason: z.enum(REFUND_REFUSALS).optional(),
            lang: z.string().max(5).optional(),
          }),
        },
      },
      async (request, reply) => {
        const portal = await loadPortal(request.params.token);
        const language = pageLanguage(portal?.language ?? null, request.query.lang, request.headers['accept-language']);
        const t = translate(language);
        if (!portal) return sendPage(reply, 410, renderPortalExpired({ t, language, homeUrl: '/' }));

        const at = now();
        await settleSubscriptions(db, portal.user_uuid, at);
        const [latest, owned, invoices, addons, plans, cancelNow, characterQuotes] = await Promise.all([
          findLatestSubscription(db, portal.user_uuid),
          ownedAddonUuids(db, portal.user_uuid),
          listInvoices(db, portal.user_uuid),
          catalog.addons(),
          catalog.planNames(),
          refunds.subscriptionQuote(portal.user_uuid),
          refunds.characterQuotes(portal.user_uuid),
        ]);
        const live = latest && (latest.status === 'trialing' || latest.status === 'active') ? latest : null;
        const addonName = new Map(addons.map((addon) => [addon.uuid, addon.name[language]]));
        const planName = plans.get('pro')?.[language] ?? 'Artist';
        const describe = (line: { product_id: string; product_kind: string; period: string }) => {
          if (line.product_kind === 'addon') return addonName.get(line.product_id) ?? line.product_id;
          if (line.period === 'trial') return t('trialInvoice');
          return t('renewalInvoice', { period: line.period === 'year' ? t('planYearly') : t('planMonthly') });
        };
        const origin = new URL(portal.return_url).origin;
        return sendPage(
          reply,
          200,
          renderPortalPage({
            t,
            language,
            token: request.params.token,
            returnUrl: portal.return_url,
            pricingUrl: `${origin}${withLanguage(language, PAGE_ROUTES.pricing)}`,
            subscription: live
              ? {
                  status: live.status,
                  paid: live.paid,
                  planName,
                  period: live.period,
                  unitAmount: live.unit_amount,
                  currency: live.currency as Currency | null,
                  startDate: new Date(live.start_date),
                  trialEnd: live.trial_end ? new Date(live.trial_end) : null,
                  periodEnd: new Date(live.current_period_end),
                  cancelAtPeriodEnd: live.cancel_at_period_end,
                }
              : null,
            characters: owned.map((uuid) => addonName.get(uuid) ?? uuid),
            invoices: invoices.map((invoice) => ({
              id: invoice.id,
              date: new Date(invoice.created_at),
              description: invoice.lines.map(describe).join(', '),
              amount: invoice.amount_due,
              currency: invoice.currency as Currency,
              amountRefunded: invoice.amount_refunded,
              characterRefund: characterQuotes.get(invoice.id) ?? null,
            })),
            notice: await portalNotice(portal.user_uuid, request.query, latest?.id ?? null),
            cancelNowQuote: cancelNow?.refund ?? null,
            confirm:
              request.query.confirm === 'refund'
                ? request.query.invoice
                  ? { kind: 'refund', invoiceId: request.query.invoice }
                  : null
                : request.query.confirm
                  ? { kind: request.query.confirm }
                  : null,
          }),
        );
      },
    );

    /** The refund a notice reports is read back from what was recorded, never from the address. */
    async function portalNotice(
      userUuid: string,
      query: { notice?: string; invoice?: string; reason?: (typeof REFUND_REFUSALS)[number] },
      subscriptionId: string | null,
    ): Promise<PortalNotice | null> {
      if (query.notice === 'canceled' || query.notice === 'resumed') return { kind: query.notice };
      if (query.notice === 'refund_refused') return { kind: 'refund_refused', reason: query.reason ?? null };
      if (query.notice !== 'ended' && query.notice !== 'refunded') return null;
      let refund = db
        .selectFrom('refunds')
        .select(['amount', 'currency'])
        .where('user_uuid', '=', userUuid)
        .orderBy('created_at', 'desc')
        .limit(1);
      if (query.notice === 'ended') {
        if (!subscriptionId) return null;
        refund = refund.where('subscription_id', '=', subscriptionId).where('kind', '=', 'subscription');
      } else {
        if (!query.invoice) return null;
        refund = refund.where('invoice_id', '=', query.invoice).where('kind', '=', 'characters');
      }
      const row = await refund.executeTakeFirst();
      if (query.notice === 'refunded' && !row) return null;
      return { kind: query.notice, refunded: row?.amount ?? 0, currency: storedCurrency(row?.currency) };
    }

    function expiredPortal(request: FastifyRequest, reply: FastifyReply) {
      const language = pageLanguage(null, undefined, request.headers['accept-language']);
      return sendPage(reply, 410, renderPortalExpired({ t: translate(language), language, homeUrl: '/' }));
    }

    api.post(
      '/billing/portal/:token/cancel-now',
      { schema: { hide: true, params: portalParams } },
      async (request, reply) => {
        const portal = await loadPortal(request.params.token);
        if (!portal) return expiredPortal(request, reply);
        // A repeated submit finds no paid plan left and lands on the same notice, refunded once.
        await refunds.cancelSubscriptionNow(portal.user_uuid);
        return reply.redirect(`/billing/portal/${request.params.token}?notice=ended`, 303);
      },
    );

    api.post(
      '/billing/portal/:token/invoices/:invoice_id/refund',
      { schema: { hide: true, params: portalParams.extend({ invoice_id: invoiceIdSchema }) } },
      async (request, reply) => {
        const portal = await loadPortal(request.params.token);
        if (!portal) return expiredPortal(request, reply);
        const { token, invoice_id: invoiceId } = request.params;
        try {
          await refunds.refundCharacters(portal.user_uuid, invoiceId);
          return reply.redirect(`/billing/portal/${token}?notice=refunded&invoice=${invoiceId}`, 303);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.code === 'REFUND_NOT_ALLOWED' && error.extra.reason === 'already_refunded') {
            return reply.redirect(`/billing/portal/${token}?notice=refunded&invoice=${invoiceId}`, 303);
          }
          const reason = error.code === 'REFUND_NOT_ALLOWED' ? error.extra.reason : 'nothing_paid';
          return reply.redirect(`/billing/portal/${token}?notice=refund_refused&reason=${reason}`, 303);
        }
      },
    );

    for (const action of ['cancel', 'resume'] as const) {
      api.post(
        `/billing/portal/:token/${action}`,
        { schema: { hide: true, params: portalParams } },
        async (request, reply) => {
          const portal = await loadPortal(request.params.token);
          if (!portal) {
            const language = pageLanguage(null, undefined, request.headers['accept-language']);
            return sendPage(reply, 410, renderPortalExpired({ t: translate(language), language, homeUrl: '/' }));
          }
          await db
            .updateTable('subscriptions')
            .set({ cancel_at_period_end: action === 'cancel', updated_at: now() })
            .where('user_uuid', '=', portal.user_uuid)
            .where('status', 'in', ['trialing', 'active'])
            .where('paid', '=', true)
            .where('source', '=', 'builtin')
            .execute();
          entitlementsChanged(db, portal.user_uuid);
          const notice = action === 'cancel' ? 'canceled' : 'resumed';
          return reply.redirect(`/billing/portal/${request.params.token}?notice=${notice}`, 303);
        },
      );
    }
  });
}
