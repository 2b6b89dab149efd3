import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { errors as oidcErrors } from 'oidc-provider';
import type { Database } from '../../../db/schema';
import { idpAccounts } from './accounts-repo';
import { validEmail } from './idp-forms';
import type { BuiltinIdp } from './idp-provider';
import { IDP_MOUNT_PATH } from './idp-provider';
import type { InProcessMarker } from './in-process-fetch';
import { KNOWN_ACCOUNTS_COOKIE, KNOWN_ACCOUNTS_MAX_AGE_SECONDS, knownAccountsCookie } from './known-accounts';
import type { Mailer } from './mailer';
import { renderErrorPage, renderSignIn, renderSignUp, renderTooMany, type SignInForm, type SignUpForm } from './pages';
import { passwordResets } from './password-resets-repo';
import { pageLanguage, translate } from './strings';
import { idpThrottle } from './throttle-repo';

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
 * What every page of the built-in provider uses: its repositories, the way it answers (HTML, the error
 * and too-many pages), the pending sign-in request and the way a sign-in completes.
 */
export function createIdpPageKit(options: BuiltinIdpRouteOptions) {
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

  return {
    options,
    idp,
    db,
    publicUrl,
    mailer,
    now,
    accounts,
    resets,
    throttle,
    known,
    rateLimit,
    homeUrl,
    secureCookies,
    sendHtml,
    showError,
    tooMany,
    interactionOf,
    pageOf,
    credentialForm,
    knownIds,
    finish,
    retryAfterOf,
    tooManyPage,
    signInPage,
    signUpPage,
  };
}

export type IdpPageKit = ReturnType<typeof createIdpPageKit>;
/** The pages' Fastify scope, validating with zod. */
export type IdpRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
/** A pending sign-in request (oidc-provider's interaction). */
export type Details = Awaited<ReturnType<BuiltinIdp['provider']['interactionDetails']>>;
