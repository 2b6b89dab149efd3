import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ServerBootsTable {
  id: Generated<number>;
  booted_at: Timestamp;
  version: string;
}

/** Secrets the server generates once and keeps (signing keys, cookie keys). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface UsersTable {
  uuid: string;
  email: string;
  name: string;
  /** Storage key of the 96x96 avatar, when one was uploaded. */
  image_key: string | null;
  theme: Generated<string>;
  preferred_language: Generated<string>;
  mailing_list: Generated<boolean>;
  ad_mailing_list: Generated<boolean>;
  ad_mailing_date: Timestamp | null;
  register_date: Timestamp;
  over_14: Generated<boolean>;
  terms_of_service: number | null;
  privacy_policy: number | null;
  deactivated_at: Timestamp | null;
}

/** Which identity-provider subject signs in as which user. */
export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_uuid: string;
  created_at: Timestamp;
}

/** One sign-in session: every refresh token rotated from one sign-in belongs to its family. */
export interface TokenFamiliesTable {
  id: string;
  user_uuid: string;
  app_type: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
}

/** One-time codes (desktop hand-off, account restore), stored as hashes. */
export interface OneTimeCodesTable {
  code_hash: string;
  user_uuid: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Accounts of the built-in identity provider. */
export interface IdpAccountsTable {
  id: string;
  email: string;
  name: string;
  created_at: Timestamp;
  /** `scrypt$N$r$p$salt$hash`; null for accounts made before passwords (they set one through a reset). */
  password_hash: string | null;
  password_changed_at: Timestamp | null;
}

/** Single-use password-reset links of the built-in identity provider, stored as SHA-256 hashes. */
export interface IdpPasswordResetsTable {
  token_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Counters that throttle sign-in, sign-up and reset requests, keyed by account or address. */
export interface IdpThrottleTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/** What oidc-provider stores (sessions, interactions, codes, grants), one row per model and id. */
export interface IdpPayloadsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface Database {
  server_boots: ServerBootsTable;
  server_secrets: ServerSecretsTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  handoff_codes: OneTimeCodesTable;
  activation_codes: OneTimeCodesTable;
  idp_accounts: IdpAccountsTable;
  idp_payloads: IdpPayloadsTable;
  idp_password_resets: IdpPasswordResetsTable;
  idp_throttle: IdpThrottleTable;
  catalog_tags: CatalogTagsTable;
  catalog_characters: CatalogCharactersTable;
  catalog_plans: CatalogPlansTable;
  catalog_addons: CatalogAddonsTable;
  catalog_prices: CatalogPricesTable;
  catalog_faq: CatalogFaqTable;
  release_pages: ReleasePagesTable;
  release_blocks: ReleaseBlocksTable;
  legal_documents: LegalDocumentsTable;
  content_seed: ContentSeedTable;
  payment_customers: PaymentCustomersTable;
  checkout_sessions: CheckoutSessionsTable;
  fulfilment_events: FulfilmentEventsTable;
  subscriptions: SubscriptionsTable;
  character_ownerships: CharacterOwnershipsTable;
  invoices: InvoicesTable;
  portal_sessions: PortalSessionsTable;
  promotions: PromotionsTable;
  vouchers: VouchersTable;
  voucher_redemptions: VoucherRedemptionsTable;
  voucher_attempts: VoucherAttemptsTable;
  voucher_address_attempts: VoucherAddressAttemptsTable;
  projects: ProjectsTable;
  project_versions: ProjectVersionsTable;
  character_uses: CharacterUsesTable;
  refunds: RefundsTable;
}

type Json<T> = ColumnType<T, string, string>;
type Localized = { en: string; ko: string; ja: string };

export interface CatalogTagsTable {
  id: string;
  position: number;
  text_content: Json<Localized>;
}

export interface CatalogCharactersTable {
  id: string;
  slug: string;
  position: number;
  vendor: string;
  voice_provider: string;
  color: string;
  tags: Json<string[]>;
  text_content: Json<Record<'en' | 'ko' | 'ja', Record<string, string>>>;
}

export interface CatalogPlansTable {
  id: string;
  position: number;
  text_content: Json<Localized>;
  trial_days: number;
  contact_only: boolean;
}

export interface CatalogAddonsTable {
  uuid: string;
  character_id: string;
  position: number;
  is_free: boolean;
}

export interface CatalogPricesTable {
  product_id: string;
  product_kind: 'plan' | 'addon';
  period: 'month' | 'year' | 'permanent';
  currency: 'usd' | 'krw' | 'jpy';
  lookup_key: string | null;
  regular: number;
  current: number;
}

export interface CatalogFaqTable {
  id: string;
  position: number;
  t: boolean;
  q: Json<Localized>;
  a: Json<Localized>;
}

export interface ReleasePagesTable {
  id: string;
  language: string;
  status: string;
  date: string;
  page: Json<unknown>;
}

export interface ReleaseBlocksTable {
  page_id: string;
  position: number;
  id: string;
  block: Json<unknown>;
}

export interface LegalDocumentsTable {
  page: string;
  language: string;
  html: string;
}

export interface ContentSeedTable {
  id: number;
  content_hash: string;
  seeded_at: Timestamp;
}

type JsonColumn<T> = ColumnType<T, string, string>;

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

export interface VouchersTable {
  code: string;
  kind: 'plan' | 'addon';
  plan_id: string | null;
  addon_uuid: string | null;
  days: number | null;
  text_content: JsonColumn<{ en: string; ko: string; ja: string }>;
  max_redemptions: number | null;
  redeemed_count: Generated<number>;
  expires_at: Timestamp | null;
  created_at: Timestamp;
}

export interface VoucherRedemptionsTable {
  voucher_code: string;
  user_uuid: string;
  redeemed_at: Timestamp;
  end_datetime: Timestamp | null;
}

/** Wrong voucher codes per user in the current window, and the lock they lead to. */
export interface VoucherAttemptsTable {
  user_uuid: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/** Wrong voucher codes per client address (any account), and the lock they lead to. */
export interface VoucherAddressAttemptsTable {
  address: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

/**
 * Cloud projects of the studio (owned by the projects module): what the list shows and a save
 * checks. The current document is the project_versions row of `version`.
 */
export interface ProjectsTable {
  id: string;
  user_uuid: string;
  title: string;
  /** 4-letter ids of the characters its tracks sing with. */
  character_ids: Json<string[]>;
  /** [track id, character id] of each track: what a save may keep without the character being available. */
  track_characters: Json<Array<[string, string]>>;
  track_count: number;
  note_count: number;
  /** Goes up by one with every save; `If-Match` names the version a save was based on. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while the project is in the trash; purged 30 days later. */
  deleted_at: Timestamp | null;
}

/** The documents of the last saves of each project (the newest is the current document). */
export interface ProjectVersionsTable {
  project_id: string;
  version: number;
  saved_at: Timestamp;
  title: string;
  track_count: number;
  note_count: number;
  /** The project document (shared/studio/document.ts) as JSON text: versions saved before document_gzip. */
  document: string | null;
  /** The gzip of the document's JSON, validated before it is stored. */
  document_gzip: Uint8Array | null;
}

/** When a saved project of the user last had a track singing with the character. */
export interface CharacterUsesTable {
  user_uuid: string;
  character_id: string;
  last_used_at: Timestamp;
}
