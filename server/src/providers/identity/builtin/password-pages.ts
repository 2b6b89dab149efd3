import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../../../../../shared/languages';
import { normalizeEmail } from './accounts-repo';
import { emailQuery, forgotBody, RESET_PATH, resetBody, resetQuery, uidParams, validEmail } from './idp-forms';
import type { IdpPageKit, IdpRoutes } from './idp-page-kit';
import { IDP_MOUNT_PATH } from './idp-provider';
import { renderForgot, renderForgotSent, renderReset, renderResetOutcome } from './pages';
import { hashPassword, passwordProblem } from './passwords';
import { pageLanguage, translate } from './strings';
import { RESET_PER_ACCOUNT, RESET_PER_ADDRESS, throttleKey } from './throttle-repo';

/** Forgotten passwords: the request for a link and the reset page it leads to. */
export function registerPasswordPages(routes: IdpRoutes, kit: IdpPageKit, interaction: string): void {
  const config = { rateLimit: kit.rateLimit };
  const {
    options,
    publicUrl,
    mailer,
    now,
    accounts,
    resets,
    throttle,
    homeUrl,
    sendHtml,
    showError,
    tooMany,
    interactionOf,
    pageOf,
  } = kit;
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
}
