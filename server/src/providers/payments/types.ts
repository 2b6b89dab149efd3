import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Order } from '../../../../shared/commerce';
import type { Language } from '../../../../shared/languages';
import type { Currency } from '../../../../shared/money';
import type { RefundQuote } from '../../../../shared/schemas/refunds';

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
  /** Hosted pages or webhook endpoint of the provider; what they report goes to `host`. */
  registerRoutes(app: FastifyInstance, host: PaymentsHost): Promise<void>;
}

/** Why commerce refuses to fulfil a paid checkout: a character of it is owned, or the plan is already held. */
export type RefusalReason = 'already_owned' | 'plan_held';

/** A payment the provider reports for one of our checkout sessions. */
export type PaidCheckout = {
  /** Unique per notification: a repeat of it finds nothing left to do. */
  eventId: string;
  /** Our session id (the built-in pay page) or the provider's id for it (Stripe). */
  session: { id: string } | { providerRef: string };
  subscriptionRef: string | null;
  paymentRef: string | null;
  /** What the provider charged, when it says. */
  amountCharged: number | null;
  /** The provider took the money whatever our copy of the session says (ours may have expired). */
  paidAtProvider: boolean;
};

export type PaidCheckoutOutcome =
  | { status: 'granted' }
  | { status: 'refused'; reason: RefusalReason }
  | { status: 'duplicate' }
  | { status: 'unknown_session' };

/** A subscription changed at the provider (its portal, a renewal, a trial's end). */
export type SubscriptionChange = {
  eventId: string;
  /** The provider's name for the change, recorded with the event. */
  kind: string;
  providerRef: string;
  status: 'trialing' | 'active' | 'canceled';
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
};

/** A checkout session as a hosted pay page shows it. */
export type PayPageSession = {
  id: string;
  state: 'open' | 'complete' | 'expired' | 'refused';
  refusalReason: RefusalReason | null;
  order: Order;
  language: string | null;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
};

/** What a hosted billing portal shows of a user's plan, characters and invoices. */
export type BillingOverview = {
  subscription: {
    status: 'trialing' | 'active' | 'canceled';
    paid: boolean;
    period: 'month' | 'year' | null;
    unitAmount: number | null;
    currency: Currency | null;
    startDate: Date;
    trialEnd: Date | null;
    periodEnd: Date;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** The latest subscription, live or not, whose refund an "ended" notice reports. */
  latestSubscriptionId: string | null;
  ownedCharacterIds: string[];
  invoices: Array<{
    id: string;
    date: Date;
    lines: Array<{ productId: string; productKind: string; period: string }>;
    amount: number;
    currency: Currency;
    amountRefunded: number;
    /** The refund decision for the characters it bought; null when it bought none. */
    characterRefund: RefundQuote | null;
  }>;
  /** What ending the paid plan now would refund. */
  cancelNowQuote: RefundQuote | null;
};

/** What commerce answers a provider's hosted pages and notifications with. */
export interface PaymentsHost {
  /** Fulfils a paid checkout exactly once, or refuses it (and pays back what the provider took). */
  checkoutPaid(payment: PaidCheckout, log: FastifyBaseLogger): Promise<PaidCheckoutOutcome>;
  subscriptionChanged(change: SubscriptionChange): Promise<void>;
  /** The session for a pay page; an open one for what its user has meanwhile bought is refused first. */
  payPageSession(sessionId: string): Promise<PayPageSession | null>;
  /** Names of the catalogue's products in a language. */
  productNames(language: Language): Promise<(productId: string) => string>;
  billingOverview(userUuid: string): Promise<BillingOverview>;
  /** Stops or resumes the renewal of a plan kept by the built-in checkout. */
  setRenewal(userUuid: string, renew: boolean): Promise<void>;
  /** Ends the paid plan now with the refund the rules give; nothing when none is left. */
  endPlanNow(userUuid: string): Promise<void>;
  refundCharacters(
    userUuid: string,
    invoiceId: string,
  ): Promise<{ ok: true } | { ok: false; reason: NonNullable<RefundQuote['reason']> }>;
  /** The latest refund recorded for a subscription or for an invoice's characters. */
  latestRefund(
    userUuid: string,
    of: { subscriptionId: string } | { invoiceId: string },
  ): Promise<{ amount: number; currency: Currency } | null>;
}
