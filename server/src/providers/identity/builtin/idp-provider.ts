import { randomBytes } from 'node:crypto';
import { base64url, exportJWK, generateKeyPair } from 'jose';
import type { Kysely } from 'kysely';
import Provider, { type Configuration, interactionPolicy, type JWK } from 'oidc-provider';
import { LOGIN_SCOPES } from '../../../../../shared/accounts';
import type { Database } from '../../../db/schema';
import { persistentSecret } from '../../../db/secrets';
import { idpAccounts } from './accounts-repo';
import { renderErrorPage } from './pages';
import { PayloadAdapter } from './payload-adapter';
import { pageLanguage, translate } from './strings';

export const IDP_MOUNT_PATH = '/idp';
export const IDP_CLIENT_ID = 'cantara-web';

export type BuiltinIdpOptions = {
  db: Kysely<Database>;
  /** PUBLIC_URL: the issuer is `${publicUrl}/idp`. */
  publicUrl: string;
  /** The site's origins; each origin's root is a registered redirect URI. */
  allowedOrigins: string[];
};

export type BuiltinIdp = { provider: Provider; issuer: string; clientId: string; clientSecret: string };

/** The signing key of ID tokens, generated once and kept, so that restarts do not break sessions. */
async function signingKey(db: Kysely<Database>): Promise<JWK> {
  const stored = await persistentSecret(db, 'idp_signing_jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, alg: 'RS256', use: 'sig', kid: base64url.encode(randomBytes(8)) });
  });
  return JSON.parse(stored) as JWK;
}

/** prompt=select_account is honoured: it always shows the account chooser. */
function interactionPrompts() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

/** A real OpenID Connect provider (oidc-provider) standing in for Google when no Google client is configured. */
export async function createBuiltinIdp(options: BuiltinIdpOptions): Promise<BuiltinIdp> {
  const { db, publicUrl, allowedOrigins } = options;
  const issuer = `${publicUrl}${IDP_MOUNT_PATH}`;
  const [jwk, cookieKey, clientSecret] = await Promise.all([
    signingKey(db),
    persistentSecret(db, 'idp_cookie_key', async () => base64url.encode(randomBytes(32))),
    persistentSecret(db, 'idp_client_secret', async () => base64url.encode(randomBytes(32))),
  ]);
  const accounts = idpAccounts(db);

  const configuration: Configuration = {
    adapter: (model: string) => new PayloadAdapter(db, model),
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: allowedOrigins.map((origin) => `${origin}/`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: {
      keys: [cookieKey],
      long: { httpOnly: true, sameSite: 'lax', path: IDP_MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax', path: IDP_MOUNT_PATH },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: LOGIN_SCOPES.split(' '),
    // The ID token carries email and name, so the client needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    interactions: {
      url: (_ctx, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}`,
      policy: interactionPrompts(),
    },
    // Cantara is the only client and first party: the scopes it asks for are granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = await accounts.find(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    renderError: async (ctx) => {
      const language = pageLanguage(undefined, ctx.get('accept-language'));
      ctx.type = 'html';
      ctx.body = renderErrorPage({ t: translate(language), language, homeUrl: `${publicUrl}/landing` });
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  return { provider, issuer, clientId: IDP_CLIENT_ID, clientSecret };
}
