/**
 * Which URLs may leave the app for the system browser. Only https, only hosts on the allow-list
 * (the website, checkout and billing portal), never credentials in the URL. During development
 * the local website may be plain http on a loopback address.
 */
export type ExternalUrlPolicy = {
  /** Hosts as `hostname` or `hostname:port`, lower case. */
  allowedHosts: readonly string[];
  allowLoopbackHttp: boolean;
};

export const MAX_EXTERNAL_URL_LENGTH = 8192;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: URLs with control characters or spaces are refused outright
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;

export function parseHttpUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length > MAX_EXTERNAL_URL_LENGTH || UNSAFE_CHARACTERS.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** The URL as the browser should get it (normalised by the URL parser), or null when it may not leave. */
export function allowedExternalUrl(raw: unknown, policy: ExternalUrlPolicy): string | null {
  const url = parseHttpUrl(raw);
  if (!url || url.username || url.password) return null;
  const secure = url.protocol === 'https:' || (policy.allowLoopbackHttp && isLoopbackHost(url.hostname));
  if (!secure || !policy.allowedHosts.includes(url.host.toLowerCase())) return null;
  return url.href;
}

export function isAllowedExternalUrl(raw: unknown, policy: ExternalUrlPolicy): boolean {
  return allowedExternalUrl(raw, policy) !== null;
}

/** True when the URL belongs to the origin the app window shows (scheme, host and port equal). */
export function isSameOrigin(raw: unknown, origin: string): boolean {
  if (typeof raw !== 'string') return false;
  try {
    return new URL(raw).origin === origin;
  } catch {
    return false;
  }
}
