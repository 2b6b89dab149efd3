import net from 'node:net';
// The app's OpenAPI document (app.swagger()) is typed by the plugin's module augmentation.
import type {} from '@fastify/swagger';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../shared/errors';
import { newUser } from './support/commerce';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: { type?: string } }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Hostile values for a text slot, as they appear once decoded. */
const STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\ud800',
  'x'.repeat(5000),
  '노래 うた 🎤',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  'true',
  '{}',
];
/** Values of the wrong type for a JSON field. */
const JSON_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  [],
  ['\u0000'],
  {},
  { nested: { deeper: ['x'.repeat(10_000)] } },
  ...STRINGS,
];
/** Raw, already-encoded path and query pieces: NUL, broken escapes, encoded lone surrogates, overlong. */
const RAW_PIECES = [
  '%00',
  '%zz',
  '%',
  '%ED%A0%80',
  '%FF',
  'a'.repeat(300),
  '%F0%9F%8E%A4',
  '..%2F..%2F',
  '%0d%0aSet-Cookie:x=1',
];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'image/png',
  '',
];
const ODD_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'GET'] as const;

function encodeText(value: string): string {
  // encodeURIComponent refuses lone surrogates; send their UTF-8-looking escape instead.
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

describe.each(testDatabases().slice(0, 1))('fuzzing every API route of the OpenAPI document on $name', (database) => {
  let t: TestApp;
  let token: string;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(database, {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      CODE_RATE_LIMIT_PER_MINUTE: '1000000',
      CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000000',
      PROMO_CODE_RATE_LIMIT_PER_MINUTE: '1000000',
      SEED_DEMO_COMMERCE: 'true',
    });
    token = (await newUser(t.app, 'Fuzzer')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(app: FastifyInstance, options: InjectOptions & { url: string }) {
    let response: LightMyRequestResponse;
    try {
      response = await app.inject(options);
    } catch (error) {
      failures.push(`${options.method} ${options.url}: inject threw ${String(error)}`);
      return;
    }
    const label = `${options.method} ${options.url.slice(0, 160)} [${String(options.headers?.['content-type'] ?? '')}]`;
    if (response.statusCode >= 500) {
      failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      return;
    }
    if (response.statusCode < 400 || options.method === 'HEAD' || !options.url.startsWith('/api')) return;
    let body: unknown;
    try {
      body = response.json();
    } catch {
      failures.push(`${label} → ${response.statusCode} not JSON: ${response.body.slice(0, 120)}`);
      return;
    }
    const detail = (body as { detail?: { code?: unknown; message?: unknown } }).detail;
    if (!detail || !isErrorCode(detail.code) || typeof detail.message !== 'string' || !detail.message) {
      failures.push(`${label} → ${response.statusCode} outside the envelope: ${response.body.slice(0, 120)}`);
    }
  }

  it('answers hostile input with 4xx in the error envelope, never a 5xx', async () => {
    const random = seeded(0xc4a7a2a);
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(routes.length).toBeGreaterThan(20);
    let sent = 0;

    for (const { path, method, operation } of routes) {
      const parameters = operation.parameters ?? [];
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const pathWith = (value: string) => path.replace(/\{[^}]+\}/g, value);
      const fieldNames = Object.keys(
        Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? { value: null },
      );
      const auths: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${token}` },
        { authorization: 'Bearer \u00ff.broken' },
      ];

      for (let round = 0; round < 14; round += 1) {
        const headers: Record<string, string> = { ...random.pick(auths) };
        // Path: a hostile decoded value (encoded) or a raw piece as it is.
        const pathValue = random.next() < 0.5 ? encodeText(random.pick(STRINGS)) : random.pick(RAW_PIECES);
        const url = new URL('http://x');
        const query = queryNames
          .filter(() => random.next() < 0.8)
          .map((name) => {
            const value = random.next() < 0.6 ? encodeText(random.pick(STRINGS)) : random.pick(RAW_PIECES);
            return random.next() < 0.2 ? `${name}=${value}&${name}=${value}` : `${name}=${value}`;
          });
        if (random.next() < 0.3) query.push(`${random.pick(RAW_PIECES)}=${random.pick(RAW_PIECES)}`);
        const target = `${path.includes('{') ? pathWith(pathValue) : path}${query.length ? `?${query.join('&')}` : ''}`;
        void url;

        const bodyKind = random.next();
        let payload: string | Buffer | undefined;
        if (method !== 'GET' && method !== 'HEAD') {
          const contentType = random.pick(CONTENT_TYPES);
          if (contentType) headers['content-type'] = contentType;
          if (bodyKind < 0.5) {
            const body: Record<string, unknown> = {};
            for (const field of fieldNames) if (random.next() < 0.8) body[field] = random.pick(JSON_VALUES);
            payload = JSON.stringify(random.next() < 0.15 ? random.pick(JSON_VALUES) : body);
          } else if (bodyKind < 0.7) {
            payload = random.pick(['{"a":', '\u0000', '[[[[[[[[[[', 'a=%00&b=\u0000', '--xyz\r\n\r\n--xyz--', '']);
          } else if (bodyKind < 0.8) {
            payload = Buffer.alloc(1024 * 1024 + 10, 0x61);
          } else if (bodyKind < 0.9) {
            payload = Buffer.from([0xff, 0xfe, 0x00, 0x00, 0xed, 0xa0, 0x80]);
          }
        }
        await send(t.app, { method: method as InjectOptions['method'], url: target, headers, payload });
        sent += 1;
      }

      // Odd methods on the route's own path.
      for (const odd of ODD_METHODS) {
        if (odd === method) continue;
        await send(t.app, { method: odd, url: pathWith('x'), headers: { authorization: `Bearer ${token}` } });
        sent += 1;
      }
    }

    // Paths outside the document that took bad bytes before: the identity provider and the pay page.
    for (const url of [
      '/api/auth/v2/user/info?username=%00',
      '/api/auth/v2/checkout-session/%00',
      `/api/auth/v2/checkout-session/${'a'.repeat(5000)}`,
      '/api/%zz',
      '/api/%E0%A4%A',
      '/idp/auth?client_id=cantara-web&response_type=code&scope=openid&state=%00',
      '/billing/checkout/%00',
      '/billing/portal/%00',
    ]) {
      await send(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      sent += 1;
    }
    await send(t.app, {
      method: 'PATCH',
      url: '/api/auth/v2/user/info?username=%00',
      headers: { authorization: `Bearer ${token}` },
    });

    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);

  it('names the invalid characters with their own code', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/checkout-session/%00',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.code).toBe('INVALID_CHARACTERS');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'page_view', params: { path: '/x\u0000' } }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().detail.code).toBe('INVALID_CHARACTERS');
    const tooLong = await t.app.inject({ method: 'POST', url: `/api/notion/database/${'a'.repeat(300)}/query` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().detail.code).toBe('URI_TOO_LONG');
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/auth/v2/checkout-session/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().detail.code).toBe('BAD_URL');
  });

  it("answers requests Node's parser refuses (huge headers, broken header lines) in the envelope too", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += String(chunk);
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1.1 431 /);
    expect(envelopeOf(huge).detail.code).toBe('HEADERS_TOO_LARGE');

    const broken = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad\u0000Header: 1\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1.1 400 /);
    expect(envelopeOf(broken).detail).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });

    const longUrl = await raw(`GET /api/health?${'q'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1.1 431 /);
    expect(envelopeOf(longUrl).detail.code).toBe('HEADERS_TOO_LARGE');
  });
});
