import type { Generated } from 'kysely';
import type { JsonColumn, Timestamp } from './columns';

/* The commerce module's tables: checkouts, subscriptions, ownership, invoices, refunds, promotions. */

/** The customer record a payment provider keeps for a user (Stripe customer id). */
export interface PaymentCustomersTable {
  user_uuid: string;
  provider: string;
  customer_ref: string;
}

export interface CheckoutSessionsTable {
  id: string;
  user_uuid: string;
  provider: string;
  provider_ref: string | null;
  /** Hash of what was asked for: the same request while a session is open returns that session. */
  fingerprint: string;
  mode: 'subscription' | 'payment';
  currency: string;
  /** The order priced from the catalogue when the session was opened. */
  order: JsonColumn<unknown>;
  amount_subtotal: number;
  amount_discount: number;
  amount_total: number;
  promo_code: string | null;
  status: 'open' | 'complete' | 'expired' | 'refused';
  /** Sorted lookup keys of the order: one open session per user and item set. */
  items_key: string | null;
  /** Why a paid session granted nothing: what it sells was already owned or held. */
  refusal_reason: 'already_owned' | 'plan_held' | null;
  /** The provider's refund of a refused session whose money was already taken (Stripe). */
  refund_ref: string | null;
  language: string;
  success_url: string;
  cancel_url: string;
  /** Where the provider's checkout page is, once it has been opened. */
  redirect_url: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

/** Every fulfilment event handled once: a repeated event id finds its row and grants nothing. */
export interface FulfilmentEventsTable {
  event_id: string;
  kind: string;
  processed_at: Timestamp;
}

export interface SubscriptionsTable {
  id: string;
  user_uuid: string;
  plan_id: string;
  source: 'builtin' | 'stripe' | 'voucher';
  paid: boolean;
  lookup_key: string | null;
  period: 'month' | 'year' | null;
  currency: string | null;
  unit_amount: number | null;
  status: 'trialing' | 'active' | 'canceled';
  start_date: Timestamp;
  trial_end: Timestamp | null;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  ended_at: Timestamp | null;
  checkout_session_id: string | null;
  provider_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CharacterOwnershipsTable {
  user_uuid: string;
  addon_uuid: string;
  source: 'purchase' | 'voucher' | 'free';
  source_ref: string | null;
  granted_at: Timestamp;
}

export type InvoiceLine = {
  product_id: string;
  product_kind: 'plan' | 'addon';
  period: string;
  amount: number;
  discount: number;
};

export interface InvoicesTable {
  id: string;
  user_uuid: string;
  subscription_id: string | null;
  checkout_session_id: string | null;
  lines: JsonColumn<InvoiceLine[]>;
  currency: string;
  amount_due: number;
  status: string;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  created_at: Timestamp;
  amount_refunded: Generated<number>;
  refunded_at: Timestamp | null;
  /** The provider's payment behind the invoice (a Stripe PaymentIntent), when it told us. */
  payment_ref: Generated<string | null>;
}

/** One refund of an invoice's characters or plan period (at most one of each kind per invoice). */
export interface RefundsTable {
  id: string;
  user_uuid: string;
  invoice_id: string | null;
  subscription_id: string | null;
  kind: 'characters' | 'subscription';
  amount: number;
  currency: string;
  rule: string;
  provider_ref: string | null;
  created_at: Timestamp;
}

export interface PortalSessionsTable {
  token_hash: string;
  user_uuid: string;
  return_url: string;
  language: string;
  expires_at: Timestamp;
}

export interface PromotionsTable {
  code: string;
  percent_off: number;
  applies_to: JsonColumn<string[] | null> | null;
  expires_at: Timestamp | null;
  active: Generated<boolean>;
  created_at: Timestamp;
}
