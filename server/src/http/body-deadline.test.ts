import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBodyDeadline } from './body-deadline';

/** Sends a POST's headers and the first half of its 10-byte body, the rest after `restAfterMs` (never when null). */
function slowPost(
  port: number,
  path: string,
  restAfterMs: number | null,
): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 10\r\n\r\n01234`,
      );
      if (restAfterMs !== null) setTimeout(() => socket.write('56789'), restAfterMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n') && answer.endsWith('ok')) {
        socket.end();
        resolve({ answer, closed: false });
      }
    });
    socket.on('close', () => resolve({ answer, closed: true }));
    socket.on('error', reject);
  });
}

describe('body deadline', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify();
    // A tiny default for the test; a route naming the server's own (longer) limit is left to Node.
    registerBodyDeadline(app, { defaultMs: 100, serverTimeoutMs: 60_000 });
    app.post('/ordinary', async () => 'ok');
    app.post('/upload', { config: { bodyTimeoutMs: 60_000 } }, async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('closes the connection of an ordinary route whose body does not arrive in time, without an answer', async () => {
    expect(await slowPost(port, '/ordinary', null)).toEqual({ answer: '', closed: true });
  });

  it("lets a route with a longer limit receive its body past the default's", async () => {
    const { answer, closed } = await slowPost(port, '/upload', 500);
    expect(closed).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('answers an ordinary body that arrives in time', async () => {
    const { answer } = await slowPost(port, '/ordinary', 0);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
