import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Language } from '../../../../../shared/languages';
import { storedCurrency } from '../../../../../shared/money';
import { PAGE_ROUTES, withLanguage } from '../../../../../shared/routes';
import { invoiceIdSchema, REFUND_REFUSALS } from '../../../../../shared/schemas/refunds';
import { hostedPageStyles } from '../../../http/hosted-page/hosted-page';
import { SERVER_SOURCE_DIR } from '../../../source-dir';
import type { BillingOverview, PaymentsHost, PayPageSession } from '../types';
import { ASSET_BASE } from './billing-layout';
import { chargeTestCard } from './card';
import { type CheckoutPageData, renderCheckoutClosed, renderCheckoutPage } from './checkout-pages';
import { type PortalNotice, type PortalPageData, renderPortalExpired, renderPortalPage } from './portal-page';
import { type BuiltinPaymentsDeps, hashToken } from './portal-sessions';
import { pageLanguage, translate } from './strings';

const require = createRequire(import.meta.url);
const INTER_LATIN = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const ASSET_DIR = path.join(SERVER_SOURCE_DIR, 'providers/payments/builtin/assets');

const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'inter.woff2': { type: 'font/woff2', body: fs.readFileSync(INTER_LATIN) },
  'billing.css': {
    type: 'text/css; charset=utf-8',
    body: hostedPageStyles(fs.readFileSync(path.join(ASSET_DIR, 'billing.css'))),
  },
  'billing.js': {
    type: 'text/javascript; charset=utf-8',
    body: fs.readFileSync(path.join(ASSET_DIR, 'billing.js')),
  },
};

const sessionParams = z.object({ session_id: z.string().regex(/^cs_[A-Za-z0-9_-]{16,64}$/) });
const portalParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
const langQuery = z.object({ lang: z.string().max(5).optional() });
const portalQuery = z.object({
  confirm: z.enum(['cancel', 'cancel_now', 'refund']).optional(),
  notice: z.enum(['canceled', 'resumed', 'ended', 'refunded', 'refund_refused']).optional(),
  invoice: z.optional(invoiceIdSchema),
  reason: z.enum(REFUND_REFUSALS).optional(),
  lang: z.string().max(5).optional(),
});
type PortalQuery = z.infer<typeof portalQuery>;
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
  host: PaymentsHost,
): Promise<void> {
  const { db, now } = deps;

  function sendRefused(reply: FastifyReply, t: TFunction, language: Language, session: PayPageSession) {
    const kind = session.refusalReason ?? 'already_owned';
    return sendPage(reply, 409, renderCheckoutClosed({ t, language, kind, continueUrl: session.cancelUrl }));
  }

  async function checkoutPage(
    session: PayPageSession,
    t: TFunction,
    language: Language,
    problem?: Pick<CheckoutPageData, 'problem' | 'form'>,
  ) {
    return renderCheckoutPage({
      t,
      language,
      sessionId: session.id,
      order: session.order,
      productName: await host.productNames(language),
      email: session.email,
      cancelUrl: session.cancelUrl,
      now: now(),
      ...problem,
    });
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
        const session = await host.payPageSession(request.params.session_id);
        const language = pageLanguage(
          session?.language ?? null,
          request.query.lang,
          request.headers['accept-language'],
        );
        const t = translate(language);
        if (!session) {
          return sendPage(reply, 404, renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: '/' }));
        }
        if (session.state === 'refused') return sendRefused(reply, t, language, session);
        if (session.state !== 'open') {
          const continueUrl =
            session.state === 'complete' ? successRedirect(session.successUrl, session.id) : session.cancelUrl;
          const kind = session.state === 'complete' ? 'complete' : 'expired';
          return sendPage(reply, 410, renderCheckoutClosed({ t, language, kind, continueUrl }));
        }
        return sendPage(reply, 200, await checkoutPage(session, t, language));
      },
    );

    api.post(
      '/billing/checkout/:session_id',
      { schema: { hide: true, params: sessionParams, body: cardBody } },
      async (request, reply) => {
        // Read (and refused when its user meanwhile owns what it sells) before the card: a second
        // payment for what is already owned charges nothing.
        const session = await host.payPageSession(request.params.session_id);
        const language = pageLanguage(session?.language ?? null, undefined, request.headers['accept-language']);
        const t = translate(language);
        if (!session) {
          return sendPage(reply, 404, renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: '/' }));
        }
        // A second submit of a paid form lands where the first one did.
        if (session.state === 'complete') return reply.redirect(successRedirect(session.successUrl, session.id), 303);
        if (session.state === 'refused') return sendRefused(reply, t, language, session);
        if (session.state === 'expired') {
          return sendPage(
            reply,
            410,
            renderCheckoutClosed({ t, language, kind: 'expired', continueUrl: session.cancelUrl }),
          );
        }
        const form = {
          number: request.body.card_number,
          expiry: request.body.expiry,
          cvc: request.body.cvc,
          name: request.body.name,
        };
        const charge = chargeTestCard(form, now());
        if (!charge.ok) {
          const page = await checkoutPage(session, t, language, {
            problem: charge,
            form: { expiry: form.expiry, name: form.name },
          });
          return sendPage(reply, charge.problem === 'card_declined' ? 402 : 422, page);
        }
        const result = await host.checkoutPaid(
          {
            eventId: `builtin:checkout:${session.id}`,
            session: { id: session.id },
            subscriptionRef: null,
            paymentRef: null,
            amountCharged: null,
            paidAtProvider: false,
          },
          request.log,
        );
        // Another session of the user was paid in between: the test charge is not recorded, no invoice kept.
        if (result.status === 'refused') {
          return sendRefused(reply, t, language, { ...session, refusalReason: result.reason });
        }
        return reply.redirect(successRedirect(session.successUrl, session.id), 303);
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

    function expiredPortal(request: FastifyRequest, reply: FastifyReply) {
      const language = pageLanguage(null, undefined, request.headers['accept-language']);
      return sendPage(reply, 410, renderPortalExpired({ t: translate(language), language, homeUrl: '/' }));
    }

    api.get(
      '/billing/portal/:token',
      { schema: { hide: true, params: portalParams, querystring: portalQuery } },
      async (request, reply) => {
        const portal = await loadPortal(request.params.token);
        const language = pageLanguage(portal?.language ?? null, request.query.lang, request.headers['accept-language']);
        const t = translate(language);
        if (!portal) return sendPage(reply, 410, renderPortalExpired({ t, language, homeUrl: '/' }));
        const [overview, productName] = await Promise.all([
          host.billingOverview(portal.user_uuid),
          host.productNames(language),
        ]);
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
            ...portalContents(overview, t, productName),
            notice: await portalNotice(portal.user_uuid, request.query, overview.latestSubscriptionId),
            confirm: confirmOf(request.query),
          }),
        );
      },
    );

    /** The refund a notice reports is read back from what was recorded, never from the address. */
    async function portalNotice(
      userUuid: string,
      query: PortalQuery,
      subscriptionId: string | null,
    ): Promise<PortalNotice | null> {
      if (query.notice === 'canceled' || query.notice === 'resumed') return { kind: query.notice };
      if (query.notice === 'refund_refused') return { kind: 'refund_refused', reason: query.reason ?? null };
      if (query.notice === 'ended') {
        if (!subscriptionId) return null;
        const refund = await host.latestRefund(userUuid, { subscriptionId });
        return { kind: 'ended', refunded: refund?.amount ?? 0, currency: refund?.currency ?? storedCurrency(null) };
      }
      if (query.notice === 'refunded' && query.invoice) {
        const refund = await host.latestRefund(userUuid, { invoiceId: query.invoice });
        return refund && { kind: 'refunded', refunded: refund.amount, currency: refund.currency };
      }
      return null;
    }

    api.post(
      '/billing/portal/:token/cancel-now',
      { schema: { hide: true, params: portalParams } },
      async (request, reply) => {
        const portal = await loadPortal(request.params.token);
        if (!portal) return expiredPortal(request, reply);
        // A repeated submit finds no paid plan left and lands on the same notice, refunded once.
        await host.endPlanNow(portal.user_uuid);
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
        const result = await host.refundCharacters(portal.user_uuid, invoiceId);
        if (result.ok || result.reason === 'already_refunded') {
          return reply.redirect(`/billing/portal/${token}?notice=refunded&invoice=${invoiceId}`, 303);
        }
        return reply.redirect(`/billing/portal/${token}?notice=refund_refused&reason=${result.reason}`, 303);
      },
    );

    for (const action of ['cancel', 'resume'] as const) {
      api.post(
        `/billing/portal/:token/${action}`,
        { schema: { hide: true, params: portalParams } },
        async (request, reply) => {
          const portal = await loadPortal(request.params.token);
          if (!portal) return expiredPortal(request, reply);
          await host.setRenewal(portal.user_uuid, action === 'resume');
          const notice = action === 'cancel' ? 'canceled' : 'resumed';
          return reply.redirect(`/billing/portal/${request.params.token}?notice=${notice}`, 303);
        },
      );
    }
  });
}

/** The portal's plan, characters and invoices in the page's language. */
function portalContents(overview: BillingOverview, t: TFunction, productName: (productId: string) => string) {
  const planName = productName('pro');
  const describe = (line: BillingOverview['invoices'][number]['lines'][number]) => {
    if (line.productKind === 'addon') return productName(line.productId);
    if (line.period === 'trial') return t('trialInvoice');
    return t('renewalInvoice', { period: line.period === 'year' ? t('planYearly') : t('planMonthly') });
  };
  return {
    subscription: overview.subscription && { ...overview.subscription, planName },
    characters: overview.ownedCharacterIds.map(productName),
    invoices: overview.invoices.map(({ lines, ...invoice }) => ({
      ...invoice,
      description: lines.map(describe).join(', '),
    })),
    cancelNowQuote: overview.cancelNowQuote,
  };
}

function confirmOf(query: PortalQuery): PortalPageData['confirm'] {
  if (query.confirm === 'refund') return query.invoice ? { kind: 'refund', invoiceId: query.invoice } : null;
  return query.confirm ? { kind: query.confirm } : null;
}
