import { type PayMode, PROJECT_COUNT_TIMEOUT_MS } from '../../../shared/commerce';
import type { Currency } from '../../../shared/money';
import {
  checkoutSessionCreatedSchema,
  checkoutSessionViewResponseSchema,
  invoicePreviewResponseSchema,
  lookupKeysValidationResponseSchema,
  portalSessionResponseSchema,
  projectCountsResponseSchema,
  promotionResponseSchema,
  unbuyableResponseSchema,
  voucherRedeemedResponseSchema,
  voucherResponseSchema,
} from '../../../shared/schemas/commerce';
import { apiRequest } from '../api/client';

export async function fetchPromotion(code: string) {
  const response = await apiRequest(`/api/auth/v2/promo-code/${encodeURIComponent(code)}`, {
    schema: promotionResponseSchema,
  });
  return response.data;
}

export async function fetchInvoicePreview(input: {
  lookupKeys: readonly string[];
  promoCode: string | null;
  currency: Currency;
  accessToken: string | null;
  payMode: PayMode;
}) {
  const response = await apiRequest('/api/auth/v2/invoice-preview', {
    schema: invoicePreviewResponseSchema,
    accessToken: input.accessToken,
    query: {
      price_lookup_keys: input.lookupKeys,
      promo_code: input.promoCode ?? undefined,
      pay_mode: input.payMode,
      currency: input.currency,
    },
  });
  return response.data;
}

/** False (falsy) when a lookup key of the cart is no longer sold: the cart is stale. */
export async function lookupKeysAreValid(lookupKeys: readonly string[]): Promise<boolean> {
  const response = await apiRequest('/api/auth/v2/products/lookup-keys/validation', {
    schema: lookupKeysValidationResponseSchema,
    query: { price_lookup_keys: lookupKeys },
  });
  return response.data;
}

export async function fetchUnbuyable(accessToken: string): Promise<string[]> {
  const response = await apiRequest('/api/auth/v2/products/unbuyable', {
    schema: unbuyableResponseSchema,
    accessToken,
  });
  return response.data;
}

export async function createCheckoutSession(input: {
  accessToken: string | null;
  lookupKeys: readonly string[];
  payMode: PayMode;
  currency: Currency;
  promoCode: string | null;
  successUrl: string;
  cancelUrl: string;
}) {
  const response = await apiRequest('/api/auth/v2/checkout-session', {
    method: 'POST',
    schema: checkoutSessionCreatedSchema,
    accessToken: input.accessToken,
    query: { success_url: input.successUrl, cancel_url: input.cancelUrl },
    body: {
      price_lookup_keys: input.lookupKeys,
      pay_mode: input.payMode,
      currency: input.currency,
      promo_code: input.promoCode,
    },
  });
  return response.data;
}

export async function fetchCheckoutSession(accessToken: string, sessionId: string) {
  const response = await apiRequest(`/api/auth/v2/checkout-session/${encodeURIComponent(sessionId)}`, {
    schema: checkoutSessionViewResponseSchema,
    accessToken,
  });
  return response.data;
}

export async function createPortalSession(accessToken: string | null, returnUrl: string): Promise<string> {
  const response = await apiRequest('/api/auth/v2/portal-session', {
    method: 'POST',
    schema: portalSessionResponseSchema,
    accessToken,
    query: { return_url: returnUrl },
  });
  return response.data.redirect_url;
}

export async function fetchProjectCount(accessToken: string): Promise<number> {
  const response = await apiRequest('/api/auth/v2/project-counts', {
    schema: projectCountsResponseSchema,
    accessToken,
    timeoutMs: PROJECT_COUNT_TIMEOUT_MS,
  });
  return response.data;
}

export async function previewVoucher(accessToken: string | null, code: string) {
  const response = await apiRequest('/api/auth/v2/voucher', {
    schema: voucherResponseSchema,
    accessToken,
    query: { voucher_code: code },
  });
  return response.data;
}

export async function redeemVoucher(accessToken: string | null, code: string) {
  const response = await apiRequest('/api/auth/v2/voucher', {
    method: 'POST',
    schema: voucherRedeemedResponseSchema,
    accessToken,
    query: { voucher_code: code },
  });
  return response.data;
}
