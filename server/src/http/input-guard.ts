import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../../shared/errors';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code a body with invalid characters gets on this route (its own, e.g. INVALID_PROJECT). */
    invalidTextCode?: ErrorCode;
  }
}

/** C0 controls and DEL: never part of an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const URL_FORBIDDEN = /[\u0000-\u001F\u007F]/;
/** C0 controls except tab, line feed and carriage return, and DEL: never part of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A UTF-16 surrogate without its partner: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX_DEPTH = 32;

/** Hosted pages that answer bad input in their own form (the built-in sign-in's pages). */
const OWN_FORM_PAGES = ['/idp/interaction/', '/idp/password-reset'];

/** True when a text holds NUL, another control character (tab and newlines aside) or a lone surrogate. */
export function hasInvalidCharacters(text: string, forbidden: RegExp = TEXT_FORBIDDEN): boolean {
  return forbidden.test(text) || LONE_SURROGATE.test(text);
}

/**
 * A percent-encoded address part decoded, or null when its escapes are not UTF-8 (an encoded lone
 * surrogate or a stray byte). A `%` that starts no escape stays as it is.
 */
function decodeUrlPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' ').replace(/%(?![0-9a-fA-F]{2})/g, '%25'));
  } catch {
    return null;
  }
}

/** True when the address (path and query, once decoded) carries a character no address may carry. */
export function urlHasInvalidCharacters(url: string): boolean {
  const decoded = decodeUrlPart(url);
  return decoded === null || hasInvalidCharacters(decoded, URL_FORBIDDEN);
}

/** True when any string (or object key) in a parsed body holds an invalid character. */
export function bodyHasInvalidCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasInvalidCharacters(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => bodyHasInvalidCharacters(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(
    ([key, item]) => hasInvalidCharacters(key) || bodyHasInvalidCharacters(item, depth + 1),
  );
}

/**
 * Refuses, before any handler or database sees it, a request whose address holds NUL or another
 * control character, or whose parsed body (JSON or form) holds NUL, a control character other than
 * tab and newlines, or a lone surrogate: 400 INVALID_CHARACTERS in the error envelope (or the
 * route's own code, `config.invalidTextCode`).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The built-in sign-in pages show their form again for a bad field (they check it themselves).
    if (OWN_FORM_PAGES.some((prefix) => request.url.startsWith(prefix))) return;
    if (urlHasInvalidCharacters(request.url)) throw new ApiError('INVALID_CHARACTERS');
  });
  // Bodies of the API; the hosted pages (sign-in, pay page) answer their own forms with the form.
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/') && bodyHasInvalidCharacters(request.body)) {
      throw new ApiError(request.routeOptions.config?.invalidTextCode ?? 'INVALID_CHARACTERS');
    }
  });
}
