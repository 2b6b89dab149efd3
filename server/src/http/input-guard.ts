import { isUtf8 } from 'node:buffer';
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
/** C0 controls except tab, line feed and carriage return, DEL and the C1 controls (NEL included): never part of text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
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

/**
 * Where the first string (or object key) of a parsed body that breaks `isBad` stands, as a dotted
 * path (`tracks.0.notes.3.lyric`; `` for the body itself), or null when none does.
 */
export function firstTextPath(value: unknown, isBad: (text: string) => boolean, depth = 0): string | null {
  if (typeof value === 'string') return isBad(value) ? '' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    if (!Array.isArray(value) && isBad(key)) return key;
    const inner = firstTextPath(item, isBad, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** The path of the first text a decoder had to replace (U+FFFD) in a body that was not valid UTF-8. */
export function invalidUtf8Path(lossyJson: string): string {
  try {
    return firstTextPath(JSON.parse(lossyJson), (text) => text.includes('\uFFFD')) ?? '';
  } catch {
    return '';
  }
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
    if (!request.url.startsWith('/api/')) return;
    const field = firstTextPath(request.body, hasInvalidCharacters);
    if (field !== null) {
      throw new ApiError(request.routeOptions.config?.invalidTextCode ?? 'INVALID_CHARACTERS', { extra: { field } });
    }
  });
  // JSON bodies must be UTF-8: a decoder would turn broken bytes into U+FFFD and store that.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      const field = invalidUtf8Path(bytes.toString('utf8'));
      done(
        new ApiError(request.routeOptions.config?.invalidTextCode ?? 'INVALID_CHARACTERS', {
          message: 'The request body is not valid UTF-8.',
          extra: { field },
        }),
        undefined,
      );
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });
}
