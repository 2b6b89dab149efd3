import type { TFunction } from 'i18next';
import type { Language } from '../../../../../shared/languages';
import { html, type SafeHtml } from '../../../http/html';

export const STYLESHEET_PATH = '/idp/assets/sign-in.css';

const LOGO = html`<svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b197fc"/><stop offset="1" stop-color="#f783ac"/></linearGradient></defs>
  <rect width="64" height="64" rx="16" fill="#2a2238"/>
  <path d="M12 36c4-14 10-14 12 0s8 14 12 0 10-14 12 0" fill="none" stroke="url(#g)" stroke-width="6" stroke-linecap="round"/>
</svg>`;

function layout(language: Language, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0d0b14">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${title}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">${body}</main>
</body>
</html>`.value;
}

export type ChooserAccount = { id: string; email: string; name: string };

export type ChooserForm = {
  email: string;
  name: string;
  errors: { email?: string; name?: string; account?: string };
};

/** The account chooser: accounts kept here, and "Use another account" that creates one. */
export function renderChooser(options: {
  t: TFunction;
  language: Language;
  uid: string;
  accounts: ChooserAccount[];
  form?: ChooserForm;
}): string {
  const { t, language, uid, accounts, form } = options;
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const createOpen = accounts.length === 0 || Boolean(form?.errors.email || form?.errors.name);
  const list = accounts.length
    ? html`<p class="section-label" id="accounts-label">${t('accountsLabel')}</p>
<ul class="accounts" aria-labelledby="accounts-label">${accounts.map(
        (account) => html`<li><form method="post" action="${base}/select">
<input type="hidden" name="account_id" value="${account.id}">
<button type="submit" class="account">
<span class="avatar" aria-hidden="true">${[...account.name.trim()][0]?.toUpperCase() ?? '?'}</span>
<span class="account-text"><span class="account-name">${account.name}</span><span class="account-email">${account.email}</span></span>
</button></form></li>`,
      )}</ul>`
    : '';
  const fieldError = (id: string, message: string | undefined) =>
    message ? html`<span class="field-error" id="${id}">${message}</span>` : '';

  const body = html`<div class="brand">${LOGO}<span>${t('brand')}</span></div>
<h1>${t('title')}</h1>
<p class="subtitle">${t('subtitle')}</p>
${form?.errors.account ? html`<p class="alert" role="alert">${form.errors.account}</p>` : ''}
${list}
<details${createOpen ? html` open` : ''}>
<summary><span class="plus" aria-hidden="true">+</span>${t('useAnother')}</summary>
<form class="create" method="post" action="${base}/create" novalidate>
<p class="hint">${t('createHint')}</p>
<label>${t('email')}
<input type="email" name="email" autocomplete="email" required maxlength="254" value="${form?.email ?? ''}"${
    form?.errors.email ? html` aria-invalid="true" aria-describedby="email-error"` : ''
  }>
${fieldError('email-error', form?.errors.email)}</label>
<label>${t('name')}
<input type="text" name="name" autocomplete="name" required maxlength="64" value="${form?.name ?? ''}"${
    form?.errors.name ? html` aria-invalid="true" aria-describedby="name-error"` : ''
  }>
${fieldError('name-error', form?.errors.name)}</label>
<button type="submit" class="primary">${t('continue')}</button>
</form>
</details>
<form class="cancel" method="post" action="${base}/abort"><button type="submit" class="link-button">${t('cancel')}</button></form>
<p class="footnote">${t('footnote')}</p>`;
  return layout(language, `${t('title')} | ${t('brand')}`, body);
}

/** Shown for an invalid or expired sign-in request, instead of oidc-provider's default page. */
export function renderErrorPage(options: { t: TFunction; language: Language; homeUrl: string }): string {
  const { t, language, homeUrl } = options;
  const body = html`<div class="brand">${LOGO}<span>${t('brand')}</span></div>
<h1>${t('errorPage.title')}</h1>
<p class="subtitle">${t('errorPage.text')}</p>
<a class="primary primary-link" href="${homeUrl}">${t('errorPage.back')}</a>`;
  return layout(language, `${t('errorPage.title')} | ${t('brand')}`, body);
}
