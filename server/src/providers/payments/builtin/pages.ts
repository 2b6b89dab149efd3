import type { TFunction } from 'i18next';
import { TEST_CARDS } from '../../../../../shared/commerce';
import type { Language } from '../../../../../shared/languages';
import { type Currency, formatMoney } from '../../../../../shared/money';
import { html, type SafeHtml } from '../../../http/html';
import type { Order } from '../../../modules/commerce/pricing';
import type { CardForm, CardProblem } from './card';
import { formatDate } from './strings';

export const ASSET_BASE = '/billing/assets';

const LOGO = html`<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
<defs><linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b197fc"/><stop offset="1" stop-color="#f783ac"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="#2a2238"/>
<path d="M12 36c4-14 10-14 12 0s8 14 12 0 10-14 12 0" fill="none" stroke="url(#logo-gradient)" stroke-width="6" stroke-linecap="round"/>
</svg>`;

function layout(options: {
  language: Language;
  title: string;
  t: TFunction;
  backUrl: string;
  body: SafeHtml;
  narrow?: boolean;
}): string {
  const { language, title, t, backUrl, body } = options;
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0d0b14">
<title>${title} · Cantara</title>
<link rel="stylesheet" href="${ASSET_BASE}/billing.css">
<script src="${ASSET_BASE}/billing.js" defer></script>
</head>
<body class="${options.narrow ? 'portal-page' : 'checkout-page'}">
<header class="topbar">
<a class="back" href="${backUrl}" data-testid="billing-back"><span aria-hidden="true">←</span> ${t('backToSite')}</a>
<span class="brand">${LOGO}<span>${t('brand')}</span></span>
<span class="badge">${t('testMode')}</span>
</header>
${body}
</body>
</html>`.value;
}

function money(amount: number, currency: Currency, decimalUnit: number, language: Language) {
  return formatMoney(amount, currency, decimalUnit, language);
}

function taxNote(t: TFunction, currency: Currency): string {
  return currency === 'krw' ? t('taxIncluded') : t('taxExcluded');
}

export type CheckoutPageData = {
  t: TFunction;
  language: Language;
  sessionId: string;
  order: Order;
  productName: (productId: string) => string;
  email: string | null;
  cancelUrl: string;
  now: Date;
  problem?: { problem: CardProblem; field: keyof CardForm };
  form?: Pick<CardForm, 'expiry' | 'name'>;
};

/** The hosted pay page: the order priced by the server, and a card form that takes test cards. */
export function renderCheckoutPage(data: CheckoutPageData): string {
  const { t, language, order } = data;
  const fmt = (amount: number) => money(amount, order.currency, order.decimalUnit, language);
  const trial = order.plan && order.plan.trialDays > 0 ? order.plan : null;
  const firstCharge = trial ? new Date(data.now.getTime() + trial.trialDays * 86_400_000) : null;

  const lines = order.lines.map((line) => {
    const isPlan = line.productKind === 'plan';
    const detail = isPlan ? (line.period === 'year' ? t('planYearly') : t('planMonthly')) : t('characterOwnership');
    const period = line.period === 'year' ? t('periodYear') : t('periodMonth');
    const shown = isPlan && trial ? 0 : line.amount;
    return html`<li class="line">
<span class="line-name">${data.productName(line.productId)}<small>${detail}</small>${
      isPlan && trial && firstCharge
        ? html`<small class="trial">${t('trialLine', { days: trial.trialDays })} · ${t('thenPrice', {
            price: fmt(line.amount),
            period,
            date: formatDate(firstCharge, language),
          })}</small>`
        : ''
    }</span>
<span class="line-amount">${fmt(shown)}</span>
</li>`;
  });

  const problemText = data.problem ? t(`problem.${data.problem.problem}`) : null;
  const invalid = (field: keyof CardForm) => (data.problem?.field === field ? 'true' : 'false');
  const describedBy = (field: keyof CardForm) => (data.problem?.field === field ? 'card-problem' : undefined);
  const payLabel = order.total === 0 && trial ? t('startTrialButton') : t('payButton', { amount: fmt(order.total) });
  const format = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

  const body = html`<main class="checkout">
<section class="summary" aria-labelledby="summary-title">
<p class="eyebrow" id="summary-title">${trial ? t('startTrialTitle') : t('payTo')}</p>
<p class="amount-due" data-testid="amount-due">${fmt(order.total)}</p>
<h2 class="visually-hidden">${t('orderSummary')}</h2>
<ul class="lines">${lines}</ul>
<dl class="totals">
<div><dt>${t('subtotal')}</dt><dd>${fmt(order.subtotal)}</dd></div>
${
  order.discount > 0 && order.promotion
    ? html`<div class="discount"><dt>${t('discount', { code: order.promotion.code })}</dt><dd data-testid="checkout-discount">−${fmt(order.discount)}</dd></div>`
    : ''
}
<div class="total"><dt>${t('dueToday')}</dt><dd data-testid="checkout-total">${fmt(order.total)}</dd></div>
</dl>
<p class="tax-note">${taxNote(t, order.currency)}</p>
</section>
<section class="payment" aria-labelledby="payment-title">
<h1 id="payment-title">${t('paymentDetails')}</h1>
${problemText ? html`<p class="alert" role="alert" id="card-problem" data-testid="card-problem">${problemText}</p>` : ''}
<form method="post" action="/billing/checkout/${data.sessionId}" class="card-form" data-pay-form>
${data.email ? html`<label class="field"><span>${t('email')}</span><input type="email" value="${data.email}" readonly tabindex="-1"></label>` : ''}
<label class="field"><span>${t('cardNumber')}</span>
<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required aria-invalid="${invalid('number')}" aria-describedby="${describedBy('number')}" data-card-number></label>
<div class="row">
<label class="field"><span>${t('expiry')}</span>
<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required value="${data.form?.expiry ?? ''}" aria-invalid="${invalid('expiry')}" aria-describedby="${describedBy('expiry')}" data-card-expiry></label>
<label class="field"><span>${t('cvc')}</span>
<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required aria-invalid="${invalid('cvc')}" aria-describedby="${describedBy('cvc')}"></label>
</div>
<label class="field"><span>${t('nameOnCard')}</span>
<input name="name" autocomplete="cc-name" maxlength="100" required value="${data.form?.name ?? ''}" aria-invalid="${invalid('name')}" aria-describedby="${describedBy('name')}"></label>
<button type="submit" class="primary" data-testid="pay-button">${payLabel}</button>
</form>
<aside class="test-cards" aria-label="${t('testCardsTitle')}">
<p class="test-title">${t('testCardsTitle')}</p>
<ul>
<li><code>${format(TEST_CARDS.success)}</code> <span>${t('testCardSuccess')}</span></li>
<li><code>${format(TEST_CARDS.declined)}</code> <span>${t('testCardDeclined')}</span></li>
</ul>
<p>${t('testCardOther')}</p>
</aside>
<p class="secure-note">${t('secureNote')}</p>
</section>
</main>`;
  return layout({ language, title: t('checkoutTitle'), t, backUrl: data.cancelUrl, body });
}

/** A checkout that can no longer be paid: expired, or already paid. */
export function renderCheckoutClosed(options: {
  t: TFunction;
  language: Language;
  kind: 'expired' | 'complete';
  continueUrl: string;
}): string {
  const { t, kind } = options;
  const title = kind === 'expired' ? t('sessionExpiredTitle') : t('sessionCompleteTitle');
  const text = kind === 'expired' ? t('sessionExpiredText') : t('sessionCompleteText');
  const body = html`<main class="message-page"><section class="panel center">
<h1>${title}</h1><p class="dimmed">${text}</p>
<a class="primary button-link" href="${options.continueUrl}">${t('continue')}</a>
</section></main>`;
  return layout({ language: options.language, title, t, backUrl: options.continueUrl, body, narrow: true });
}

export type PortalSubscription = {
  status: 'trialing' | 'active' | 'canceled';
  paid: boolean;
  planName: string;
  period: 'month' | 'year' | null;
  unitAmount: number | null;
  currency: Currency | null;
  startDate: Date;
  trialEnd: Date | null;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

export type PortalInvoice = {
  id: string;
  date: Date;
  description: string;
  amount: number;
  currency: Currency;
};

export type PortalPageData = {
  t: TFunction;
  language: Language;
  token: string;
  returnUrl: string;
  pricingUrl: string;
  subscription: PortalSubscription | null;
  characters: string[];
  invoices: PortalInvoice[];
  notice: 'canceled' | 'resumed' | null;
  confirmCancel: boolean;
};

function subscriptionPanel(data: PortalPageData): SafeHtml {
  const { t, language, subscription: sub } = data;
  const base = `/billing/portal/${data.token}`;
  if (!sub) {
    return html`<section class="panel" aria-labelledby="plan-title" data-testid="portal-plan">
<h2 id="plan-title">${t('currentPlan')}</h2>
<p class="plan-name">${t('basicPlan')}</p><p class="dimmed">${t('basicPlanText')}</p>
<a class="secondary button-link" href="${data.pricingUrl}">${t('seePlans')}</a>
</section>`;
  }
  const date = (value: Date) => formatDate(value, language);
  const status = !sub.paid
    ? t('statusGranted')
    : sub.cancelAtPeriodEnd
      ? t('statusCanceling')
      : sub.status === 'trialing'
        ? t('statusTrialing')
        : t('statusActive');
  const price =
    sub.unitAmount !== null && sub.currency && sub.period
      ? t('priceEvery', {
          price: formatMoney(sub.unitAmount, sub.currency, undefined, language),
          period: sub.period === 'year' ? t('periodYear') : t('periodMonth'),
        })
      : null;
  const detail = !sub.paid
    ? t('grantedUntil', { date: date(sub.periodEnd) })
    : sub.cancelAtPeriodEnd
      ? t('endsOn', { date: date(sub.periodEnd) })
      : sub.status === 'trialing' && sub.trialEnd
        ? t('trialEnds', { date: date(sub.trialEnd) })
        : t('renewsOn', { date: date(sub.periodEnd) });

  let actions: SafeHtml | string = '';
  if (sub.paid && data.confirmCancel && !sub.cancelAtPeriodEnd) {
    actions = html`<div class="confirm" role="group" aria-labelledby="confirm-title">
<p class="confirm-title" id="confirm-title">${t('cancelConfirmTitle')}</p>
<p class="dimmed">${t('cancelConfirmText', { date: date(sub.periodEnd) })}</p>
<div class="actions">
<form method="post" action="${base}/cancel"><button type="submit" class="danger" data-testid="portal-cancel-confirm">${t('cancelConfirm')}</button></form>
<a class="secondary button-link" href="${base}">${t('keepPlan')}</a>
</div></div>`;
  } else if (sub.paid && sub.cancelAtPeriodEnd) {
    actions = html`<form method="post" action="${base}/resume" class="actions"><button type="submit" class="primary" data-testid="portal-resume">${t('resumePlan')}</button></form>`;
  } else if (sub.paid) {
    actions = html`<div class="actions"><a class="secondary button-link" href="${base}?confirm=cancel" data-testid="portal-cancel">${t('cancelPlan')}</a></div>`;
  }

  return html`<section class="panel" aria-labelledby="plan-title" data-testid="portal-plan">
<h2 id="plan-title">${t('currentPlan')}</h2>
<div class="plan-head"><p class="plan-name">${sub.planName}</p><span class="status" data-testid="portal-status">${status}</span></div>
${price ? html`<p class="plan-price">${price}</p>` : ''}
<p class="plan-detail" data-testid="portal-detail">${detail}</p>
<p class="dimmed small">${t('startedOn', { date: date(sub.startDate) })}</p>
${actions}
</section>`;
}

/** The built-in billing portal: subscription with renewal or trial end, cancel or resume, characters, invoices. */
export function renderPortalPage(data: PortalPageData): string {
  const { t, language } = data;
  const notice =
    data.notice === 'canceled' && data.subscription
      ? t('canceledNotice', { date: formatDate(data.subscription.periodEnd, language) })
      : data.notice === 'resumed'
        ? t('resumedNotice')
        : null;
  const invoices = data.invoices.length
    ? html`<div class="table-wrap"><table class="invoices">
<thead><tr><th scope="col">${t('invoiceDate')}</th><th scope="col">${t('invoiceDescription')}</th><th scope="col" class="num">${t('invoiceAmount')}</th><th scope="col">${t('invoiceStatus')}</th></tr></thead>
<tbody>${data.invoices.map(
        (invoice) =>
          html`<tr><td>${formatDate(invoice.date, language)}</td><td class="desc">${invoice.description}</td><td class="num">${formatMoney(invoice.amount, invoice.currency, undefined, language)}</td><td><span class="paid">${t('paid')}</span></td></tr>`,
      )}</tbody></table></div>`
    : html`<p class="dimmed">${t('noInvoices')}</p>`;

  const body = html`<main class="portal">
<h1>${t('portalTitle')}</h1>
<p class="dimmed subtitle">${t('portalSubtitle')}</p>
${notice ? html`<p class="notice" role="status" data-testid="portal-notice">${notice}</p>` : ''}
${subscriptionPanel(data)}
<section class="panel" aria-labelledby="characters-title">
<h2 id="characters-title">${t('characters')}</h2>
${
  data.characters.length
    ? html`<ul class="chips">${data.characters.map((name) => html`<li>${name}</li>`)}</ul>`
    : html`<p class="dimmed">${t('noCharacters')}</p>`
}
</section>
<section class="panel" aria-labelledby="invoices-title">
<h2 id="invoices-title">${t('invoices')}</h2>
${invoices}
</section>
</main>`;
  return layout({ language, title: t('portalTitle'), t, backUrl: data.returnUrl, body, narrow: true });
}

/** A portal link that is no longer valid. */
export function renderPortalExpired(options: { t: TFunction; language: Language; homeUrl: string }): string {
  const { t } = options;
  const body = html`<main class="message-page"><section class="panel center">
<h1>${t('portalExpiredTitle')}</h1><p class="dimmed">${t('portalExpiredText')}</p>
<a class="primary button-link" href="${options.homeUrl}">${t('continue')}</a>
</section></main>`;
  return layout({
    language: options.language,
    title: t('portalExpiredTitle'),
    t,
    backUrl: options.homeUrl,
    body,
    narrow: true,
  });
}
