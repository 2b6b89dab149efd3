import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A minimal cookie jar for driving the built-in identity provider through inject(). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export const REDIRECT_URI = 'http://localhost:8080/';

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url').slice(0, 64);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

type AccountChoice = { email: string; name: string } | { accountId: string };

/**
 * Goes through the built-in provider's real pages: authorization request, account chooser, create or
 * choose an account, and returns the authorization code with the PKCE verifier that redeems it.
 */
export async function authorizeThroughIdp(
  app: FastifyInstance,
  choice: AccountChoice,
  options: { jar?: CookieJar; redirectUri?: string } = {},
): Promise<{ code: string; verifier: string; state: string; chooserHtml: string }> {
  const jar = options.jar ?? new CookieJar();
  const redirectUri = options.redirectUri ?? REDIRECT_URI;
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(12).toString('base64url').slice(0, 16);
  const headers = () => ({ host: 'localhost:8080', cookie: jar.header() });
  const query = new URLSearchParams({
    client_id: 'cantara-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
  });
  const start = await app.inject({ method: 'GET', url: `/idp/auth?${query}`, headers: headers() });
  jar.store(start);
  const interaction = new URL(String(start.headers.location), 'http://localhost:8080').pathname;
  if (!interaction.startsWith('/idp/interaction/')) throw new Error(`Unexpected redirect ${start.headers.location}`);

  const page = await app.inject({ method: 'GET', url: interaction, headers: headers() });
  jar.store(page);
  const submit: { url: string; form: Record<string, string> } =
    'accountId' in choice
      ? { url: `${interaction}/select`, form: { account_id: choice.accountId } }
      : { url: `${interaction}/create`, form: { email: choice.email, name: choice.name } };
  const chosen = await app.inject({
    method: 'POST',
    url: submit.url,
    headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(submit.form).toString(),
  });
  jar.store(chosen);
  if (chosen.statusCode !== 303) throw new Error(`Choosing an account failed: ${chosen.statusCode} ${chosen.body}`);

  let location = String(chosen.headers.location);
  for (let hop = 0; hop < 5 && !location.startsWith(`${redirectUri}?`); hop += 1) {
    const next = await app.inject({
      method: 'GET',
      url: new URL(location, 'http://localhost:8080').pathname + new URL(location, 'http://localhost:8080').search,
      headers: headers(),
    });
    jar.store(next);
    location = String(next.headers.location);
  }
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${location}`);
  if (callback.searchParams.get('state') !== state) throw new Error('State was not returned');
  return { code, verifier, state, chooserHtml: page.body };
}

/** Signs in through the provider and the sign-in call; returns the answer and the refresh cookie. */
export async function signIn(app: FastifyInstance, choice: AccountChoice) {
  const { code, verifier } = await authorizeThroughIdp(app, choice);
  const query = new URLSearchParams({
    auth_provider: 'cantara',
    code,
    app_type: 'web',
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  const response = await app.inject({ method: 'POST', url: `/api/auth/v2.1/auth?${query}` });
  const jar = new CookieJar();
  jar.store(response);
  return { response, refreshCookie: jar.get('refresh_token'), accessToken: response.json().access_token as string };
}
