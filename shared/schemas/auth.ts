import { z } from 'zod/mini';
import { dataEnvelope } from './common';

/** Identity providers the sign-in call accepts; `handoff` exchanges a desktop hand-off code. */
export const IDENTITY_PROVIDERS = ['google', 'cantara'] as const;
export type IdentityProviderId = (typeof IDENTITY_PROVIDERS)[number];

export const APP_TYPES = ['web', 'desktop'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** RFC 7636: 43 to 128 unreserved characters. */
const codeVerifier = z.string().check(z.regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'must be 43-128 unreserved characters'));

export const signInQuerySchema = z
  .object({
    auth_provider: z.enum([...IDENTITY_PROVIDERS, 'handoff']),
    code: z.string().check(z.minLength(1), z.maxLength(2048)),
    app_type: z._default(z.enum(APP_TYPES), 'web'),
    redirect_uri: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(2048))),
    code_verifier: z.optional(codeVerifier),
  })
  .check(
    z.refine((query) => query.auth_provider === 'handoff' || Boolean(query.redirect_uri && query.code_verifier), {
      message: 'redirect_uri and code_verifier are required',
      path: ['code_verifier'],
    }),
    z.refine((query) => query.auth_provider !== 'handoff' || query.app_type === 'desktop', {
      message: 'a hand-off code is exchanged by the desktop app only',
      path: ['app_type'],
    }),
  );
export type SignInQuery = z.infer<typeof signInQuerySchema>;

export const appTypeQuerySchema = z.object({ app_type: z._default(z.enum(APP_TYPES), 'web') });

/** Sign-in and refresh answer: an access token; the desktop app also gets its refresh token here. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
  refresh_token: z.optional(z.string()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** What the renderer needs to start the authorization-code flow with the active provider. */
export const identityProviderConfigSchema = dataEnvelope(
  z.object({
    auth_provider: z.enum(IDENTITY_PROVIDERS),
    authorization_endpoint: z.string(),
    client_id: z.string(),
    scope: z.string(),
  }),
);
export type IdentityProviderConfig = z.infer<typeof identityProviderConfigSchema>['data'];

export const handoffResponseSchema = dataEnvelope(z.object({ code: z.string(), expires_in: z.int() }));
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;

/** Sign-out's answer: 204, no body. */
export const noContentSchema = z.undefined();
