import type { TFunction } from 'i18next';
import type { Language } from '../../../../../shared/languages';
import { cantaraLogo, hostedPage } from '../../../http/hosted-page/hosted-page';
import { html, type SafeHtml } from '../../../http/html';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

export const STYLESHEET_PATH = '/idp/assets/sign-in.css';
export const SCRIPT_PATH = '/idp/assets/sign-in.js';

const LOGO = cantaraLogo(32);

type PageBase = { t: TFunction; language: Language };
/** Pages inside a sign-in request (interaction): they link to each other and can cancel it. */
type InteractionPage = PageBase & { uid: string };

function layout(language: Language, title: string, body: SafeHtml): string {
  return hostedPage({
    language,
    title,
    stylesheet: STYLESHEET_PATH,
    script: SCRIPT_PATH,
    body: html`<main class="card">${body}</main>`,
  });
}

function heading(t: TFunction, title: string, subtitle: string | SafeHtml): SafeHtml {
  return html`<div class="brand">${LOGO}<span>${t('brand')}</span></div>
<h1>${title}</h1>
<p class="subtitle">${subtitle}</p>`;
}

const interactionBase = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

function footer(t: TFunction, uid: string): SafeHtml {
  return html`<form class="cancel" method="post" action="${interactionBase(uid)}/abort"><button type="submit" class="link-button">${t('cancel')}</button></form>
<p class="footnote">${t('footnote')}</p>`;
}

function alertBox(message: string | undefined, kind: 'error' | 'info' = 'error', action?: SafeHtml): SafeHtml | '' {
  if (!message) return '';
  return html`<div class="alert ${kind === 'info' ? 'alert-info' : ''}" role="${kind === 'info' ? 'status' : 'alert'}"><p>${message}</p>${action ?? ''}</div>`;
}

function field(options: {
  label: string;
  name: string;
  type: string;
  value?: string;
  autocomplete: string;
  error?: string;
  hint?: string;
  extra?: SafeHtml;
  maxlength: number;
  autofocus?: boolean;
}): SafeHtml {
  const { label, name, type, value, autocomplete, error, hint, extra, maxlength, autofocus } = options;
  const described = [error ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  return html`<div class="field"><label for="${name}">${label}</label>
<input id="${name}" type="${type}" name="${name}" autocomplete="${autocomplete}" required maxlength="${maxlength}"${
    value !== undefined && type !== 'password' ? html` value="${value}"` : ''
  }${error ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}${
    autofocus ? html` autofocus` : ''
  }${extra ?? ''}>
${error ? html`<span class="field-error" id="${name}-error">${error}</span>` : ''}${
  hint ? html`<span class="field-hint" id="${name}-hint">${hint}</span>` : ''
}</div>`;
}

const passwordToggle = (t: TFunction) => html` data-show="${t('showPassword')}" data-hide="${t('hidePassword')}"`;

function avatar(name: string): SafeHtml {
  return html`<span class="avatar" aria-hidden="true">${[...name.trim()][0]?.toUpperCase() ?? '?'}</span>`;
}

export type ChooserAccount = { id: string; email: string; name: string };

/** The account chooser: only the accounts that signed in on this browser. */
export function renderChooser(options: InteractionPage & { accounts: ChooserAccount[]; error?: string }): string {
  const { t, language, uid, accounts, error } = options;
  const base = interactionBase(uid);
  const body = html`${heading(t, t('chooser.title'), t('subtitle'))}
${alertBox(error)}
<p class="section-label" id="accounts-label">${t('chooser.accountsLabel')}</p>
<ul class="accounts" aria-labelledby="accounts-label">${accounts.map(
    (account) => html`<li><form method="post" action="${base}/select">
<input type="hidden" name="account_id" value="${account.id}">
<button type="submit" class="account">
${avatar(account.name)}
<span class="account-text"><span class="account-name">${account.name}</span><span class="account-email">${account.email}</span></span>
</button></form></li>`,
  )}
<li><a class="account account-other" href="${base}/login"><span class="plus" aria-hidden="true">+</span><span class="account-text"><span class="account-name">${t('chooser.useAnother')}</span></span></a></li>
</ul>
<p class="switch">${t('signIn.noAccount')} <a href="${base}/signup">${t('signIn.createLink')}</a></p>
${footer(t, uid)}`;
  return layout(language, `${t('chooser.title')} | ${t('brand')}`, body);
}

export type SignInForm = {
  email: string;
  /** Chosen from the chooser: the email is fixed and shown as the account. */
  account?: ChooserAccount;
  errors?: { email?: string; password?: string };
  alert?: { message: string; kind?: 'error' | 'info'; forgotLink?: boolean };
};

/** Sign-in by email and password. */
export function renderSignIn(options: InteractionPage & { form: SignInForm }): string {
  const { t, language, uid, form } = options;
  const base = interactionBase(uid);
  const forgotHref = `${base}/forgot${form.email ? `?email=${encodeURIComponent(form.email)}` : ''}`;
  const alertAction = form.alert?.forgotLink
    ? html`<a class="alert-action" href="${forgotHref}">${t('signIn.setPassword')}</a>`
    : undefined;
  const emailPart = form.account
    ? html`<div class="chosen">${avatar(form.account.name)}<span class="account-text"><span class="account-name">${form.account.name}</span><span class="account-email">${form.account.email}</span></span><a class="chosen-switch" href="${base}/login">${t('signIn.notYou')}</a></div>
<input type="hidden" name="email" value="${form.account.email}">`
    : field({
        label: t('email'),
        name: 'email',
        type: 'email',
        value: form.email,
        autocomplete: 'username',
        error: form.errors?.email,
        maxlength: 254,
        autofocus: !form.email,
      });
  const body = html`${heading(t, t('signIn.title'), t('subtitle'))}
${alertBox(form.alert?.message, form.alert?.kind, alertAction)}
<form class="stack" method="post" action="${base}/login" novalidate>
${emailPart}
${field({
  label: t('password'),
  name: 'password',
  type: 'password',
  autocomplete: 'current-password',
  error: form.errors?.password,
  maxlength: PASSWORD_MAX_LENGTH,
  autofocus: Boolean(form.email),
  extra: passwordToggle(t),
})}
<a class="forgot" href="${forgotHref}">${t('signIn.forgot')}</a>
<button type="submit" class="primary">${t('signIn.submit')}</button>
</form>
<p class="switch">${t('signIn.noAccount')} <a href="${base}/signup">${t('signIn.createLink')}</a></p>
${footer(t, uid)}`;
  return layout(language, `${t('signIn.title')} | ${t('brand')}`, body);
}

export type SignUpForm = {
  email: string;
  name: string;
  errors?: { email?: string; name?: string; password?: string };
  alert?: string;
};

/** A new account: email, name and a password that follows the strength rules. */
export function renderSignUp(options: InteractionPage & { form: SignUpForm }): string {
  const { t, language, uid, form } = options;
  const base = interactionBase(uid);
  const signInLink = html`<a class="alert-action" href="${base}/login?email=${encodeURIComponent(form.email)}">${t('signUp.signInInstead')}</a>`;
  // The first field with a problem has the focus; a fresh form starts at the name.
  const focus =
    (['name', 'email', 'password'] as const).find((key) => form.errors?.[key]) ?? (form.alert ? 'email' : 'name');
  const body = html`${heading(t, t('signUp.title'), t('signUp.subtitle'))}
${alertBox(form.alert, 'error', form.alert ? signInLink : undefined)}
<form class="stack" method="post" action="${base}/signup" novalidate>
${field({ label: t('name'), name: 'name', type: 'text', value: form.name, autocomplete: 'name', error: form.errors?.name, maxlength: 64, autofocus: focus === 'name' })}
${field({ label: t('email'), name: 'email', type: 'email', value: form.email, autocomplete: 'email', error: form.errors?.email, maxlength: 254, autofocus: focus === 'email' })}
${field({
  label: t('password'),
  name: 'password',
  type: 'password',
  autocomplete: 'new-password',
  error: form.errors?.password,
  hint: t('passwordRules', { min: PASSWORD_MIN_LENGTH }),
  maxlength: PASSWORD_MAX_LENGTH,
  autofocus: focus === 'password',
  extra: passwordToggle(t),
})}
<button type="submit" class="primary">${t('signUp.submit')}</button>
</form>
<p class="switch">${t('signUp.haveAccount')} <a href="${base}/login">${t('signUp.signInLink')}</a></p>
${footer(t, uid)}`;
  return layout(language, `${t('signUp.title')} | ${t('brand')}`, body);
}

/** Asks for the email a reset link is sent to. */
export function renderForgot(options: InteractionPage & { email: string; error?: string }): string {
  const { t, language, uid, email, error } = options;
  const base = interactionBase(uid);
  const body = html`${heading(t, t('forgot.title'), t('forgot.subtitle'))}
<form class="stack" method="post" action="${base}/forgot" novalidate>
${field({ label: t('email'), name: 'email', type: 'email', value: email, autocomplete: 'email', error, maxlength: 254, autofocus: true })}
<button type="submit" class="primary">${t('forgot.submit')}</button>
</form>
<p class="switch"><a href="${base}/login">${t('forgot.back')}</a></p>
${footer(t, uid)}`;
  return layout(language, `${t('forgot.title')} | ${t('brand')}`, body);
}

/** The same answer whether or not the email has an account. */
export function renderForgotSent(options: InteractionPage & { email: string; outbox: boolean }): string {
  const { t, language, uid, email, outbox } = options;
  const base = interactionBase(uid);
  const body = html`${heading(t, t('forgot.sentTitle'), t('forgot.sentText', { email }))}
${outbox ? html`<div class="note"><p>${t('forgot.outbox')}</p><code>DATA_DIR/outbox/</code></div>` : ''}
<a class="primary primary-link" href="${base}/login?email=${encodeURIComponent(email)}">${t('forgot.back')}</a>
${footer(t, uid)}`;
  return layout(language, `${t('forgot.sentTitle')} | ${t('brand')}`, body);
}

/** Opened from the reset link: choose a new password. */
export function renderReset(options: PageBase & { token: string; uid: string; email: string; error?: string }): string {
  const { t, language, token, uid, email, error } = options;
  const body = html`${heading(t, t('reset.title'), t('reset.subtitle', { email }))}
<form class="stack" method="post" action="/idp/password-reset" novalidate>
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="uid" value="${uid}">
<input type="hidden" name="lang" value="${language}">
<input type="email" name="username" value="${email}" autocomplete="username" hidden>
${field({
  label: t('reset.password'),
  name: 'password',
  type: 'password',
  autocomplete: 'new-password',
  error,
  hint: t('passwordRules', { min: PASSWORD_MIN_LENGTH }),
  maxlength: PASSWORD_MAX_LENGTH,
  autofocus: true,
  extra: passwordToggle(t),
})}
<button type="submit" class="primary">${t('reset.submit')}</button>
</form>
<p class="footnote">${t('footnote')}</p>`;
  return layout(language, `${t('reset.title')} | ${t('brand')}`, body);
}

/** After a reset, or for a reset link that is used, expired or unknown. */
export function renderResetOutcome(options: PageBase & { outcome: 'done' | 'invalid'; continueUrl: string }): string {
  const { t, language, outcome, continueUrl } = options;
  const title = t(outcome === 'done' ? 'reset.doneTitle' : 'reset.invalidTitle');
  const body = html`${heading(t, title, t(outcome === 'done' ? 'reset.doneText' : 'reset.invalidText'))}
<a class="primary primary-link" href="${continueUrl}">${t('reset.continue')}</a>
<p class="footnote">${t('footnote')}</p>`;
  return layout(language, `${title} | ${t('brand')}`, body);
}

/** Too many attempts (429): when to try again, and the way back. */
export function renderTooMany(options: PageBase & { retryAfterSeconds: number; backUrl: string }): string {
  const { t, language, retryAfterSeconds, backUrl } = options;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const body = html`${heading(t, t('tooMany.title'), t('tooMany.text', { count: minutes }))}
<a class="primary primary-link" href="${backUrl}">${t('tooMany.back')}</a>
<p class="footnote">${t('footnote')}</p>`;
  return layout(language, `${t('tooMany.title')} | ${t('brand')}`, body);
}

/** Shown for an invalid or expired sign-in request, instead of oidc-provider's default page. */
export function renderErrorPage(options: PageBase & { homeUrl: string }): string {
  const { t, language, homeUrl } = options;
  const body = html`${heading(t, t('errorPage.title'), t('errorPage.text'))}
<a class="primary primary-link" href="${homeUrl}">${t('errorPage.back')}</a>`;
  return layout(language, `${t('errorPage.title')} | ${t('brand')}`, body);
}
