import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/* The accounts module's tables: users, their identities, sessions and one-time codes. */

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
