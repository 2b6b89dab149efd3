import { randomBytes } from 'node:crypto';
import type { PaymentsProvider } from '../types';
import { type BuiltinPaymentsDeps, hashToken, PORTAL_SESSION_TTL_MS } from './portal-sessions';
import { registerBillingPages } from './routes';

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
