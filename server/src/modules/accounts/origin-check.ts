import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';

/**
 * For calls a browser authenticates with the refresh cookie: refuse requests another site made the
 * browser send. Clients that are not browsers (the desktop app, scripts) send no Origin and pass.
 */
export function assertSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!allowedOrigins.includes(origin)) throw new ApiError('FORBIDDEN_ORIGIN');
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new ApiError('FORBIDDEN_ORIGIN');
}
