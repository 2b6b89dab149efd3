import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../../shared/languages';
import type { Currency } from '../../../../shared/money';
import type { Order } from '../../modules/commerce/pricing';

/** A checkout session stored by commerce, ready to be opened at the provider. */
export type OpenCheckoutInput = {
  sessionId: string;
  userUuid: string;
  email: string | null;
  order: Order;
  language: Language;
  /** Where the browser goes after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  /** Origin of the page that asked, for the hosted pages' address. */
  origin: string;
  /** Same request, same key: lets the provider answer a repeated request with the same session. */
  idempotencyKey: string;
};

export type PortalInput = {
  userUuid: string;
  email: string | null;
  returnUrl: string;
  language: Language;
  origin: string;
};

/** The payment a refund goes back to, as far as we know it. */
export type RefundInput = {
  amount: number;
  currency: Currency;
  /** The provider's payment behind the invoice, when recorded. */
  paymentRef: string | null;
  /** The provider's checkout session the invoice was paid through. */
  checkoutSessionRef: string | null;
  /** The provider's subscription, for a refund of its current period. */
  subscriptionRef: string | null;
  /** One refund per invoice and kind: a retried request gets the provider's first refund back. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Stripe's refund reason; a customer's request unless said otherwise (a duplicate payment). */
  reason?: 'requested_by_customer' | 'duplicate';
};

/**
 * One interface per outside system: the built-in checkout (hosted pay page, test cards, billing portal
 * page) and Stripe implement it, and both hand paid sessions to the same fulfilment code.
 */
export interface PaymentsProvider {
  readonly kind: 'builtin' | 'stripe';
  /** Opens the provider's checkout for a priced order; returns where to send the browser. */
  openCheckout(input: OpenCheckoutInput): Promise<{ redirectUrl: string; providerRef: string | null }>;
  /** Closes an unpaid checkout at the provider (a newer session for the same items replaced it). */
  expireCheckout(providerRef: string): Promise<void>;
  /** Totals as the provider would charge them, when it computes them itself (Stripe); null to use ours. */
  previewInvoice(
    order: Order,
    customer: { userUuid: string } | null,
  ): Promise<{
    subtotal: number;
    discount: number;
    total: number;
  } | null>;
  /** Opens the billing portal for a user; returns where to send the browser. */
  openPortal(input: PortalInput): Promise<{ redirectUrl: string }>;
  /** Moves the next payment date of a provider-kept subscription (an artist voucher adds days). */
  extendSubscription(providerRef: string, newPeriodEnd: Date): Promise<void>;
  /** Pays an amount back; returns the provider's refund id (null for the built-in test checkout). */
  refund(input: RefundInput): Promise<{ providerRef: string | null }>;
  /** Ends a provider-kept subscription now, without a prorated credit (the refund is ours to make). */
  cancelSubscriptionNow(providerRef: string): Promise<void>;
  /** Hosted pages or webhook endpoint of the provider. */
  registerRoutes(app: FastifyInstance): Promise<void>;
}
