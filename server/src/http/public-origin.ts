import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * Every absolute URL the server writes (the built-in identity provider's issuer and discovery
 * document, redirects) comes from PUBLIC_URL, never from what a client or proxy put in Host,
 * X-Forwarded-Host or X-Forwarded-Proto: those are replaced by PUBLIC_URL's before any handler runs.
 * TRUST_PROXY decides only whose X-Forwarded-For gives the client address.
 */
export function pinPublicOrigin(app: FastifyInstance, publicUrl: string): void {
  const url = new URL(publicUrl);
  const host = url.host;
  const proto = url.protocol.replace(':', '');
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (!headers.host && request.raw.httpVersion !== '1.0') {
      done(new ApiError('VALIDATION_ERROR', { message: 'The request has no Host header.' }));
      return;
    }
    headers.host = host;
    headers['x-forwarded-proto'] = proto;
    delete headers['x-forwarded-host'];
    delete headers.forwarded;
    done();
  });
}
