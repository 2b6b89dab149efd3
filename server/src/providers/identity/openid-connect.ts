import * as client from 'openid-client';
import { LOGIN_SCOPES, SIGN_IN_EXCHANGE_TIMEOUT_MS } from '../../../../shared/accounts';
import type { IdentityProviderId } from '../../../../shared/schemas/auth';
import {
  type IdentityProvider,
  IdentityProviderError,
  type IdentityProviderPublicConfig,
  type VerifiedIdentity,
} from './types';

export type OpenIdConnectOptions = {
  id: IdentityProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Replaces the network (the built-in provider is called in-process). */
  fetch?: client.CustomFetch;
};

function classify(error: unknown): IdentityProviderError {
  if (error instanceof IdentityProviderError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new IdentityProviderError('timeout', 'The identity provider did not answer in time.', { cause: error });
  }
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
    return new IdentityProviderError('rejected', error.error_description ?? error.error, { cause: error });
  }
  if (error instanceof TypeError) {
    return new IdentityProviderError('unavailable', 'The identity provider could not be reached.', { cause: error });
  }
  return new IdentityProviderError('rejected', (error as Error)?.message ?? 'Sign-in was rejected.', { cause: error });
}

/** Any OpenID Connect provider, found by discovery and used through openid-client (code flow, PKCE S256). */
export function openIdConnectProvider(options: OpenIdConnectOptions): IdentityProvider {
  let discovered: Promise<client.Configuration> | null = null;

  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        { client_secret: options.clientSecret },
        client.ClientSecretPost(options.clientSecret),
        {
          timeout: SIGN_IN_EXCHANGE_TIMEOUT_MS / 1000,
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
          ...(new URL(options.issuer).protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw classify(error);
      });
    return discovered;
  };

  return {
    id: options.id,

    async publicConfig(): Promise<IdentityProviderPublicConfig> {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.authorization_endpoint) {
        throw new IdentityProviderError('unavailable', 'The provider has no authorization endpoint.');
      }
      return {
        authorization_endpoint: metadata.authorization_endpoint,
        client_id: options.clientId,
        scope: LOGIN_SCOPES,
      };
    },

    async exchangeCode({ code, redirectUri, codeVerifier }): Promise<VerifiedIdentity> {
      try {
        const config = await configuration();
        const callback = new URL(redirectUri);
        callback.search = '';
        callback.hash = '';
        callback.searchParams.set('code', code);
        const metadata = config.serverMetadata();
        // The renderer passes the code on; the issuer it came from is the one configured here.
        if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new IdentityProviderError('rejected', 'No ID token was returned.');
        let email = typeof claims.email === 'string' ? claims.email : undefined;
        let name = typeof claims.name === 'string' ? claims.name : undefined;
        let verified = claims.email_verified;
        if (!email || !name) {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          email ??= info.email;
          name ??= info.name;
          verified ??= info.email_verified;
        }
        if (!email || verified === false) {
          throw new IdentityProviderError('rejected', 'The account has no verified email address.');
        }
        return { provider: options.id, subject: claims.sub, email, name: name?.trim() || email.split('@')[0] || email };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
