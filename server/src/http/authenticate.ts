import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** The signed-in account behind a request's Bearer access token. */
export type AuthenticatedUser = { uuid: string };

/** Checks an access token; null when it is missing, expired, forged or its account is gone. */
export type AccessTokenVerifier = (token: string) => Promise<AuthenticatedUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user, or LOGIN_REQUIRED (401). */
    requireUser(request: FastifyRequest): Promise<AuthenticatedUser>;
    /** The signed-in user when a valid token came with the request, else null. */
    optionalUser(request: FastifyRequest): Promise<AuthenticatedUser | null>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Installs requireUser/optionalUser on the app with the given verifier. */
export function installAuthentication(app: FastifyInstance, verify: AccessTokenVerifier): void {
  const optionalUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? verify(token) : null;
  };
  app.decorate('optionalUser', optionalUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await optionalUser(request);
    if (!user) throw new ApiError('LOGIN_REQUIRED');
    return user;
  });
}
