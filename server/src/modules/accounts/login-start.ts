import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { LOGIN_REQUEST_COOKIE_PREFIX, LOGIN_REQUEST_TTL_SECONDS } from '../../../../shared/accounts';
import type { Language } from '../../../../shared/languages';
import { authorizationUrl, callbackUrl } from '../../../../shared/login-request';
import { codeChallengeS256, createCodeVerifier, createLoginState } from '../../../../shared/pkce';
import { safeRedirectPath } from '../../../../shared/redirect-path';
import {
  LOGIN_REQUIRED_ROUTES,
  PAGE_ROUTES,
  splitLanguagePrefix,
  withLanguage,
  withoutTrailingSlash,
} from '../../../../shared/routes';
import { hasSessionHint } from '../../../../shared/session-hint';
import { requestLanguage } from '../../http/request-language';
import type { IdentityProvider } from '../../providers/identity/types';
import { secureCookies } from './refresh-cookie';

/**
 * Where a page request starts a sign-in, and the path to return to afterwards: /login returns to its
 * `redirect` (a same-origin path only) or home; a login-required page (/voucher, /my-page…) returns
 * to itself with its query. Null for every other page. `lang` is the path's language, if any.
 */
export function loginStartTarget(url: string): { target: string; lang: Language | null } | null {
  const [rawPath = '/', query = ''] = url.split(/\?(.*)/s);
  const pathname = withoutTrailingSlash(rawPath);
  const { lang, path } = splitLanguagePrefix(pathname);
  if (path === PAGE_ROUTES.login) {
    const target = safeRedirectPath(new URLSearchParams(query).get('redirect'));
    return { target: target ?? withLanguage(lang, PAGE_ROUTES.landing), lang };
  }
  if (!LOGIN_REQUIRED_ROUTES.includes(path)) return null;
  const target = safeRedirectPath(url);
  return target ? { target, lang } : null;
}

/** The desktop app's window (Electron names itself in its user agent) signs in through the browser instead. */
const DESKTOP_APP = /\bElectron\//;

/**
 * A signed-out visitor (no session hint cookie) opening /login or a login-required page is sent to
 * the identity provider by the server, as the page's code would do once loaded (spec section 4: code
 * flow, PKCE S256, state), without loading the app first. The state, code verifier and return path
 * wait for the callback in a short-lived cookie named after the state, which the app moves into
 * the tab's session storage when the provider calls back. A visitor with a session, the desktop
 * app, and any failure to reach the provider's settings get the page as before.
 */
export function registerLoginStart(
  app: FastifyInstance,
  options: { identity: IdentityProvider; publicUrl: string },
): void {
  const { identity, publicUrl } = options;
  const secure = secureCookies(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    // Only page requests start a sign-in: API calls and built files skip the path parsing.
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return;
    const start = loginStartTarget(request.url);
    if (!start) return;
    if (hasSessionHint(request.headers.cookie ?? '')) return;
    if (DESKTOP_APP.test(request.headers['user-agent'] ?? '')) return;
    let provider: Awaited<ReturnType<IdentityProvider['publicConfig']>>;
    try {
      provider = await identity.publicConfig();
    } catch {
      return;
    }
    const state = createLoginState();
    const verifier = createCodeVerifier();
    const location = authorizationUrl(
      { auth_provider: identity.id, ...provider },
      {
        state,
        codeChallenge: await codeChallengeS256(verifier),
        redirectUri: callbackUrl(new URL(publicUrl).origin),
        language: start.lang ?? requestLanguage(request.headers['accept-language']),
      },
    );
    const value = new URLSearchParams({ verifier, target: start.target }).toString();
    const cookie = fastifyCookie.serialize(`${LOGIN_REQUEST_COOKIE_PREFIX}${state}`, value, {
      path: '/',
      maxAge: LOGIN_REQUEST_TTL_SECONDS,
      sameSite: 'lax',
      secure,
      httpOnly: false,
    });
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(location, 302);
  });
}
