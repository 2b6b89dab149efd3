import type {
  OneTimeCodesTable,
  RefreshTokensTable,
  TokenFamiliesTable,
  UserIdentitiesTable,
  UsersTable,
} from './tables/accounts';
import type { AudioClipsTable, StorageDeletionsTable } from './tables/audio-clips';
import type {
  CatalogAddonsTable,
  CatalogCharactersTable,
  CatalogFaqTable,
  CatalogPlansTable,
  CatalogPricesTable,
  CatalogTagsTable,
  ContentSeedTable,
  LegalDocumentsTable,
  ReleaseBlocksTable,
  ReleasePagesTable,
} from './tables/catalog';
import type {
  CharacterOwnershipsTable,
  CheckoutSessionsTable,
  FulfilmentEventsTable,
  InvoicesTable,
  PaymentCustomersTable,
  PortalSessionsTable,
  PromotionsTable,
  RefundsTable,
  SubscriptionsTable,
} from './tables/commerce';
import type {
  IdpAccountsTable,
  IdpPasswordResetsTable,
  IdpPayloadsTable,
  IdpThrottleTable,
} from './tables/identity-provider';
import type { CharacterUsesTable, ProjectsTable, ProjectVersionsTable } from './tables/projects';
import type { ServerBootsTable, ServerSecretsTable } from './tables/server';
import type {
  VoucherAddressAttemptsTable,
  VoucherAttemptsTable,
  VoucherRedemptionsTable,
  VouchersTable,
} from './tables/vouchers';

/** Every table, by name, as Kysely sees them; each table's columns live with its area in `tables/`. */
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
  audio_clips: AudioClipsTable;
  storage_deletions: StorageDeletionsTable;
}
