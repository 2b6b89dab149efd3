import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { createBuiltinPayments } from './builtin/provider';
import { createStripePayments } from './stripe/provider';
import type { PaymentsProvider } from './types';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in checkout. */
export function selectPaymentsProvider(
  config: Config,
  deps: { db: Kysely<Database>; now: () => Date },
): PaymentsProvider {
  const stripe = config.payments.stripe;
  if (stripe) {
    return createStripePayments({
      db: deps.db,
      now: deps.now,
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.apiBase,
    });
  }
  return createBuiltinPayments(deps);
}
