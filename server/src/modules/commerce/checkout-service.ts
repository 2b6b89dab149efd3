import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Order, PromotionRule } from '../../../../shared/commerce';
import { type PayMode, SUBSCRIPTION_PLAN_PRODUCT_ID } from '../../../../shared/commerce';
import type { Language } from '../../../../shared/languages';
import { type Currency, DECIMAL_UNITS } from '../../../../shared/money';
import type { CheckoutSessionView, InvoicePreview } from '../../../../shared/schemas/commerce';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { PaymentsProvider } from '../../providers/payments/types';
import type { CatalogReader } from './catalog-reader';
import { refusalFor } from './fulfilment';
import { type PricingError, priceOrder } from './pricing';
import { findUsablePromotion } from './promotions-repo';
import { languageOfUrl, sameOriginUrl } from './return-urls';
import { hasHadPaidSubscription } from './subscriptions-repo';

export type CheckoutDeps = {
  db: Kysely<Database>;
  now: () => Date;
  catalog: CatalogReader;
  provider: PaymentsProvider;
  allowedOrigins: readonly string[];
  sessionTtlMinutes: number;
};

type OrderRequest = {
  lookupKeys: readonly string[];
  mode: PayMode;
  currency: Currency;
  promoCode?: string | null;
};

/** How long a losing double-click waits for the winning request to finish opening the provider's session. */
const OPEN_SESSION_WAIT_MS = 5000;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

type CheckoutRequest = OrderRequest & { successUrl: string; cancelUrl: string; fallbackLanguage: Language };

/** What makes two checkout requests the same one (a double click): the items, how they are paid, where they return. */
function checkoutFingerprint(request: CheckoutRequest, order: Order): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        [...new Set(request.lookupKeys)].sort(),
        request.mode,
        request.currency,
        order.promotion?.code ?? null,
        request.successUrl,
        request.cancelUrl,
      ]),
    )
    .digest('hex');
}

/**
 * Expires the user's sessions past their time, and closes (here and at the provider) an open one for
 * the same items asked for differently (another promotion code, currency or return page): one open
 * session per user and item set.
 */
async function closeEarlierSessions(
  { db, provider }: CheckoutDeps,
  userUuid: string,
  itemsKey: string,
  fingerprint: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('checkout_sessions')
    .set({ status: 'expired' })
    .where('user_uuid', '=', userUuid)
    .where('status', '=', 'open')
    .where('expires_at', '<=', at)
    .execute();
  const superseded = await db
    .updateTable('checkout_sessions')
    .set({ status: 'expired' })
    .where('user_uuid', '=', userUuid)
    .where('status', '=', 'open')
    .where('items_key', '=', itemsKey)
    .where('fingerprint', '!=', fingerprint)
    .returning(['id', 'provider_ref'])
    .execute();
  for (const previous of superseded) {
    if (!previous.provider_ref) continue;
    await provider.expireCheckout(previous.provider_ref).catch(() => undefined);
  }
}

type NewSession = {
  sessionId: string;
  userUuid: string;
  fingerprint: string;
  itemsKey: string;
  order: Order;
  request: CheckoutRequest;
  language: Language;
  at: Date;
};

/** Records the open session; nothing when the same request's session is already open (a double click). */
async function insertSession(
  { db, provider, sessionTtlMinutes }: CheckoutDeps,
  { sessionId, userUuid, fingerprint, itemsKey, order, request, language, at }: NewSession,
): Promise<{ id: string } | undefined> {
  return db
    .insertInto('checkout_sessions')
    .values({
      id: sessionId,
      user_uuid: userUuid,
      provider: provider.kind,
      provider_ref: null,
      fingerprint,
      items_key: itemsKey,
      mode: order.mode,
      currency: order.currency,
      order: JSON.stringify(order),
      amount_subtotal: order.subtotal,
      amount_discount: order.discount,
      amount_total: order.total,
      promo_code: order.promotion?.code ?? null,
      status: 'open',
      language,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      redirect_url: null,
      created_at: at,
      expires_at: new Date(at.getTime() + sessionTtlMinutes * 60_000),
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['user_uuid', 'fingerprint']).where('status', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst()
    .catch((error: unknown) => {
      // Another request for the same items, asked for differently, opened its session first.
      if (isUniqueViolation(error)) {
        throw new ApiError('POST_CHECKOUT_ERROR', {
          message: 'Another checkout for these items is being opened. Please try again.',
          status: 409,
        });
      }
      throw error;
    });
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, now, catalog, provider } = deps;

  async function promotionFor(code: string | null | undefined): Promise<PromotionRule | null> {
    if (!code) return null;
    const promotion = await findUsablePromotion(db, code, now());
    if (!promotion) throw new ApiError('GET_PROMOTION_NOT_FOUND');
    return promotion;
  }

  /** Prices a request from the catalogue (trial only for a first paid subscription); errors by kind. */
  async function buildOrder(
    request: OrderRequest,
    userUuid: string | null,
  ): Promise<{ ok: true; order: Order } | { ok: false; error: PricingError }> {
    const promotion = await promotionFor(request.promoCode);
    const prices = await catalog.pricesByLookupKeys(request.lookupKeys, request.currency);
    const hasPlan = prices.some((price) => price.productKind === 'plan');
    let trialDays = 0;
    if (hasPlan) {
      const planId = prices.find((price) => price.productKind === 'plan')?.productId ?? SUBSCRIPTION_PLAN_PRODUCT_ID;
      const firstSubscription = userUuid ? !(await hasHadPaidSubscription(db, userUuid)) : true;
      trialDays = firstSubscription ? await catalog.trialDays(planId) : 0;
    }
    return priceOrder({
      lookupKeys: request.lookupKeys,
      mode: request.mode,
      currency: request.currency,
      prices,
      promotion,
      trialDays,
    });
  }

  /** The priced order of a checkout, refused when it cannot be bought or the user already owns it. */
  async function checkoutOrder(request: OrderRequest, userUuid: string): Promise<Order> {
    const result = await buildOrder(request, userUuid);
    if (!result.ok) {
      if (result.error.kind === 'promotion_not_applicable') throw new ApiError('WARNING_DELETED_PROMOTION');
      const message =
        result.error.kind === 'unknown_lookup_key'
          ? `Unknown or retired lookup keys: ${result.error.lookupKeys.join(', ')}.`
          : result.error.message;
      throw new ApiError('POST_CHECKOUT_ERROR', { message });
    }
    const { order } = result;
    const refusal = await refusalFor(db, userUuid, order);
    if (refusal) {
      throw new ApiError('POST_CHECKOUT_ERROR', {
        message:
          refusal === 'already_owned' ? 'You already own a character in this order.' : 'You already have this plan.',
        status: 409,
      });
    }
    return order;
  }

  return {
    /** The promotion behind a code, for the cart (applies_to is checked by the cart against its items). */
    async promotion(code: string) {
      const promotion = await promotionFor(code);
      if (!promotion) throw new ApiError('GET_PROMOTION_NOT_FOUND');
      return {
        code: promotion.code,
        applies_to: promotion.appliesTo ? [...promotion.appliesTo] : null,
        percent_off: promotion.percentOff,
      };
    },

    async invoicePreview(request: OrderRequest, userUuid: string | null): Promise<InvoicePreview> {
      const result = await buildOrder(request, userUuid);
      if (!result.ok) {
        if (result.error.kind === 'promotion_not_applicable') throw new ApiError('WARNING_DELETED_PROMOTION');
        throw new ApiError('GET_INVOICE_PREVIEW_ERROR');
      }
      const { order } = result;
      const remote = await provider.previewInvoice(order, userUuid ? { userUuid } : null);
      const totals = remote ?? { subtotal: order.subtotal, discount: order.discount, total: order.total };
      return { ...totals, currency: order.currency, decimal_unit: order.decimalUnit };
    },

    /** True when every lookup key is still in the catalogue's price table. */
    lookupKeysValid(lookupKeys: readonly string[]): Promise<boolean> {
      return catalog.lookupKeysExist(lookupKeys);
    },

    /**
     * Opens a checkout for the signed-in user and returns where to send the browser. The same request
     * while its session is still open (a double click) returns that session instead of a second one.
     */
    async createCheckout(
      userUuid: string,
      request: CheckoutRequest,
    ): Promise<{ sessionId: string; redirectUrl: string }> {
      const success = sameOriginUrl(request.successUrl, deps.allowedOrigins, 'success_url');
      sameOriginUrl(request.cancelUrl, deps.allowedOrigins, 'cancel_url');
      const order = await checkoutOrder(request, userUuid);
      const at = now();
      const fingerprint = checkoutFingerprint(request, order);
      const itemsKey = [...new Set(request.lookupKeys)].sort().join(',');
      await closeEarlierSessions(deps, userUuid, itemsKey, fingerprint, at);
      const sessionId = `cs_${randomBytes(24).toString('base64url')}`;
      const language = languageOfUrl(success, request.fallbackLanguage);
      const inserted = await insertSession(deps, {
        sessionId,
        userUuid,
        fingerprint,
        itemsKey,
        order,
        request,
        language,
        at,
      });
      if (!inserted) return waitForOpenSession(userUuid, fingerprint);
      try {
        const user = await db.selectFrom('users').select('email').where('uuid', '=', userUuid).executeTakeFirst();
        const opened = await provider.openCheckout({
          sessionId,
          userUuid,
          email: user?.email ?? null,
          order,
          language,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          origin: success.origin,
          idempotencyKey: `${userUuid}:${fingerprint}:${sessionId}`,
        });
        await db
          .updateTable('checkout_sessions')
          .set({ provider_ref: opened.providerRef, redirect_url: opened.redirectUrl })
          .where('id', '=', sessionId)
          .execute();
        return { sessionId, redirectUrl: opened.redirectUrl };
      } catch (error) {
        await db.updateTable('checkout_sessions').set({ status: 'expired' }).where('id', '=', sessionId).execute();
        if (error instanceof ApiError) throw error;
        throw new ApiError('POST_CHECKOUT_ERROR', { message: 'The payment provider could not open a checkout.' });
      }
    },

    /** A session of the user (mode, currency, amount) for the conversion event; other users' are not found. */
    async checkoutSession(userUuid: string, sessionId: string): Promise<CheckoutSessionView> {
      const row = await db
        .selectFrom('checkout_sessions')
        .select(['id', 'mode', 'currency', 'amount_total', 'status', 'expires_at'])
        .where('user_uuid', '=', userUuid)
        .where((eb) => eb.or([eb('id', '=', sessionId), eb('provider_ref', '=', sessionId)]))
        .executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND', { message: 'No such checkout session.' });
      const currency = row.currency as Currency;
      const expired = row.status === 'open' && new Date(row.expires_at) <= now();
      return {
        id: row.id,
        mode: row.mode,
        currency,
        amount: row.amount_total,
        decimal_unit: DECIMAL_UNITS[currency],
        status: expired ? 'expired' : row.status,
      };
    },
  };

  async function waitForOpenSession(userUuid: string, fingerprint: string) {
    const deadline = Date.now() + OPEN_SESSION_WAIT_MS;
    for (;;) {
      const row = await db
        .selectFrom('checkout_sessions')
        .select(['id', 'redirect_url', 'status'])
        .where('user_uuid', '=', userUuid)
        .where('fingerprint', '=', fingerprint)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (row?.redirect_url) return { sessionId: row.id, redirectUrl: row.redirect_url };
      if (!row || Date.now() > deadline) {
        throw new ApiError('POST_CHECKOUT_ERROR', { message: 'The checkout could not be opened. Please try again.' });
      }
      await sleep(50);
    }
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
