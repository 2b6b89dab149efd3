import { normalizeEmail } from './accounts-repo';
import { emailQuery, selectBody, signInBody, signUpBody, uidParams, validName } from './idp-forms';
import type { IdpPageKit, IdpRoutes } from './idp-page-kit';
import { renderChooser } from './pages';
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';
import { SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ADDRESS, signUpPerAddress, throttleKey } from './throttle-repo';

/** The sign-in request's pages: the chooser, sign-in, sign-up and cancelling. */
export function registerSignInPages(routes: IdpRoutes, kit: IdpPageKit, interaction: string): void {
  const config = { rateLimit: kit.rateLimit };
  const {
    options,
    idp,
    now,
    accounts,
    throttle,
    sendHtml,
    showError,
    tooMany,
    interactionOf,
    pageOf,
    credentialForm,
    knownIds,
    finish,
    signInPage,
    signUpPage,
  } = kit;
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

  routes.get(`${interaction}/signup`, { schema: { hide: true, params: uidParams }, config }, async (request, reply) => {
    const details = await interactionOf(request, reply, request.params.uid);
    if (!details) return showError(request, reply);
    return signUpPage(request, reply, details, { email: '', name: '' });
  });

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

  routes.post(`${interaction}/abort`, { schema: { hide: true, params: uidParams }, config }, async (request, reply) => {
    const details = await interactionOf(request, reply, request.params.uid);
    if (!details) return showError(request, reply);
    const returnTo = await idp.provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });
}
