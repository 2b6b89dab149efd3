import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns';

/* The built-in identity provider's tables. */

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
