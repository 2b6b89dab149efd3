import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appTypeQuerySchema,
  handoffResponseSchema,
  identityProviderConfigSchema,
  signInQuerySchema,
  tokenResponseSchema,
} from '../../../../shared/schemas/auth';
import { ApiError } from '../../http/api-error';
import { type IdentityProvider, IdentityProviderError } from '../../providers/identity/types';
import { assertSameOrigin } from './origin-check';
import { presentedRefreshToken, refreshCookie } from './refresh-cookie';
import { type SessionService, tokenResponse } from './session-service';

export type AuthRouteOptions = {
  sessions: SessionService;
  identity: IdentityProvider;
  publicUrl: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
};

/** The identity provider's public settings; its failures as the API's timeout or unavailable errors. */
async function publicProviderConfig(identity: IdentityProvider) {
  try {
    return await identity.publicConfig();
  } catch (error) {
    if (error instanceof IdentityProviderError && error.kind === 'timeout') throw new ApiError('TIMEOUT_ERROR');
    if (error instanceof IdentityProviderError) {
      throw new ApiError('INTERNAL_ERROR', { status: 503, message: 'The sign-in service is unavailable.' });
    }
    throw error;
  }
}

/** Sign-in, refresh, logout, the desktop hand-off and the provider settings the renderer starts sign-in with. */
export function registerAuthRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  registerSignInRoutes(app, options);
  registerSessionRoutes(app, options);
}

const tags = ['auth'];

/** The provider settings the renderer starts sign-in with, and signing in with the code it brings back. */
function registerSignInRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { sessions, identity, allowedOrigins } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookie = refreshCookie(options.publicUrl);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  routes.get(
    '/api/auth/v2/auth/provider',
    {
      schema: {
        tags,
        summary: 'The identity provider the renderer sends visitors to (authorization endpoint, client id, scopes)',
        response: { 200: identityProviderConfigSchema },
      },
      config: { rateLimit },
    },
    async (_request, reply) => {
      const config = await publicProviderConfig(identity);
      reply.header('cache-control', 'private, max-age=300');
      return { data: { auth_provider: identity.id, ...config } };
    },
  );

  routes.post(
    '/api/auth/v2.1/auth',
    {
      schema: {
        tags,
        summary: 'Sign in with an authorization code (or a desktop hand-off code); 201 for a new registration',
        querystring: signInQuerySchema,
        response: { 200: tokenResponseSchema, 201: tokenResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const query = request.query;
      const desktop = query.app_type === 'desktop';
      if (!desktop) assertSameOrigin(request, allowedOrigins);
      const { created, session } = await sessions.signIn(query, request.headers['accept-language']);
      if (!desktop) cookie.set(reply, session.refreshToken);
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send(tokenResponse(session, desktop));
    },
  );
}

/** A session's life after sign-in: refresh, logout (here or everywhere) and the desktop hand-off. */
function registerSessionRoutes(app: FastifyInstance, options: AuthRouteOptions): void {
  const { sessions, allowedOrigins } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookie = refreshCookie(options.publicUrl);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
  routes.post(
    '/api/auth/v2/auth/refresh-token/validation',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token and get a new access token (409 CONFLICTED_TOKEN: retry after 1 s)',
        querystring: appTypeQuerySchema,
        response: { 200: tokenResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const desktop = request.query.app_type === 'desktop';
      if (!desktop) assertSameOrigin(request, allowedOrigins);
      reply.header('cache-control', 'no-store');
      try {
        const session = await sessions.refresh(presentedRefreshToken(request, request.query.app_type));
        if (!desktop) cookie.set(reply, session.refreshToken);
        return tokenResponse(session, desktop);
      } catch (error) {
        if (!desktop && error instanceof ApiError && error.code === 'LOGIN_REQUIRED') cookie.clear(reply);
        throw error;
      }
    },
  );

  routes.delete(
    '/api/auth/v2/auth',
    {
      schema: {
        tags,
        summary: 'Log out: end the session and expire the refresh cookie',
        querystring: appTypeQuerySchema,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const desktop = request.query.app_type === 'desktop';
      if (!desktop) assertSameOrigin(request, allowedOrigins);
      await sessions.logout(presentedRefreshToken(request, request.query.app_type));
      if (!desktop) cookie.clear(reply);
      return reply.status(204).send();
    },
  );

  routes.delete(
    '/api/auth/v2/auth/sessions',
    {
      schema: {
        tags,
        summary: 'Sign out of all devices: end every session of the account, this one included',
        security: [{ bearer: [] }],
        querystring: appTypeQuerySchema,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const desktop = request.query.app_type === 'desktop';
      if (!desktop) assertSameOrigin(request, allowedOrigins);
      const user = await app.requireUser(request);
      await sessions.endAllSessions(user.uuid, 'signed_out_everywhere');
      if (!desktop) cookie.clear(reply);
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/auth/v2/auth/handoff',
    {
      schema: {
        tags,
        summary: 'A one-time code (60 s) that signs the desktop app in as the current user',
        security: [{ bearer: [] }],
        response: { 201: handoffResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await sessions.createHandoff(user.uuid) });
    },
  );
}
