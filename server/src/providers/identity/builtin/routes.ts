import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import type { Database } from '../../../db/schema';
import { idpAccounts } from './accounts-repo';
import type { BuiltinIdp } from './idp-provider';
import { IDP_MOUNT_PATH } from './idp-provider';
import { type ChooserForm, renderChooser, renderErrorPage, STYLESHEET_PATH } from './pages';
import { pageLanguage, translate } from './strings';

const STYLESHEET = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sign-in.css'));

const uidParams = z.object({ uid: z.string().min(1).max(128) });
const selectBody = z.object({ account_id: z.string().max(64).default('') });
const createBody = z.object({ email: z.string().max(254).default(''), name: z.string().max(200).default('') });
const createFields = z.object({ email: z.email(), name: z.string().trim().min(1).max(64) });

/**
 * Serves the built-in identity provider under /idp: its own sign-in pages (Fastify) and every
 * protocol endpoint (oidc-provider's Koa app, given the raw request).
 */
export async function registerBuiltinIdpRoutes(
  app: FastifyInstance,
  options: { idp: BuiltinIdp; db: Kysely<Database>; publicUrl: string; rateLimitPerMinute: number },
): Promise<void> {
  const { idp, db, publicUrl } = options;
  const accounts = idpAccounts(db);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  const sendHtml = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const showError = (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(undefined, request.headers['accept-language']);
    return sendHtml(reply, 400, renderErrorPage({ t: translate(language), language, homeUrl: `${publicUrl}/landing` }));
  };

  /** The pending interaction, or null when its cookie or record is gone (expired or forged). */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    try {
      const details = await idp.provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : null;
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return null;
      throw error;
    }
  };

  const chooser = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    uiLocales: unknown,
    status = 200,
    form?: ChooserForm,
  ) => {
    const language = pageLanguage(uiLocales, request.headers['accept-language']);
    const page = renderChooser({ t: translate(language), language, uid, accounts: await accounts.list(), form });
    return sendHtml(reply, status, page);
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const returnTo = await idp.provider.interactionResult(
      request.raw,
      reply.raw,
      { select_account: {}, login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  };

  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    const routes = pages.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit };

    routes.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
    );

    routes.get(
      `${IDP_MOUNT_PATH}/interaction/:uid`,
      { schema: { hide: true, params: uidParams }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        return chooser(request, reply, details.uid, details.params.ui_locales);
      },
    );

    routes.post(
      `${IDP_MOUNT_PATH}/interaction/:uid/select`,
      { schema: { hide: true, params: uidParams, body: selectBody }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        const account = await accounts.find(request.body.account_id);
        if (!account) {
          const t = translate(pageLanguage(details.params.ui_locales, request.headers['accept-language']));
          return chooser(request, reply, details.uid, details.params.ui_locales, 400, {
            email: '',
            name: '',
            errors: { account: t('errors.account') },
          });
        }
        return finish(request, reply, account.id);
      },
    );

    routes.post(
      `${IDP_MOUNT_PATH}/interaction/:uid/create`,
      { schema: { hide: true, params: uidParams, body: createBody }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        const parsed = createFields.safeParse(request.body);
        if (!parsed.success) {
          const t = translate(pageLanguage(details.params.ui_locales, request.headers['accept-language']));
          const failed = new Set(parsed.error.issues.map((issue) => issue.path[0]));
          return chooser(request, reply, details.uid, details.params.ui_locales, 400, {
            email: request.body.email,
            name: request.body.name,
            errors: {
              email: failed.has('email') ? t('errors.email') : undefined,
              name: failed.has('name') ? t('errors.name') : undefined,
            },
          });
        }
        const account = await accounts.findOrCreate(parsed.data.email, parsed.data.name);
        return finish(request, reply, account.id);
      },
    );

    routes.post(
      `${IDP_MOUNT_PATH}/interaction/:uid/abort`,
      { schema: { hide: true, params: uidParams }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        const returnTo = await idp.provider.interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });

  // Everything else under /idp is the OpenID Connect protocol itself, answered by oidc-provider.
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
    protocol.all(IDP_MOUNT_PATH, { schema: { hide: true }, config: { rateLimit } }, handler);
    protocol.all(`${IDP_MOUNT_PATH}/*`, { schema: { hide: true }, config: { rateLimit } }, handler);
  });
}
