import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { persistentSecret } from '../../../db/secrets';
import { openIdConnectProvider } from '../openid-connect';
import type { IdentityProvider } from '../types';
import { createBuiltinIdp } from './idp-provider';
import { inProcessFetch, inProcessMarker } from './in-process-fetch';
import { createMailer } from './mailer';
import { sweepExpiredPayloads } from './payload-adapter';
import { registerBuiltinIdpRoutes } from './routes';

/** Mounts the built-in provider at /idp and returns the client side of it, used like any OIDC provider. */
export async function builtinIdentityProvider(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    publicUrl: string;
    allowedOrigins: string[];
    /** The sign-in pages, per page. */
    rateLimitPerMinute: number;
    /** The protocol endpoints together, per address. */
    protocolRateLimitPerMinute: number;
    mail: Config['auth']['mail'];
    signUpsPerAddressPerHour: number;
    now: () => Date;
    /** Told after an account's password changed (its subject), so that the app ends that account's sessions. */
    passwordChanged: (subject: string) => Promise<void>;
  },
): Promise<IdentityProvider> {
  const idp = await createBuiltinIdp(options);
  const knownAccountsKey = await persistentSecret(options.db, 'idp_known_accounts_key', async () =>
    randomBytes(32).toString('base64url'),
  );
  const mailer = createMailer({
    smtpUrl: options.mail.smtpUrl,
    outboxDir: options.mail.outboxDir,
    from: `Cantara ID <no-reply@${new URL(options.publicUrl).hostname}>`,
  });
  // The server's own calls to the provider (code exchange, discovery, keys) carry this, so that they
  // never count against the limit of the address they come from (the server itself).
  const inProcess = inProcessMarker();
  await registerBuiltinIdpRoutes(app, {
    idp,
    inProcess,
    protocolRateLimitPerMinute: options.protocolRateLimitPerMinute,
    db: options.db,
    publicUrl: options.publicUrl,
    rateLimitPerMinute: options.rateLimitPerMinute,
    mailer,
    knownAccountsKey,
    signUpsPerAddressPerHour: options.signUpsPerAddressPerHour,
    now: options.now,
    passwordChanged: options.passwordChanged,
  });
  const client = openIdConnectProvider({
    id: 'cantara',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    fetch: inProcessFetch(app, options.publicUrl, inProcess),
  });
  return { ...client, sweepExpired: (at) => sweepExpiredPayloads(options.db, at) };
}
