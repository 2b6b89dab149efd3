import type { Generated } from 'kysely';
import type { JsonColumn, Timestamp } from './columns';

/* The vouchers module's tables. */

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
