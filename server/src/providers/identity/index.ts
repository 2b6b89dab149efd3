import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { builtinIdentityProvider } from './builtin';
import type { IdentityEvents } from './events';
import { openIdConnectProvider } from './openid-connect';
import type { IdentityProvider } from './types';

/** Google when a Google client is configured, otherwise the built-in provider mounted at /idp. */
export async function selectIdentityProvider(
  app: FastifyInstance,
  config: Config,
  deps: { db: Kysely<Database>; now: () => Date; events: IdentityEvents },
): Promise<IdentityProvider> {
  const { google, allowedOrigins, rateLimitPerMinute, idpRateLimitPerMinute, mail, signUpsPerAddressPerHour } =
    config.auth;
  if (google) {
    return openIdConnectProvider({
      id: 'google',
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
    });
  }
  return builtinIdentityProvider(app, {
    db: deps.db,
    publicUrl: config.publicUrl,
    allowedOrigins,
    rateLimitPerMinute: rateLimitPerMinute * 5,
    protocolRateLimitPerMinute: idpRateLimitPerMinute,
    mail,
    signUpsPerAddressPerHour,
    now: deps.now,
    passwordChanged: (subject) => deps.events.passwordChanged('cantara', subject),
  });
}
