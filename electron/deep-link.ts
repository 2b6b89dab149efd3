import {
  DEEP_LINK_ACTIONS,
  DESKTOP_PROTOCOL,
  type DeepLinkActionName,
  LOGOUT_REASON_MAX_LENGTH,
} from '../shared/desktop-bridge';

/** Longest deep link looked at; browsers cap URLs far above what a hand-off needs. */
export const DEEP_LINK_MAX_LENGTH = 4096;

/** One-time hand-off codes are URL-safe tokens; anything else is not a code the API issued. */
const HANDOFF_CODE = /^[A-Za-z0-9_-]{8,512}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

export type DeepLink =
  | { action: 'logged-in'; code: string }
  | { action: 'agreements-success' }
  | { action: 'logout'; reason: string | null };

const SCHEME_PREFIX = `${DESKTOP_PROTOCOL}:`;

function isAction(value: string): value is DeepLinkActionName {
  return (DEEP_LINK_ACTIONS as readonly string[]).includes(value);
}

/** The reason travels URL-encoded and is shown as text: one decode, no control characters, capped. */
function cleanReason(raw: string | null): string | null {
  if (raw === null) return null;
  const text = raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return Array.from(text).slice(0, LOGOUT_REASON_MAX_LENGTH).join('');
}

/**
 * Reads a `cantara://action?…` link. Returns null for anything that is not one of the allowed
 * actions with valid parameters: other schemes, credentials or ports, unknown actions, missing codes.
 */
export function parseDeepLink(raw: unknown): DeepLink | null {
  if (typeof raw !== 'string' || raw.length > DEEP_LINK_MAX_LENGTH) return null;
  if (!raw.toLowerCase().startsWith(SCHEME_PREFIX)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== SCHEME_PREFIX || url.username || url.password || url.port) return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  const action = url.hostname.toLowerCase();
  if (!isAction(action)) return null;

  switch (action) {
    case 'logged-in': {
      const codes = url.searchParams.getAll('code');
      const code = codes[0];
      if (codes.length !== 1 || !code || !HANDOFF_CODE.test(code)) return null;
      return { action, code };
    }
    case 'agreements-success':
      return { action };
    case 'logout':
      return { action, reason: cleanReason(url.searchParams.get('reason')) };
  }
}

/**
 * Finds the deep link among command-line arguments (Windows and Linux pass it there on cold start
 * and to the running instance). Its position varies with the switches Chromium adds, so it is
 * found by its scheme, never by index.
 */
export function findDeepLinkArgument(argv: readonly unknown[]): string | null {
  for (const arg of argv) {
    if (typeof arg === 'string' && arg.toLowerCase().startsWith(SCHEME_PREFIX)) return arg;
  }
  return null;
}
