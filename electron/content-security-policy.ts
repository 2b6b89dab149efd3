/**
 * The Content-Security-Policy the desktop window enforces on the app's pages. It mirrors the
 * website's (server/src/http/security.ts) and adds the API origin when that is elsewhere.
 */
export function desktopContentSecurityPolicy(appOrigin: string, apiOrigin: string): string {
  const connect = apiOrigin === appOrigin ? "'self'" : `'self' ${apiOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self' https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

type Headers = Record<string, string[] | string>;

/** Adds the policy to a response's headers unless the server already sent one (both would apply). */
export function withContentSecurityPolicy(headers: Headers | undefined, policy: string): Headers {
  const result: Headers = { ...(headers ?? {}) };
  const present = Object.keys(result).some((name) => name.toLowerCase() === 'content-security-policy');
  if (!present) result['Content-Security-Policy'] = [policy];
  return result;
}
