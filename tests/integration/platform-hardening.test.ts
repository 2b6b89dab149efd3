import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from '../../server/src/http/http-limits';
import { PERMISSIONS_POLICY } from '../../server/src/http/security';
import { testDatabases } from './support/databases';
import { startTestApp, type TestApp } from './support/testApp';

const [pglite] = testDatabases();
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
};

describe('forwarding headers without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!, { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer a request without a Host header in the error envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raw = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
      });
      socket.on('data', (chunk) => {
        received += String(chunk);
      });
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''));
    expect(body.detail).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The request has no Host header.' });
  });

  it('keep the OIDC discovery document and the issuer on PUBLIC_URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: FORGED,
    });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Record<string, unknown>;
    expect(document.issuer).toBe('http://localhost:8080/idp');
    const urls = Object.values(document).filter(
      (value): value is string => typeof value === 'string' && /^https?:/.test(value),
    );
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url.startsWith('http://localhost:8080/idp'), url).toBe(true);
    expect(response.body).not.toContain('evil.example');
  });

  it('do not move a client into another rate-limit bucket', async () => {
    const statuses = await fiveForwardedCalls(t, { firstClientHost: 10, remoteAddress: '198.51.100.7' });
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('send Permissions-Policy on pages and API, and no HSTS over plain http', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const page = await t.app.inject({ method: 'GET', url: '/en/pricing' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    for (const response of [api, page, missing]) {
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  it('bound request, header and keep-alive times of the listening server', () => {
    const server = t.app.server;
    // Node's figure is the longest a route allows (audio uploads); other routes keep 30 s (body-deadline).
    expect(server.requestTimeout).toBe(HTTP_LIMITS.uploadRequestTimeoutMs);
    expect(HTTP_LIMITS.requestTimeoutMs).toBe(30_000);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.keepAliveTimeout).toBe(HTTP_LIMITS.keepAliveTimeoutMs);
    expect(server.maxRequestsPerSocket).toBe(HTTP_LIMITS.maxRequestsPerSocket);
  });
});

describe('forwarding headers with TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(pglite!, {
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '198.51.100.0/24',
      PUBLIC_URL: 'https://cantara.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("take the client address from a trusted proxy's X-Forwarded-For, and from nobody else", async () => {
    const viaProxy = await fiveForwardedCalls(t, { firstClientHost: 10, remoteAddress: '198.51.100.7' });
    expect(viaProxy).toEqual([200, 200, 200, 200, 200]);
    const direct = await fiveForwardedCalls(t, { firstClientHost: 50, remoteAddress: '192.0.2.99' });
    expect(direct).toEqual([200, 200, 200, 429, 429]);
  });

  it('still builds every URL from PUBLIC_URL, and sends HSTS because it is https', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
      headers: FORGED,
      remoteAddress: '198.51.100.8',
    });
    expect(response.json().authorization_endpoint).toBe('https://cantara.example/idp/auth');
    expect(response.body).not.toContain('evil.example');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await t.app.inject({ method: 'GET', url: '/en/pricing', remoteAddress: '198.51.100.8' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

/** A log destination that keeps each line the server writes, for the tests to read. */
function collectLogLines(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(pglite!, { LOG_LEVEL: 'info' }, { logStream: collectLogLines(lines) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry no codes, verifiers, tokens, activation or hand-off codes, session ids or voucher codes', async () => {
    const secrets = {
      code: 'AUTHCODEsecret111',
      verifier: 'VERIFIERsecret222VERIFIERsecret222VERIFIERsecret222VERIFIERsecret',
      state: 'STATEsecret333',
      portal: 'PORTALTOKENsecret444abcdefgh',
      checkout: 'cs_CHECKOUTsecret555abcdefgh',
      voucher: 'VOUCHERSECRET666',
      activation: 'ACTIVATIONsecret777',
      handoff: 'HANDOFFsecret888',
      bearer: 'BEARERsecret999',
      signature: 'SIGNATUREsecret000',
    };
    const requests = [
      `/api/auth/v2.1/auth?auth_provider=cantara&code=${secrets.code}&code_verifier=${secrets.verifier}&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F`,
      `/?code=${secrets.code}&state=${secrets.state}`,
      `/idp/auth?client_id=cantara-web&state=${secrets.state}&code_challenge=${secrets.verifier}`,
      `/billing/portal/${secrets.portal}`,
      `/billing/portal/${secrets.portal}/cancel`,
      `/billing/checkout/${secrets.checkout}`,
      `/api/auth/v2/checkout-session/${secrets.checkout}`,
      `/api/auth/v2/voucher?voucher_code=${secrets.voucher}`,
      `/activation?activation_code=${secrets.activation}`,
      `/logged-in?code=${secrets.handoff}&protocol=cantara`,
      `/en/payment-successful?session_id=${secrets.checkout}`,
      `/media/full/x.png?expires=1&signature=${secrets.signature}`,
      `/api/%00%zz?code=${secrets.code}`,
    ];
    for (const url of requests) {
      await t.app.inject({
        method: url.includes('/cancel') ? 'POST' : 'GET',
        url,
        headers: { authorization: `Bearer ${secrets.bearer}`, cookie: `refresh_token=${secrets.bearer}` },
      });
    }
    const output = lines.join('');
    expect(output).toContain('/billing/portal/[REDACTED]');
    expect(output).toContain('/api/auth/v2/checkout-session/[REDACTED]');
    expect(output).toContain('voucher_code=[REDACTED]');
    expect(output).toContain('code_verifier=[REDACTED]');
    for (const [name, secret] of Object.entries(secrets)) expect(output, name).not.toContain(secret);
  });
});

describe('request logs, every secret in every position', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(pglite!, { LOG_LEVEL: 'debug' }, { logStream: collectLogLines(lines) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry no secret sent plain or percent-encoded in paths, query names, bodies, headers or error messages', async () => {
    const secret = (kind: string) => `${kind.toUpperCase()}leak${kind.length}x7Q`;
    const kinds = ['code', 'verifier', 'state', 'voucher', 'activation', 'handoff', 'portal', 'checkout', 'promo'];
    const secrets = Object.fromEntries(kinds.map((kind) => [kind, secret(kind)])) as Record<string, string>;
    const requests: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: string; type?: string }[] = [
      { method: 'PATCH', url: `/api/auth/v2/user/activation/${secrets.activation}` },
      { method: 'PATCH', url: `/api/auth/v2/user/%61ctivation/${secrets.activation}` },
      { method: 'GET', url: `/?c%6Fde=${secrets.code}&code%5Fverifier=${secrets.verifier}` },
      { method: 'GET', url: `/api/auth/v2/voucher?voucher%5Fcode=${secrets.voucher}` },
      { method: 'GET', url: `/?CODE=${secrets.code}&%73tate=${secrets.state}&code+=${secrets.code}` },
      { method: 'GET', url: `/idp/auth/${secrets.state}` },
      { method: 'GET', url: `/idp/%69nteraction/${secrets.state}/login` },
      { method: 'GET', url: `/billing/%70ortal/${secrets.portal}` },
      { method: 'GET', url: `/billing/checkout/${secrets.checkout}#x` },
      { method: 'GET', url: `/api/auth/v2/promo-code/${secrets.promo}` },
      { method: 'GET', url: `/logged-in?handoff%5Fcode=${secrets.handoff}` },
      {
        method: 'POST',
        url: '/api/auth/v2/voucher',
        body: `{"voucher_code":"${secrets.voucher}" broken`,
        type: 'application/json',
      },
      {
        method: 'PATCH',
        url: `/api/auth/v2/user/activation/${secrets.activation}`,
        body: `{"code":"${secrets.code}",`,
        type: 'application/json',
      },
    ];
    for (const request of requests) {
      await t.app.inject({
        method: request.method,
        url: request.url,
        headers: {
          ...(request.type ? { 'content-type': request.type } : {}),
          authorization: `Bearer ${secrets.handoff}`,
          cookie: `refresh_token=${secrets.handoff}`,
          'x-activation-code': secrets.activation,
        },
        ...(request.body ? { payload: request.body } : {}),
      });
    }
    const output = lines.join('');
    expect(output).toContain('/api/auth/v2/user/activation/[REDACTED]');
    expect(output).toContain('c%6Fde=[REDACTED]');
    for (const [name, value] of Object.entries(secrets)) expect(output, name).not.toContain(value);
  });
});

/** Five provider calls from one connection, each claiming another client address in X-Forwarded-For. */
async function fiveForwardedCalls(
  t: TestApp,
  { firstClientHost, remoteAddress }: { firstClientHost: number; remoteAddress: string },
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v2/auth/provider',
      headers: { 'x-forwarded-for': `203.0.113.${firstClientHost + i}` },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}
