import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { errors as oidcErrors } from 'oidc-provider';
import { z } from 'zod';
import { isLanguage } from '../../../../../shared/languages';
import type { Database } from '../../../db/schema';
import { hostedPageStyles } from '../../../http/hosted-page/hosted-page';
import { SERVER_SOURCE_DIR } from '../../../source-dir';
import { idpAccounts, normalizeEmail } from './accounts-repo';
import type { BuiltinIdp } from './idp-provider';
import { IDP_MOUNT_PATH } from './idp-provider';
import type { InProcessMarker } from './in-process-fetch';
import { KNOWN_ACCOUNTS_COOKIE, KNOWN_ACCOUNTS_MAX_AGE_SECONDS, knownAccountsCookie } from './known-accounts';
import type { Mailer } from './mailer';
import {
  renderChooser,
  renderErrorPage,
  renderForgot,
  renderForgotSent,
  renderReset,
  renderResetOutcome,
  renderSignIn,
  renderSignUp,
  renderTooMany,
  SCRIPT_PATH,
  type SignInForm,
  type SignUpForm,
  STYLESHEET_PATH,
} from './pages';
import { passwordResets } from './password-resets-repo';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';
import { pageLanguage, translate } from './strings';
import {
  idpThrottle,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  signUpPerAddress,
  throttleKey,
} from './throttle-repo';

const here = path.join(SERVER_SOURCE_DIR, 'providers/identity/builtin');
const STYLESHEET = hostedPageStyles(fs.readFileSync(path.join(here, 'sign-in.css')));
const SCRIPT = fs.readFileSync(path.join(here, 'sign-in.js'));

export const RESET_PATH = `${IDP_MOUNT_PATH}/password-reset`;

const text = (max: number) => z.string().max(max).default('');
const uidParams = z.object({ uid: z.string().min(1).max(128) });
const emailQuery = z.object({ email: text(254).catch('') });
const selectBody = z.object({ account_id: text(64) });
const signInBody = z.object({ email: text(254), password: text(1000) });
const signUpBody = z.object({ email: text(254), name: text(200), password: text(1000) });
const forgotBody = z.object({ email: text(254) });
const resetQuery = z.object({ token: text(64).catch(''), uid: text(128).catch(''), lang: text(8).catch('') });
const resetBody = z.object({ token: text(64), uid: text(128), lang: text(8), password: text(1000) });

const validEmail = z.email().max(254);
const validName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}\p{Cs}]+$/u);

export type BuiltinIdpRouteOptions = {
  idp: BuiltinIdp;
  /** Marks the server's own calls to the provider, which no address limit counts. */
  inProcess: InProcessMarker;
  /** Requests one address may make per minute to the protocol endpoints (all of them together). */
  protocolRateLimitPerMinute: number;
  db: Kysely<Database>;
  publicUrl: string;
  rateLimitPerMinute: number;
  mailer: Mailer;
  /** Signs the cookie that lists the accounts that signed in on this browser. */
  knownAccountsKey: string;
  signUpsPerAddressPerHour: number;
  now: () => Date;
  /** Called once a reset has set a new password (the account's id). */
  passwordChanged: (accountId: string) => Promise<void>;
};

/**
 * Serves the built-in identity provider under /idp: its own sign-in pages (Fastify) and every
 * protocol endpoint (oidc-provider's Koa app, given the raw request).
 */
export async function registerBuiltinIdpRoutes(app: FastifyInstance, options: BuiltinIdpRouteOptions): Promise<void> {
  const { idp, db, publicUrl, mailer, now } = options;
  const accounts = idpAccounts(db);
  const resets = passwordResets(db);
  const throttle = idpThrottle(db);
  const known = knownAccountsCookie(options.knownAccountsKey);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
  const homeUrl = `${publicUrl}/landing`;
  const secureCookies = publicUrl.startsWith('https:');

  const sendHtml = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const showError = (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(undefined, request.headers['accept-language']);
    return sendHtml(reply, 400, renderErrorPage({ t: translate(language), language, homeUrl }));
  };

  const tooMany = (
    reply: FastifyReply,
    page: { t: ReturnType<typeof translate>; language: ReturnType<typeof pageLanguage> },
    seconds: number,
  ) =>
    sendHtml(
      reply.header('retry-after', String(seconds)),
      429,
      renderTooMany({ ...page, retryAfterSeconds: seconds, backUrl: homeUrl }),
    );

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
  type Details = NonNullable<Awaited<ReturnType<typeof interactionOf>>>;

  /** What every page of a sign-in request needs: its language, texts and uid. */
  const pageOf = (request: FastifyRequest, details: Details) => {
    const language = pageLanguage(details.params.ui_locales, request.headers['accept-language']);
    return { t: translate(language), language, uid: details.uid };
  };

  /**
   * What the sign-in and sign-up forms start with: their pending sign-in request (null once the error
   * page is sent for an expired or forged one), its page and texts, the password and the email as
   * typed, checked.
   */
  const credentialForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    body: { email: string; password: string },
  ) => {
    const details = await interactionOf(request, reply, uid);
    if (!details) {
      showError(request, reply);
      return null;
    }
    const page = pageOf(request, details);
    const email = validEmail.safeParse(body.email.trim());
    return { details, page, t: page.t, password: body.password, email };
  };

  const knownIds = (request: FastifyRequest) => known.read(request.cookies[KNOWN_ACCOUNTS_COOKIE]);

  /** Remembers the account on this browser, then completes the sign-in request with it. */
  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    reply.setCookie(KNOWN_ACCOUNTS_COOKIE, known.write(known.add(knownIds(request), accountId)), {
      path: IDP_MOUNT_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: KNOWN_ACCOUNTS_MAX_AGE_SECONDS,
    });
    const returnTo = await idp.provider.interactionResult(
      request.raw,
      reply.raw,
      { select_account: {}, login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  };

  /** The seconds a rate limit asks to wait (it sets Retry-After before it refuses). */
  const retryAfterOf = (reply: FastifyReply) => Number(reply.getHeader('retry-after')) || 60;

  /** The too-many page in the language the browser asks for, when no sign-in request is known. */
  const tooManyPage = (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(undefined, request.headers['accept-language']);
    return tooMany(reply, { t: translate(language), language }, retryAfterOf(reply));
  };

  const signInPage = (request: FastifyRequest, reply: FastifyReply, details: Details, form: SignInForm, status = 200) =>
    sendHtml(reply, status, renderSignIn({ ...pageOf(request, details), form }));

  const signUpPage = (request: FastifyRequest, reply: FastifyReply, details: Details, form: SignUpForm, status = 200) =>
    sendHtml(reply, status, renderSignUp({ ...pageOf(request, details), form }));

  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    await pages.register(cookie);
    const routes = pages.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit };
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

    // The chooser when accounts signed in on this browser before; otherwise the sign-in form.
    routes.get(interaction, { schema: { hide: true, params: uidParams }, config }, async (request, reply) => {
      const details = await interactionOf(request, reply, request.params.uid);
      if (!details) return showError(request, reply);
      const listed = await accounts.findMany(knownIds(request));
      if (!listed.length) return signInPage(request, reply, details, { email: '' });
      return sendHtml(reply, 200, renderChooser({ ...pageOf(request, details), accounts: listed }));
    });

    routes.get(
      `${interaction}/login`,
      { schema: { hide: true, params: uidParams, querystring: emailQuery }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        return signInPage(request, reply, details, { email: request.query.email });
      },
    );

    // A listed account: straight in while the provider's session for it is alive, else its password.
    routes.post(
      `${interaction}/select`,
      { schema: { hide: true, params: uidParams, body: selectBody }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        const { t } = pageOf(request, details);
        const id = request.body.account_id;
        const account = knownIds(request).includes(id) ? await accounts.find(id) : undefined;
        if (!account)
          return signInPage(request, reply, details, { email: '', alert: { message: t('errors.account') } }, 400);
        if (details.session?.accountId === account.id) return finish(request, reply, account.id);
        return signInPage(request, reply, details, { email: account.email, account });
      },
    );

    routes.post(
      `${interaction}/login`,
      { schema: { hide: true, params: uidParams, body: signInBody }, config },
      async (request, reply) => {
        const credentials = await credentialForm(request, reply, request.params.uid, request.body);
        if (!credentials) return reply;
        const { details, page, t, password, email: parsedEmail } = credentials;
        if (!parsedEmail.success || !password) {
          return signInPage(
            request,
            reply,
            details,
            {
              email: request.body.email,
              errors: {
                email: parsedEmail.success ? undefined : t('errors.email'),
                password: password ? undefined : t('errors.passwordRequired'),
              },
            },
            400,
          );
        }
        const email = normalizeEmail(parsedEmail.data);
        const at = now();
        const accountKey = throttleKey.signInAccount(email);
        const addressKey = throttleKey.signInAddress(request.ip);
        // The try is counted before the (slow) hash is checked, so parallel tries cannot pass the limit.
        const reservation = await throttle.reserve(
          [
            { key: accountKey, rule: SIGN_IN_PER_ACCOUNT },
            { key: addressKey, rule: SIGN_IN_PER_ADDRESS },
          ],
          at,
        );
        if (!reservation.allowed) return tooMany(reply, page, reservation.retryAfterSeconds);

        const account = await accounts.findByEmail(email);
        if (account && account.passwordHash === null) {
          await throttle.refund(accountKey, SIGN_IN_PER_ACCOUNT);
          return signInPage(
            request,
            reply,
            details,
            { email, alert: { message: t('errors.noPassword'), kind: 'info', forgotLink: true } },
            403,
          );
        }
        const matches = await verifyPassword(password.slice(0, 1000), account?.passwordHash ?? null);
        if (!account || !matches) {
          return signInPage(request, reply, details, { email, alert: { message: t('errors.wrongPassword') } }, 401);
        }
        await throttle.clear(accountKey);
        await throttle.refund(addressKey, SIGN_IN_PER_ADDRESS);
        if (account.passwordHash && needsRehash(account.passwordHash)) {
          await accounts.setPassword(account.id, await hashPassword(password), at);
        }
        return finish(request, reply, account.id);
      },
    );

    routes.get(
      `${interaction}/signup`,
      { schema: { hide: true, params: uidParams }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        return signUpPage(request, reply, details, { email: '', name: '' });
      },
    );

    routes.post(
      `${interaction}/signup`,
      { schema: { hide: true, params: uidParams, body: signUpBody }, config },
      async (request, reply) => {
        const credentials = await credentialForm(request, reply, request.params.uid, request.body);
        if (!credentials) return reply;
        const { details, page, t, password, email } = credentials;
        const name = validName.safeParse(request.body.name);
        const problem = passwordProblem(password, email.success ? email.data : '');
        const form = { email: request.body.email, name: request.body.name };
        if (!email.success || !name.success || problem) {
          const errors = {
            email: email.success ? undefined : t('errors.email'),
            name: name.success ? undefined : t('errors.name'),
            password: problem ? t(`errors.password.${problem}`) : undefined,
          };
          return signUpPage(request, reply, details, { ...form, errors }, 400);
        }
        const at = now();
        const addressKey = throttleKey.signUpAddress(request.ip);
        const rule = signUpPerAddress(options.signUpsPerAddressPerHour);
        const reservation = await throttle.reserve([{ key: addressKey, rule }], at);
        if (!reservation.allowed) return tooMany(reply, page, reservation.retryAfterSeconds);
        const created = (await accounts.findByEmail(email.data))
          ? undefined
          : await accounts.create(email.data, name.data, await hashPassword(password), at);
        if (!created) {
          await throttle.refund(addressKey, rule);
          return signUpPage(request, reply, details, { ...form, alert: t('errors.emailTaken') }, 409);
        }
        return finish(request, reply, created.id);
      },
    );

    routes.get(
      `${interaction}/forgot`,
      { schema: { hide: true, params: uidParams, querystring: emailQuery }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        return sendHtml(reply, 200, renderForgot({ ...pageOf(request, details), email: request.query.email }));
      },
    );

    // The same answer whether or not the email has an account; the link goes to the outbox or by mail.
    routes.post(
      `${interaction}/forgot`,
      { schema: { hide: true, params: uidParams, body: forgotBody }, config },
      async (request, reply) => {
        const details = await interactionOf(request, reply, request.params.uid);
        if (!details) return showError(request, reply);
        const page = pageOf(request, details);
        const parsed = validEmail.safeParse(request.body.email.trim());
        if (!parsed.success) {
          return sendHtml(
            reply,
            400,
            renderForgot({ ...page, email: request.body.email, error: page.t('errors.email') }),
          );
        }
        const email = normalizeEmail(parsed.data);
        const at = now();
        const accountKey = throttleKey.resetAccount(email);
        const addressKey = throttleKey.resetAddress(request.ip);
        const reservation = await throttle.reserve(
          [
            { key: accountKey, rule: RESET_PER_ACCOUNT },
            { key: addressKey, rule: RESET_PER_ADDRESS },
          ],
          at,
        );
        if (!reservation.allowed) return tooMany(reply, page, reservation.retryAfterSeconds);

        const account = await accounts.findByEmail(email);
        if (account) {
          const token = await resets.issue(account.id, at);
          const link = `${publicUrl}${RESET_PATH}?${new URLSearchParams({ token, uid: details.uid, lang: page.language })}`;
          const message = {
            to: account.email,
            subject: page.t('mail.subject'),
            text: page.t('mail.body', { name: account.name, email: account.email, link }),
          };
          try {
            const delivery = await mailer.send(message, at);
            if (delivery.kind === 'outbox') {
              request.log.info({ outbox: delivery.path }, 'Password reset link written to the outbox');
            } else {
              request.log.info('Password reset link mailed');
            }
          } catch (error) {
            request.log.error({ err: error }, 'The password reset link could not be sent');
          }
        }
        return sendHtml(reply, 200, renderForgotSent({ ...page, email, outbox: mailer.kind === 'outbox' }));
      },
    );

    routes.post(
      `${interaction}/abort`,
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

    // The reset link works in any browser: it is not tied to the sign-in request it was asked from.
    const resetPage = (request: FastifyRequest, lang: string) => {
      const language = isLanguage(lang) ? lang : pageLanguage(undefined, request.headers['accept-language']);
      return { t: translate(language), language };
    };
    const invalidLink = (reply: FastifyReply, page: ReturnType<typeof resetPage>) =>
      sendHtml(reply, 400, renderResetOutcome({ ...page, outcome: 'invalid', continueUrl: homeUrl }));

    routes.get(RESET_PATH, { schema: { hide: true, querystring: resetQuery }, config }, async (request, reply) => {
      const { token, uid, lang } = request.query;
      const page = resetPage(request, lang);
      const account = await resets.peek(token, now());
      if (!account) return invalidLink(reply, page);
      return sendHtml(reply, 200, renderReset({ ...page, token, uid, email: account.email }));
    });

    routes.post(RESET_PATH, { schema: { hide: true, body: resetBody }, config }, async (request, reply) => {
      const { token, uid, lang, password } = request.body;
      const page = resetPage(request, lang);
      const at = now();
      const account = await resets.peek(token, at);
      if (!account) return invalidLink(reply, page);
      const problem = passwordProblem(password, account.email);
      if (problem) {
        const error = page.t(`errors.password.${problem}`);
        return sendHtml(reply, 400, renderReset({ ...page, token, uid, email: account.email, error }));
      }
      if (!(await resets.redeem(token, await hashPassword(password), at))) return invalidLink(reply, page);
      await throttle.clear(throttleKey.signInAccount(account.email));
      await options.passwordChanged(account.id);
      // Back to the sign-in request it was asked from when this browser still has it, else to the site.
      const details = uid ? await interactionOf(request, reply, uid) : null;
      const continueUrl = details
        ? `${IDP_MOUNT_PATH}/interaction/${encodeURIComponent(details.uid)}/login?email=${encodeURIComponent(account.email)}`
        : homeUrl;
      return sendHtml(reply, 200, renderResetOutcome({ ...page, outcome: 'done', continueUrl }));
    });
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
