import { SIGN_IN_EXCHANGE_TIMEOUT_MS } from '../../../shared/accounts';
import type { IdentityProviderConfig, IdentityProviderId, TokenResponse } from '../../../shared/schemas/auth';
import { apiRequest, apiResponse } from './client';

/**
 * The answers' schemas load with the first answer to check: every page's sign-in check runs these
 * calls, and a signed-out visitor's refresh check (a 401) needs no schema at all.
 */
const schemas = () => import('../../../shared/schemas/auth');
const tokenResponseSchema = async () => (await schemas()).tokenResponseSchema;

let providerConfig: Promise<IdentityProviderConfig> | null = null;

/** Where to send the visitor to sign in (Google or the built-in provider); asked once per page load. */
export function fetchIdentityProvider(): Promise<IdentityProviderConfig> {
  providerConfig ??= apiRequest('/api/auth/v2/auth/provider', {
    schema: async () => (await schemas()).identityProviderConfigSchema,
  })
    .then((response) => response.data)
    .catch((error: unknown) => {
      providerConfig = null;
      throw error;
    });
  return providerConfig;
}

/** Exchanges the authorization code; `created` is true for a new registration (201). */
export async function exchangeAuthorizationCode(input: {
  provider: IdentityProviderId;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}): Promise<{ token: TokenResponse; created: boolean }> {
  const { status, data } = await apiResponse('/api/auth/v2.1/auth', {
    method: 'POST',
    query: {
      auth_provider: input.provider,
      code: input.code,
      app_type: 'web',
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    },
    schema: tokenResponseSchema,
    timeoutMs: SIGN_IN_EXCHANGE_TIMEOUT_MS,
  });
  return { token: data, created: status === 201 };
}

/** Rotates the refresh cookie and returns a fresh access token. */
export function validateRefreshToken(): Promise<TokenResponse> {
  return apiRequest('/api/auth/v2/auth/refresh-token/validation', { method: 'POST', schema: tokenResponseSchema });
}

export function logoutRequest(): Promise<undefined> {
  return apiRequest('/api/auth/v2/auth', { method: 'DELETE', schema: async () => (await schemas()).noContentSchema });
}

/** Ends every session of the account, on every device, this one included. */
export function endAllSessionsRequest(accessToken: string, appType: 'web' | 'desktop'): Promise<undefined> {
  return apiRequest('/api/auth/v2/auth/sessions', {
    method: 'DELETE',
    accessToken,
    query: { app_type: appType },
    schema: async () => (await schemas()).noContentSchema,
  });
}

/** A one-time code the desktop app exchanges for its own session, and how many seconds it is valid. */
export async function createHandoffCode(accessToken: string): Promise<{ code: string; expiresIn: number }> {
  const response = await apiRequest('/api/auth/v2/auth/handoff', {
    method: 'POST',
    accessToken,
    schema: async () => (await schemas()).handoffResponseSchema,
  });
  return { code: response.data.code, expiresIn: response.data.expires_in };
}

/** Restores a deactivated account with the code its sign-in returned, and signs it in. */
export function activateAccount(code: string): Promise<TokenResponse> {
  return apiRequest(`/api/auth/v2/user/activation/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    schema: tokenResponseSchema,
  });
}
