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

/** Path segments that are themselves secrets: pay-page and portal tokens, checkout ids, interactions. */
const SECRET_PATHS: RegExp[] = [
  /(\/billing\/checkout\/)[^/?#\s'"]+/g,
  /(\/billing\/portal\/)[^/?#\s'"]+/g,
  /(\/api\/auth\/v2\/checkout-session\/)[^/?#\s'"]+/g,
  /(\/idp\/interaction\/)[^/?#\s'"]+/g,
];

const QUERY_SECRET = new RegExp(`([?&](?:${SECRET_QUERY_KEYS.join('|')})=)[^&#\\s'"]*`, 'gi');

/** A URL (or any text holding URLs) with every secret query value and secret path segment replaced. */
export function scrubUrl(text: string): string {
  let out = text.replace(QUERY_SECRET, `$1${REDACTED}`);
  for (const pattern of SECRET_PATHS) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
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
        serialized.message = scrubUrl(serialized.message ?? '');
        if (serialized.stack) serialized.stack = scrubUrl(serialized.stack);
        return serialized;
      },
    },
    ...(stream ? { stream } : {}),
  };
}
