import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hostedPageStyles } from '../../../http/hosted-page/hosted-page';
import { SERVER_SOURCE_DIR } from '../../../source-dir';
import { type BuiltinIdpRouteOptions, createIdpPageKit } from './idp-page-kit';
import { IDP_MOUNT_PATH } from './idp-provider';
import { SCRIPT_PATH, STYLESHEET_PATH } from './pages';
import { registerPasswordPages } from './password-pages';
import { registerProtocolRoutes } from './protocol-routes';
import { registerSignInPages } from './sign-in-pages';

const here = path.join(SERVER_SOURCE_DIR, 'providers/identity/builtin');
const STYLESHEET = hostedPageStyles(fs.readFileSync(path.join(here, 'sign-in.css')));
const SCRIPT = fs.readFileSync(path.join(here, 'sign-in.js'));

/**
 * Serves the built-in identity provider under /idp: its own sign-in pages (Fastify) and every
 * protocol endpoint (oidc-provider's Koa app, given the raw request).
 */
export async function registerBuiltinIdpRoutes(app: FastifyInstance, options: BuiltinIdpRouteOptions): Promise<void> {
  const kit = createIdpPageKit(options);
  const { tooManyPage } = kit;
  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    await pages.register(cookie);
    const routes = pages.withTypeProvider<ZodTypeProvider>();
    // A page over its rate limit answers with the provider's too-many page, like its other refusals.
    pages.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode !== 429) throw error;
      return tooManyPage(request, reply);
    });
    const interaction = `${IDP_MOUNT_PATH}/interaction/:uid`;

    routes.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
    );
    routes.get(SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(SCRIPT),
    );

    registerSignInPages(routes, kit, interaction);
    registerPasswordPages(routes, kit, interaction);
  });

  await registerProtocolRoutes(app, kit);
}
