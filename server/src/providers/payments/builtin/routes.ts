import fs from 'node:fs';
import { createRequire } from 'node:module';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../../../shared/languages';
import type { Currency } from '../../../../../shared/money';
import { PAGE_ROUTES, withLanguage } from '../../../../../shared/routes';
import { fulfilCheckout, parseStoredOrder } from '../../../modules/commerce/fulfilment';
import {
  findLatestSubscription,
  listInvoices,
  ownedAddonUuids,
  settleSubscriptions,
} from '../../../modules/commerce/subscriptions-repo';
import { chargeTestCard } from './card';
import { ASSET_BASE, renderCheckoutClosed, renderCheckoutPage, renderPortalExpired, renderPortalPage } from './pages';
import { type BuiltinPaymentsDeps, hashToken } from './provider';
import { pageLanguage, translate } from './strings';

const require = createRequire(import.meta.url);
const INTER_LATIN = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'inter.woff2': { type: 'font/woff2', body: fs.readFileSync(INTER_LATIN) },
  'billing.css': {
    type: 'text/css; charset=utf-8',
    body: fs.readFileSync(new URL('./assets/billing.css', import.meta.url)),
  },
  'billing.js': {
    type: 'text/javascript; charset=utf-8',
    body: fs.readFileSync(new URL('./assets/billing.js', import.meta.url)),
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
export async function registerBillingPages(app: FastifyInstance, deps: BuiltinPaymentsDeps): Promise<void> {
  const { db, now, catalog } = deps;

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
        'u.email',
      ])
      .where('s.id', '=', sessionId)
      .where('s.provider', '=', 'builtin')
      .executeTakeFirst();
    if (!session) return null;
    const expired =
      session.status === 'expired' || (session.status === 'open' && new Date(session.expires_at) <= now());
    return { ...session, state: session.status === 'complete' ? 'complete' : expired ? 'expired' : 'open' } as const;
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
        if (session.state !== 'open') {
          const continueUrl =
            session.state === 'complete' ? successRedirect(session.success_url, session.id) : session.cancel_url;
          return sendPage(reply, 410, renderCheckoutClosed({ t, language, kind: session.state, continueUrl }));
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
        await fulfilCheckout(db, { eventId: `builtin:checkout:${session.id}`, sessionId: session.id, at });
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
            confirm: z.enum(['cancel']).optional(),
            notice: z.enum(['canceled', 'resumed']).optional(),
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
        const [latest, owned, invoices, addons, plans] = await Promise.all([
          findLatestSubscription(db, portal.user_uuid),
          ownedAddonUuids(db, portal.user_uuid),
          listInvoices(db, portal.user_uuid),
          catalog.addons(),
          catalog.planNames(),
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
            })),
            notice: request.query.notice ?? null,
            confirmCancel: request.query.confirm === 'cancel',
          }),
        );
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
          const notice = action === 'cancel' ? 'canceled' : 'resumed';
          return reply.redirect(`/billing/portal/${request.params.token}?notice=${notice}`, 303);
        },
      );
    }
  });
}
