import { LOGIN_PROMPT } from './accounts';
import type { Language } from './languages';
import type { IdentityProviderConfig } from './schemas/auth';

/** The provider calls back to the site root; the stored redirect target decides where to go next. */
export function callbackUrl(origin: string): string {
  return `${origin}/`;
}

/** The authorization request of spec section 4: code flow, PKCE S256, the three scopes, select_account. */
export function authorizationUrl(
  provider: IdentityProviderConfig,
  request: { state: string; codeChallenge: string; redirectUri: string; language: Language },
): string {
  const url = new URL(provider.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.client_id,
    redirect_uri: request.redirectUri,
    scope: provider.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    prompt: LOGIN_PROMPT,
    ui_locales: request.language,
  }).toString();
  return url.toString();
}
