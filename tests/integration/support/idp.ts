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

  set(name: string, value: string): void {
    this.cookies.set(name, value);
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

/** The password the helpers give every account they create (it follows the strength rules). */
export const TEST_PASSWORD = 'Cantara-test-2024!';

type AccountChoice = { email: string; name: string; password?: string } | { accountId: string; password?: string };

const HOST = 'localhost:8080';

/** Starts an authorization request (prompt=select_account) and returns the interaction page's path. */
export async function startInteraction(
  app: FastifyInstance,
  jar: CookieJar,
  options: {
    redirectUri?: string;
    extra?: Record<string, string>;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(12).toString('base64url').slice(0, 16);
  const query = new URLSearchParams({
    client_id: 'cantara-web',
    response_type: 'code',
    redirect_uri: options.redirectUri ?? REDIRECT_URI,
    scope: 'openid email profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account',
    ...options.extra,
  });
  const start = await app.inject({
    method: 'GET',
    url: `/idp/auth?${query}`,
    // An address of its own unless given: suites start many sign-ins, each under the per-address limit.
    remoteAddress: options.remoteAddress ?? `10.${randomBytes(3).join('.')}`,
    headers: { host: HOST, cookie: jar.header(), ...options.headers },
  });
  jar.store(start);
  const interaction = new URL(String(start.headers.location), `http://${HOST}`).pathname;
  if (!interaction.startsWith('/idp/interaction/')) throw new Error(`Unexpected redirect ${start.headers.location}`);
  return { interaction, verifier, state };
}

/** Posts a form of the provider's pages with the jar's cookies (and keeps the cookies it sets). */
export async function postForm(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
  jar.store(response);
  return response;
}

/** GETs a page of the provider with the jar's cookies. */
export async function getPage(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const response = await app.inject({
    method: 'GET',
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { host: HOST, cookie: jar.header(), ...headers },
  });
  jar.store(response);
  return response;
}

/**
 * Goes through the built-in provider's real pages: authorization request, then the account chooser
 * (an account this browser knows, with its password unless the provider's session is alive), or the
 * sign-up form (and the sign-in form when the email already has an account). Returns the
 * authorization code with the PKCE verifier that redeems it.
 */
export async function authorizeThroughIdp(
  app: FastifyInstance,
  choice: AccountChoice,
  options: { jar?: CookieJar; redirectUri?: string } = {},
): Promise<{ code: string; verifier: string; state: string; chooserHtml: string }> {
  const jar = options.jar ?? new CookieJar();
  const redirectUri = options.redirectUri ?? REDIRECT_URI;
  // Each call comes from an address of its own, so that suites creating many accounts stay under the per-address limits.
  const address = `10.${randomBytes(3).join('.')}`;
  const { interaction, verifier, state } = await startInteraction(app, jar, { redirectUri, remoteAddress: address });
  const page = await getPage(app, jar, interaction, {}, address);
  const password = choice.password ?? TEST_PASSWORD;
  const post = (url: string, form: Record<string, string>) => postForm(app, jar, url, form, {}, address);

  let chosen: LightMyRequestResponse;
  if ('accountId' in choice) {
    chosen = await post(`${interaction}/select`, { account_id: choice.accountId });
    if (chosen.statusCode === 200) {
      const email = /name="email" value="([^"]+)"/.exec(chosen.body)?.[1] ?? '';
      chosen = await post(`${interaction}/login`, { email, password });
    }
  } else {
    chosen = await post(`${interaction}/signup`, { email: choice.email, name: choice.name, password });
    if (chosen.statusCode === 409) {
      chosen = await post(`${interaction}/login`, { email: choice.email, password });
    }
  }
  if (chosen.statusCode !== 303) throw new Error(`Choosing an account failed: ${chosen.statusCode} ${chosen.body}`);

  let location = String(chosen.headers.location);
  for (let hop = 0; hop < 5 && !location.startsWith(`${redirectUri}?`); hop += 1) {
    const next = new URL(location, `http://${HOST}`);
    location = String((await getPage(app, jar, next.pathname + next.search, {}, address)).headers.location);
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
