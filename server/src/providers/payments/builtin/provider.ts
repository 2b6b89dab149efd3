import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentsProvider } from '../types';
import { registerBillingPages } from './routes';

export const PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type BuiltinPaymentsDeps = {
  db: Kysely<Database>;
  now: () => Date;
};

/**
 * The embedded default: checkout and billing portal are pages of this server. Subscriptions live in
 * our database only, so extending one (a voucher) needs nothing from a provider.
 */
export function createBuiltinPayments(deps: BuiltinPaymentsDeps): PaymentsProvider {
  const provider: PaymentsProvider = {
    kind: 'builtin',
    async openCheckout(input) {
      return { redirectUrl: `${input.origin}/billing/checkout/${input.sessionId}`, providerRef: null };
    },
    // The built-in pay page reads the session's status from our database: nothing to close elsewhere.
    async expireCheckout() {},
    async previewInvoice() {
      return null;
    },
    async openPortal(input) {
      const token = randomBytes(32).toString('base64url');
      await deps.db
        .insertInto('portal_sessions')
        .values({
          token_hash: hashToken(token),
          user_uuid: input.userUuid,
          return_url: input.returnUrl,
          language: input.language,
          expires_at: new Date(deps.now().getTime() + PORTAL_SESSION_TTL_MS),
        })
        .execute();
      return { redirectUrl: `${input.origin}/billing/portal/${token}` };
    },
    async extendSubscription() {},
    // Test cards charge nothing real: the refund is the record commerce keeps on the invoice.
    async refund() {
      return { providerRef: null };
    },
    async cancelSubscriptionNow() {},
    async registerRoutes(app, host) {
      await registerBillingPages(app, deps, host);
    },
  };
  return provider;
}
