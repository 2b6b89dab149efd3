import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomFetch } from 'openid-client';

const MARKER_HEADER = 'x-cantara-in-process';

/** Tells the server's own in-process calls to the provider from every client's (a secret of this process). */
export type InProcessMarker = { header: string; value: string; matches(request: FastifyRequest): boolean };

export function inProcessMarker(): InProcessMarker {
  const value = randomBytes(24).toString('base64url');
  const expected = Buffer.from(value);
  return {
    header: MARKER_HEADER,
    value,
    matches(request) {
      const sent = request.headers[MARKER_HEADER];
      if (typeof sent !== 'string') return false;
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

function bodyOf(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('Unsupported request body for an in-process call');
}

/**
 * Lets openid-client reach the built-in provider through the app itself (Fastify inject) instead of
 * the network, so the server never depends on reaching its own public address. The request keeps the
 * public host and scheme so that the provider builds the same URLs it publishes.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string, marker: InProcessMarker): CustomFetch {
  const base = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== base.origin) throw new TypeError(`Refusing to fetch ${target.origin} in-process`);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: base.host,
        'x-forwarded-proto': base.protocol.replace(':', ''),
        [marker.header]: marker.value,
      },
      payload: bodyOf(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
