import type { Currency } from './money';

/** Commerce constants and input rules (spec sections 4, 5, 7 and 9). */

/** Wrong voucher codes a user may enter before the voucher calls answer 429 GET_VOUCHER_LIMITED. */
export const VOUCHER_ATTEMPT_LIMIT = 5;
/** Wrong voucher codes one client address may enter (over all its accounts) before it is locked too. */
export const VOUCHER_ADDRESS_ATTEMPT_LIMIT = 15;
/** How long the voucher calls stay locked after the limit is reached. */
export const VOUCHER_LOCK_HOURS = 1;

/** Buttons on the payment-success page stay disabled this long. */
export const PAYMENT_SUCCESS_BUTTON_DELAY_MS = 3000;
/** Client timeout of the project-count call. */
export const PROJECT_COUNT_TIMEOUT_MS = 5000;

/** Conversion values when no invoice amount is known (spec section 7). */
export const CONVERSION_FALLBACK = {
  /** A subscription from basic is worth a fixed 8 USD. */
  subscription: { value: 8, currency: 'USD' },
  /** A one-time purchase without an amount counts as 75 USD. */
  payment: { value: 75, currency: 'USD' },
} as const;

/** The card numbers the built-in checkout knows (listed in the README). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** Pay modes of a checkout: a plan subscription (optionally with add-ons on its first invoice) or a one-time payment. */
export const PAY_MODES = ['subscription', 'payment'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** The plan in the catalogue that is the paid subscription ("artist = pro" in the product data). */
export const SUBSCRIPTION_PLAN_PRODUCT_ID = 'pro';

/** Longest promotion or voucher code accepted. */
export const CODE_MAX_LENGTH = 64;

/**
 * Promotion and voucher input as the user types it: everything but letters, digits and whitespace
 * removed, upper-cased.
 */
export function normalizeCodeInput(input: string): string {
  return input.replace(/[^\p{L}\p{N}\s]/gu, '').toUpperCase();
}

/** The key a code is stored and looked up by: the normalised input without whitespace. */
export function codeKey(input: string): string {
  return normalizeCodeInput(input).replace(/\s+/gu, '');
}

/** One row of the catalogue's price table, in the currency of the order. */
export type CataloguePrice = {
  lookupKey: string;
  productId: string;
  productKind: 'plan' | 'addon';
  period: 'month' | 'year' | 'permanent';
  /** What the catalogue charges now (the sale price), in minor units. */
  amount: number;
};

export type PromotionRule = { code: string; percentOff: number; appliesTo: readonly string[] | null };

export type OrderLine = CataloguePrice & { discount: number };

export type Order = {
  mode: PayMode;
  currency: Currency;
  decimalUnit: number;
  lines: OrderLine[];
  /** The plan line of a subscription, with the trial it starts with. */
  plan: { line: OrderLine; trialDays: number } | null;
  promotion: PromotionRule | null;
  /** Due at checkout, in minor units: add-ons, plus the first plan period unless a trial starts. */
  subtotal: number;
  discount: number;
  total: number;
};

/** Spec section 9: a payment is refunded in full within 7 days if unused. */
export const REFUND_WINDOW_DAYS = 7;
/** Spec section 9: a cancellation after that keeps 50% of what the remaining days are worth. */
export const CANCELLATION_DEDUCTION_PERCENT = 50;
