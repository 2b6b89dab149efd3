import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { selectIdentityProvider } from './identity';
import { IdentityEvents } from './identity/events';
import type { IdentityProvider } from './identity/types';
import { selectPaymentsProvider } from './payments';
import type { PaymentsProvider } from './payments/types';
import { createReleaseNotesProvider, type ReleaseNotesProvider } from './release-notes';
import { selectFileStorage } from './storage';
import type { FileStorage } from './storage/types';

/** Every outside system the modules use, each behind its interface, chosen once from the configuration. */
export type Providers = {
  identity: IdentityProvider;
  /** Where the identity provider reports what happened to its accounts. */
  identityEvents: IdentityEvents;
  payments: PaymentsProvider;
  storage: FileStorage;
  releaseNotes: ReleaseNotesProvider;
};

/** The embedded defaults unless the configuration names a real system (Google, Stripe, S3, Notion). */
export async function selectProviders(
  app: FastifyInstance,
  config: Config,
  deps: { db: Kysely<Database>; now: () => Date },
): Promise<Providers> {
  const identityEvents = new IdentityEvents();
  return {
    identity: await selectIdentityProvider(app, config, { ...deps, events: identityEvents }),
    identityEvents,
    payments: selectPaymentsProvider(config, deps),
    storage: await selectFileStorage(config),
    releaseNotes: createReleaseNotesProvider(config, deps.db),
  };
}
