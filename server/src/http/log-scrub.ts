import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type LoggerOptions, stdSerializers } from 'pino';

const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry a secret or a one-time credential: authorization codes and their
 * PKCE verifiers, OAuth state and nonce, tokens, account activation codes, desktop hand-off codes,
 * checkout session ids, voucher codes and signed-URL signatures.
 */
export const SECRET_QUERY_KEYS = [
  'code',
  'code_verifier',
  'code_challenge',
  'state',
  'nonce',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'activation_code',
  'handoff_code',
  'session_id',
  'voucher_code',
  'signature',
  'password',
] as const;

/**
 * Routes whose path carries a secret, as segments with `*` where the secret stands: pay-page and
 * portal tokens, checkout ids, promotion and activation codes, the identity provider's interaction
 * and resume ids. Matched on decoded segments, wherever they stand in the path.
 */
const SECRET_PATH_TEMPLATES: ReadonlyArray<readonly string[]> = [
  ['billing', 'checkout', '*'],
  ['billing', 'portal', '*'],
  ['api', 'auth', 'v2', 'checkout-session', '*'],
  ['api', 'auth', 'v2', 'promo-code', '*'],
  ['api', 'auth', 'v2', 'user', 'activation', '*'],
  ['idp', 'interaction', '*'],
  ['idp', 'auth', '*'],
];

const SECRET_KEYS = new Set<string>(SECRET_QUERY_KEYS);

/** A URL component as the server reads it; text that is not valid percent-encoding stays as it is. */
function decoded(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return component;
  }
}

function scrubPath(path: string): string {
  const segments = path.split('/');
  const plain = segments.map((segment) => decoded(segment).toLowerCase());
  for (const template of SECRET_PATH_TEMPLATES) {
    for (let start = 0; start + template.length <= plain.length; start += 1) {
      const matches = template.every((part, offset) => part === '*' || plain[start + offset] === part);
      if (!matches) continue;
      template.forEach((part, offset) => {
        if (part === '*' && segments[start + offset] !== '') segments[start + offset] = REDACTED;
      });
    }
  }
  return segments.join('/');
}

function scrubQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_KEYS.has(decoded(key).trim().toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL with every secret replaced, judged on what the server decodes: query parameters by their
 * decoded name (`c%6Fde=` is `code=`), path segments by the route they belong to.
 */
export function scrubUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf('?');
  if (question === -1) return scrubPath(withoutFragment);
  return `${scrubPath(withoutFragment.slice(0, question))}?${scrubQuery(withoutFragment.slice(question + 1))}`;
}

/** Any text (an error message, a stack) with every URL-like word in it scrubbed. */
export function scrubText(text: string): string {
  return text.replace(/[^\s'"<>()]*[/?=][^\s'"<>()]*/g, (word) => scrubUrl(word));
}

/** Object paths pino blanks in every log line (headers, bodies or errors that carry credentials). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.code_verifier',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.client_secret',
  '*.activation_code',
  '*.voucher_code',
  '*.password',
  '*.token',
];

/**
 * The server's pino options: the request line shows method, scrubbed URL and client address only,
 * error messages and stacks are scrubbed too (Fastify's bad-URL errors quote the URL), and the
 * redaction list blanks credential fields wherever a log call passes them.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        // The address as it came: the identity provider's endpoints hand on a rewritten one (originalUrl kept).
        url: scrubUrl((request.raw as { originalUrl?: string }).originalUrl ?? request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => {
        const serialized = stdSerializers.err(error);
        serialized.message = scrubText(serialized.message ?? '');
        if (serialized.stack) serialized.stack = scrubText(serialized.stack);
        return serialized;
      },
    },
    ...(stream ? { stream } : {}),
  };
}
