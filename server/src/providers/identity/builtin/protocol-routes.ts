import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpPageKit } from './idp-page-kit';
import { IDP_MOUNT_PATH } from './idp-provider';

/** Everything else under /idp is the OpenID Connect protocol itself, answered by oidc-provider. */
export async function registerProtocolRoutes(app: FastifyInstance, kit: IdpPageKit): Promise<void> {
  const { options, idp, retryAfterOf, tooManyPage } = kit;
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    // Leave request bodies unread: oidc-provider parses them itself from the raw stream.
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const callback = idp.provider.callback();
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      const rest = url.slice(IDP_MOUNT_PATH.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      void callback(raw, reply.raw);
    };
    // One limit per address over the protocol endpoints, not counting the server's own calls. Over it,
    // each endpoint refuses as it refuses other requests: the authorization endpoint (a browser
    // page) with the too-many page, the others with an OAuth error in JSON; both with Retry-After.
    const protocolLimit = {
      max: options.protocolRateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request: FastifyRequest) => options.inProcess.matches(request),
    };
    protocol.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode !== 429) throw error;
      const endpoint = (request.url.split('?')[0] ?? '').slice(IDP_MOUNT_PATH.length);
      if (endpoint === '/auth' || endpoint.startsWith('/auth/')) return tooManyPage(request, reply);
      const seconds = retryAfterOf(reply);
      return reply
        .status(429)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({
          error: 'temporarily_unavailable',
          error_description: `Too many requests from this address. Try again in ${seconds} seconds.`,
        });
    });
    protocol.all(IDP_MOUNT_PATH, { schema: { hide: true }, config: { rateLimit: protocolLimit } }, handler);
    protocol.all(`${IDP_MOUNT_PATH}/*`, { schema: { hide: true }, config: { rateLimit: protocolLimit } }, handler);
  });
}
