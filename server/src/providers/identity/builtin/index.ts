import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { openIdConnectProvider } from '../openid-connect';
import type { IdentityProvider } from '../types';
import { createBuiltinIdp } from './idp-provider';
import { inProcessFetch } from './in-process-fetch';
import { registerBuiltinIdpRoutes } from './routes';

/** Mounts the built-in provider at /idp and returns the client side of it, used like any OIDC provider. */
export async function builtinIdentityProvider(
  app: FastifyInstance,
  options: { db: Kysely<Database>; publicUrl: string; allowedOrigins: string[]; rateLimitPerMinute: number },
): Promise<IdentityProvider> {
  const idp = await createBuiltinIdp(options);
  await registerBuiltinIdpRoutes(app, {
    idp,
    db: options.db,
    publicUrl: options.publicUrl,
    rateLimitPerMinute: options.rateLimitPerMinute,
  });
  return openIdConnectProvider({
    id: 'cantara',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    fetch: inProcessFetch(app, options.publicUrl),
  });
}
