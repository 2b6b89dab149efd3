import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DESKTOP_REFRESH_HEADER,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  SESSION_HINT_COOKIE_NAME,
} from '../../../../shared/accounts';
import type { AppType } from '../../../../shared/schemas/auth';
import { REFRESH_TOKEN_TTL_SECONDS } from './session-service';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure except on localhost (a development or test server over plain HTTP). */
export function secureCookies(publicUrl: string): boolean {
  return !LOCAL_HOSTS.has(new URL(publicUrl).hostname);
}

/**
 * The refresh cookie: httpOnly, SameSite=Lax, Secure except on localhost, sent only to the auth calls.
 * The session hint (`signed_in=1`, readable by the page, no secret) is set and cleared with it: the
 * browser asks for a refresh at start-up only while it is there.
 */
export function refreshCookie(publicUrl: string) {
  const secure = secureCookies(publicUrl);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: REFRESH_COOKIE_PATH };
  const hintOptions = { httpOnly: false, sameSite: 'lax' as const, secure, path: '/' };
  return {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(REFRESH_COOKIE_NAME, token, { ...options, maxAge: REFRESH_TOKEN_TTL_SECONDS });
      reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', { ...hintOptions, maxAge: REFRESH_TOKEN_TTL_SECONDS });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE_NAME, options);
      reply.clearCookie(SESSION_HINT_COOKIE_NAME, hintOptions);
    },
  };
}

/** The web sends its refresh token as the cookie; the desktop app, which keeps it in the keychain, as a header. */
export function presentedRefreshToken(request: FastifyRequest, appType: AppType): string | undefined {
  if (appType === 'desktop') {
    const header = request.headers[DESKTOP_REFRESH_HEADER];
    return (Array.isArray(header) ? header[0] : header) || undefined;
  }
  return request.cookies[REFRESH_COOKIE_NAME] || undefined;
}
