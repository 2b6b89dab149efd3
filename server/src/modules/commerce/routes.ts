import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Language, pickLanguage } from '../../../../shared/languages';
import { currencyForLanguage } from '../../../../shared/money';
import {
  checkoutSessionBodySchema,
  checkoutSessionCreatedSchema,
  checkoutSessionParamsSchema,
  checkoutSessionQuerySchema,
  checkoutSessionViewResponseSchema,
  invoicePreviewQuerySchema,
  invoicePreviewResponseSchema,
  lookupKeysQuerySchema,
  lookupKeysValidationResponseSchema,
  portalSessionQuerySchema,
  portalSessionResponseSchema,
  promoCodeParamsSchema,
  promotionResponseSchema,
  unbuyableResponseSchema,
} from '../../../../shared/schemas/commerce';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import { ApiError } from '../../http/api-error';
import type { ApiModule, ModuleContext } from '../context';
import { seedDemoVouchers } from '../vouchers/demo-seed';
import { registerVoucherRoutes } from '../vouchers/routes';
import { createBillingPagesService } from './billing-pages-service';
import { catalogReader } from './catalog-reader';
import { createCheckoutService } from './checkout-service';
import { seedDemoPromotions } from './demo-seed';
import { commerceEntitlements } from './entitlement-source';
import { createPaymentEvents } from './payment-events';
import { registerRefundRoutes } from './refund-routes';
import { createRefundService } from './refunds';
import { languageOfUrl, sameOriginUrl } from './return-urls';
import { ownedAddonUuids } from './subscriptions-repo';

const TAG = ['commerce'];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

function acceptLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return pickLanguage(header.split(',').map((part) => part.split(';')[0]?.trim() ?? ''));
}

/** Commerce: promotions, invoice preview, checkout, billing portal, owned characters, vouchers, refunds. */
export const commerceModule: ApiModule = async (app, context) => {
  const { config, db, now, projectActivity: activity } = context;
  const catalog = catalogReader(db);
  const provider = context.providers.payments;
  // Success, cancel and return URLs may point at the site's own origins only.
  const allowedOrigins = config.auth.allowedOrigins;
  const checkout = createCheckoutService({
    db,
    now,
    catalog,
    provider,
    allowedOrigins,
    sessionTtlMinutes: config.payments.checkoutSessionTtlMinutes,
  });
  context.entitlements.provideDefault(commerceEntitlements({ db, now, catalog }));
  if (config.payments.seedDemoData) {
    await seedDemoPromotions(db, catalog, now());
    await seedDemoVouchers(db, catalog, now());
  }

  // Guessable codes and money calls get their own per-client limits.
  registerCartRoutes(app, context, checkout);
  registerCheckoutRoutes(app, context, checkout);
  registerVoucherRoutes(app, { db, now, provider });
  const refunds = createRefundService({ db, now, provider, activity, catalog });
  registerRefundRoutes(app, { refunds, rateLimitPerMinute: config.payments.checkoutRateLimitPerMinute });
  await provider.registerRoutes(app, {
    ...createPaymentEvents({ db, now, provider }),
    ...createBillingPagesService({ db, now, catalog, refunds }),
  });
};

type CheckoutService = ReturnType<typeof createCheckoutService>;

/** What a cart asks before checkout: a promotion code, the totals, whether its items are still sold or already owned. */
function registerCartRoutes(app: FastifyInstance, { config, db }: ModuleContext, checkout: CheckoutService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/auth/v2/promo-code/:code',
    {
      config: { rateLimit: { max: config.payments.promoCodeRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags: TAG, params: promoCodeParamsSchema, response: { 200: promotionResponseSchema, ...errors } },
    },
    async (request) => ({ data: await checkout.promotion(request.params.code) }),
  );

  api.get(
    '/api/auth/v2/invoice-preview',
    {
      schema: {
        tags: TAG,
        description: 'Totals of a cart priced from the catalogue. The currency follows Accept-Language unless given.',
        querystring: invoicePreviewQuerySchema,
        response: { 200: invoicePreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.optionalUser(request);
      const { price_lookup_keys, promo_code, pay_mode, currency } = request.query;
      const data = await checkout.invoicePreview(
        {
          lookupKeys: price_lookup_keys,
          mode: pay_mode,
          currency: currency ?? currencyForLanguage(acceptLanguage(request)),
          promoCode: promo_code,
        },
        user?.uuid ?? null,
      );
      return { data };
    },
  );

  api.get(
    '/api/auth/v2/products/lookup-keys/validation',
    {
      schema: {
        tags: TAG,
        description: 'False when a lookup key is no longer in the price table (a stale cart).',
        querystring: lookupKeysQuerySchema,
        response: { 200: lookupKeysValidationResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await checkout.lookupKeysValid(request.query.price_lookup_keys) }),
  );

  api.get(
    '/api/auth/v2/products/unbuyable',
    {
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        description: 'Add-on uuids the user owns (and so cannot buy).',
        response: { 200: unbuyableResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { data: await ownedAddonUuids(db, user.uuid) };
    },
  );
}

/** Opening a checkout, reading its session back, and opening the provider's billing portal. */
function registerCheckoutRoutes(
  app: FastifyInstance,
  { config, db, providers }: ModuleContext,
  checkout: CheckoutService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = providers.payments;
  api.post(
    '/api/auth/v2/checkout-session',
    {
      config: { rateLimit: { max: config.payments.checkoutRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        description:
          'Opens a checkout priced from the catalogue (amounts sent by the client are ignored). Returns the page to send the browser to.',
        querystring: checkoutSessionQuerySchema,
        body: checkoutSessionBodySchema,
        response: { 200: checkoutSessionCreatedSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const { price_lookup_keys, pay_mode, currency, promo_code } = request.body;
      const opened = await checkout.createCheckout(user.uuid, {
        lookupKeys: price_lookup_keys,
        mode: pay_mode,
        currency,
        promoCode: promo_code,
        successUrl: request.query.success_url,
        cancelUrl: request.query.cancel_url,
        fallbackLanguage: acceptLanguage(request),
      });
      return { data: { redirect_url: opened.redirectUrl, session_id: opened.sessionId } };
    },
  );

  api.get(
    '/api/auth/v2/checkout-session/:session_id',
    {
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        params: checkoutSessionParamsSchema,
        response: { 200: checkoutSessionViewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { data: await checkout.checkoutSession(user.uuid, request.params.session_id) };
    },
  );

  api.post(
    '/api/auth/v2/portal-session',
    {
      config: { rateLimit: { max: config.payments.checkoutRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: TAG,
        security: [{ bearer: [] }],
        querystring: portalSessionQuerySchema,
        response: { 200: portalSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const returnUrl = sameOriginUrl(request.query.return_url, config.auth.allowedOrigins, 'return_url');
      const row = await db.selectFrom('users').select('email').where('uuid', '=', user.uuid).executeTakeFirst();
      try {
        const opened = await provider.openPortal({
          userUuid: user.uuid,
          email: row?.email ?? null,
          returnUrl: returnUrl.toString(),
          language: languageOfUrl(returnUrl, acceptLanguage(request)),
          origin: returnUrl.origin,
        });
        return { data: { redirect_url: opened.redirectUrl } };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        request.log.error({ err: error }, 'billing portal could not be opened');
        throw new ApiError('POST_CHECKOUT_ERROR', { message: 'The billing portal could not be opened.' });
      }
    },
  );
}
