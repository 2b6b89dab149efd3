import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../modules/context';
import { builtinIdentityProvider } from './builtin';
import { openIdConnectProvider } from './openid-connect';
import type { IdentityEvents, IdentityProvider } from './types';

/** Google when a Google client is configured, otherwise the built-in provider mounted at /idp. */
export async function selectIdentityProvider(
  app: FastifyInstance,
  context: ModuleContext,
  events: IdentityEvents,
): Promise<IdentityProvider> {
  const { google, allowedOrigins, rateLimitPerMinute, idpRateLimitPerMinute, mail, signUpsPerAddressPerHour } =
    context.config.auth;
  if (google) {
    return openIdConnectProvider({
      id: 'google',
      issuer: google.issuer,
      clientId: google.clientId,
      clientSecret: google.clientSecret,
    });
  }
  return builtinIdentityProvider(app, {
    db: context.db,
    publicUrl: context.config.publicUrl,
    allowedOrigins,
    rateLimitPerMinute: rateLimitPerMinute * 5,
    protocolRateLimitPerMinute: idpRateLimitPerMinute,
    mail,
    signUpsPerAddressPerHour,
    now: context.now,
    passwordChanged: (subject) => events.passwordChanged('cantara', subject),
  });
}
