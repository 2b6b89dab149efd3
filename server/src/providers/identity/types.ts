import type { IdentityProviderId } from '../../../../shared/schemas/auth';

/** Who the identity provider says signed in. */
export type VerifiedIdentity = {
  provider: IdentityProviderId;
  subject: string;
  email: string;
  name: string;
};

/** What the renderer needs to send a visitor to the provider's authorization endpoint. */
export type IdentityProviderPublicConfig = {
  authorization_endpoint: string;
  client_id: string;
  scope: string;
};

/** An OpenID Connect identity provider used through the authorization-code flow with PKCE. */
export interface IdentityProvider {
  readonly id: IdentityProviderId;
  publicConfig(): Promise<IdentityProviderPublicConfig>;
  /** Redeems an authorization code with its PKCE verifier and returns the verified identity. */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<VerifiedIdentity>;
  /** Deletes what a provider kept here and no longer needs (the built-in one's expired sessions and grants). */
  sweepExpired?(at: Date): Promise<void>;
}

/** Why an exchange failed: the provider refused, did not answer in time, or could not be reached. */
export class IdentityProviderError extends Error {
  constructor(
    readonly kind: 'rejected' | 'timeout' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdentityProviderError';
  }
}
