import type { FastifyInstance } from 'fastify';

const EMBED_PATH = /^\/(?:(?:ko|en|ja)\/)?releases\/embed\/?$/;

/** True for the embeddable release-notes page, with or without a language prefix. */
export function isEmbedPath(url: string): boolean {
  return EMBED_PATH.test(url.split('?')[0] ?? '');
}

/** Widens frame-ancestors in a CSP header value to the given origins, leaving the rest untouched. */
export function withFrameAncestors(csp: string, origins: readonly string[]): string {
  const ancestors = ["'self'", ...origins].join(' ');
  return /frame-ancestors[^;]*/.test(csp)
    ? csp.replace(/frame-ancestors[^;]*/, `frame-ancestors ${ancestors}`)
    : `${csp};frame-ancestors ${ancestors}`;
}

/**
 * Only /releases/embed may be framed, and only by the configured host origins: its CSP names them
 * in frame-ancestors and it drops X-Frame-Options. Every other response keeps frame-ancestors 'self'.
 */
export function allowEmbedFraming(app: FastifyInstance, origins: readonly string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !isEmbedPath(request.url)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withFrameAncestors(csp, origins));
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
