import type { TFunction } from 'i18next';
import { CANCELLATION_DEDUCTION_PERCENT, REFUND_WINDOW_DAYS } from '../../../../../shared/commerce';
import type { Language } from '../../../../../shared/languages';
import { type Currency, formatMoney } from '../../../../../shared/money';
import type { RefundQuote } from '../../../../../shared/schemas/refunds';
import { html, type SafeHtml } from '../../../http/html';
import type { BillingOverview } from '../types';
import { billingLayout } from './billing-layout';
import { formatDate } from './strings';

/** The plan as the portal shows it: the overview's subscription with its name. */
export type PortalSubscription = NonNullable<BillingOverview['subscription']> & { planName: string };

export type PortalInvoice = {
  id: string;
  date: Date;
  description: string;
  amount: number;
  currency: Currency;
  amountRefunded: number;
  /** The refund decision for the characters it bought; null when it bought none. */
  characterRefund: RefundQuote | null;
};

export type PortalNotice =
  | { kind: 'canceled' | 'resumed' }
  | { kind: 'ended' | 'refunded'; refunded: number; currency: Currency }
  | { kind: 'refund_refused'; reason: RefundQuote['reason'] };

export type PortalPageData = {
  t: TFunction;
  language: Language;
  token: string;
  returnUrl: string;
  pricingUrl: string;
  subscription: PortalSubscription | null;
  characters: string[];
  invoices: PortalInvoice[];
  notice: PortalNotice | null;
  /** What ending the paid plan now would refund. */
  cancelNowQuote: RefundQuote | null;
  confirm: { kind: 'cancel' | 'cancel_now' } | { kind: 'refund'; invoiceId: string } | null;
};

const amountOf = (quote: { amount: number; currency: Currency }) => formatMoney(quote.amount, quote.currency);

/** Why a refund is refused, in the user's words. */
function refusalText(t: TFunction, reason: RefundQuote['reason']): string {
  return t(`refund.reason.${reason ?? 'nothing_paid'}`, { days: REFUND_WINDOW_DAYS });
}

/** Why a refund is what it is, in the user's words. */
function refundExplanation(t: TFunction, quote: RefundQuote): string {
  const amount = amountOf(quote);
  if (quote.rule === 'full') return t('refund.fullText', { amount, days: REFUND_WINDOW_DAYS });
  if (quote.rule === 'remaining_days') {
    return t('refund.remainingText', {
      amount,
      count: quote.remaining_days ?? 0,
      total: quote.period_days ?? 0,
      percent: CANCELLATION_DEDUCTION_PERCENT,
    });
  }
  return refusalText(t, quote.reason);
}

function cancelNowConfirm(data: PortalPageData, base: string): SafeHtml {
  const { t } = data;
  const quote = data.cancelNowQuote;
  const refundLabel =
    quote?.eligible && quote.amount > 0
      ? t('refund.cancelNowConfirm', { amount: amountOf(quote) })
      : t('refund.cancelNowConfirmNoRefund');
  return html`<div class="confirm" role="group" aria-labelledby="cancel-now-title" data-testid="portal-cancel-now-confirm-box">
<p class="confirm-title" id="cancel-now-title">${t('refund.cancelNowTitle')}</p>
${quote?.eligible ? html`<p class="refund-amount" data-testid="portal-refund-amount">${amountOf(quote)}</p>` : ''}
<p class="dimmed" data-testid="portal-refund-explanation">${quote ? refundExplanation(t, quote) : ''}</p>
<p class="dimmed">${t('refund.cancelNowEffect')}</p>
<div class="actions">
<form method="post" action="${base}/cancel-now" data-once><button type="submit" class="danger" data-testid="portal-cancel-now-confirm">${refundLabel}</button></form>
<a class="secondary button-link" href="${base}">${t('keepPlan')}</a>
</div></div>`;
}

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
          price: formatMoney(sub.unitAmount, sub.currency),
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

  const cancelNowLink = html`<a class="secondary button-link" href="${base}?confirm=cancel_now" data-testid="portal-cancel-now">${t('refund.cancelNow')}</a>`;
  let actions: SafeHtml | string = '';
  if (sub.paid && data.confirm?.kind === 'cancel_now') {
    actions = cancelNowConfirm(data, base);
  } else if (sub.paid && data.confirm?.kind === 'cancel' && !sub.cancelAtPeriodEnd) {
    actions = html`<div class="confirm" role="group" aria-labelledby="confirm-title">
<p class="confirm-title" id="confirm-title">${t('cancelConfirmTitle')}</p>
<p class="dimmed">${t('cancelConfirmText', { date: date(sub.periodEnd) })}</p>
<div class="actions">
<form method="post" action="${base}/cancel"><button type="submit" class="danger" data-testid="portal-cancel-confirm">${t('cancelConfirm')}</button></form>
<a class="secondary button-link" href="${base}">${t('keepPlan')}</a>
</div></div>`;
  } else if (sub.paid && sub.cancelAtPeriodEnd) {
    actions = html`<div class="actions"><form method="post" action="${base}/resume"><button type="submit" class="primary" data-testid="portal-resume">${t('resumePlan')}</button></form>${cancelNowLink}</div>`;
  } else if (sub.paid) {
    actions = html`<div class="actions"><a class="secondary button-link" href="${base}?confirm=cancel" data-testid="portal-cancel">${t('cancelPlan')}</a>${cancelNowLink}</div>`;
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
  const notice = noticeText(data);
  const base = `/billing/portal/${data.token}`;
  const { confirm } = data;
  const confirmInvoice =
    confirm?.kind === 'refund' ? data.invoices.find((invoice) => invoice.id === confirm.invoiceId) : undefined;
  const invoices = data.invoices.length
    ? html`${confirmInvoice?.characterRefund?.eligible ? characterRefundConfirm(data, confirmInvoice, base) : ''}<div class="table-wrap"><table class="invoices">
<thead><tr><th scope="col">${t('invoiceDate')}</th><th scope="col">${t('invoiceDescription')}</th><th scope="col" class="num">${t('invoiceAmount')}</th><th scope="col">${t('invoiceStatus')}</th></tr></thead>
<tbody>${data.invoices.map((invoice) => invoiceRow(data, invoice, base))}</tbody></table></div>`
    : html`<p class="dimmed">${t('noInvoices')}</p>`;

  const body = html`<main class="portal">
<h1>${t('portalTitle')}</h1>
<p class="dimmed subtitle">${t('portalSubtitle')}</p>
${notice ? html`<p class="${notice.tone === 'warning' ? 'alert' : 'notice'}" role="status" data-testid="portal-notice">${notice.text}</p>` : ''}
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
  return billingLayout({ language, title: t('portalTitle'), t, backUrl: data.returnUrl, body, narrow: true });
}

function noticeText(data: PortalPageData): { text: string; tone: 'ok' | 'warning' } | null {
  const { t, language, notice } = data;
  if (!notice) return null;
  switch (notice.kind) {
    case 'canceled':
      return data.subscription
        ? { text: t('canceledNotice', { date: formatDate(data.subscription.periodEnd, language) }), tone: 'ok' }
        : null;
    case 'resumed':
      return { text: t('resumedNotice'), tone: 'ok' };
    case 'ended':
      return {
        text:
          notice.refunded > 0
            ? t('refund.endedNotice', {
                amount: amountOf({ amount: notice.refunded, currency: notice.currency }),
              })
            : t('refund.endedNoRefundNotice'),
        tone: 'ok',
      };
    case 'refunded':
      return {
        text: t('refund.refundedNotice', {
          amount: amountOf({ amount: notice.refunded, currency: notice.currency }),
        }),
        tone: 'ok',
      };
    case 'refund_refused':
      return {
        text: t('refund.refusedNotice', { reason: refusalText(t, notice.reason) }),
        tone: 'warning',
      };
  }
}

function invoiceRow(data: PortalPageData, invoice: PortalInvoice, base: string): SafeHtml {
  const { t, language } = data;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const status =
    invoice.amountRefunded <= 0
      ? html`<span class="paid">${t('paid')}</span>`
      : invoice.amountRefunded >= invoice.amount
        ? html`<span class="refunded">${t('refund.statusRefunded')}</span>`
        : html`<span class="refunded">${t('refund.statusPartial')}</span>`;
  const quote = invoice.characterRefund;
  let refund: SafeHtml | string = '';
  if (invoice.amountRefunded > 0) {
    refund = html`<small class="refund-line" data-testid="invoice-refunded">${t('refund.refundedLine', { amount: money(invoice.amountRefunded) })}</small>`;
  } else if (quote?.eligible) {
    refund = html`<a class="text-link" href="${base}?confirm=refund&amp;invoice=${invoice.id}" data-testid="invoice-refund">${t('refund.requestRefund')}</a>`;
  } else if (quote && quote.reason !== 'nothing_paid') {
    refund = html`<small class="refund-line dimmed" data-testid="invoice-refund-refused">${refusalText(t, quote.reason)}</small>`;
  }
  return html`<tr data-invoice="${invoice.id}"><td>${formatDate(invoice.date, language)}</td><td class="desc">${invoice.description}${refund}</td><td class="num">${money(invoice.amount)}</td><td>${status}</td></tr>`;
}

function characterRefundConfirm(data: PortalPageData, invoice: PortalInvoice, base: string): SafeHtml {
  const { t } = data;
  const quote = invoice.characterRefund!;
  return html`<div class="confirm" role="group" aria-labelledby="refund-title" data-testid="invoice-refund-confirm-box">
<p class="confirm-title" id="refund-title">${t('refund.characterTitle', { items: invoice.description })}</p>
<p class="refund-amount">${amountOf(quote)}</p>
<p class="dimmed">${t('refund.characterText', { amount: amountOf(quote) })}</p>
<div class="actions">
<form method="post" action="${base}/invoices/${invoice.id}/refund" data-once><button type="submit" class="danger" data-testid="invoice-refund-confirm">${t('refund.characterConfirm', { amount: amountOf(quote) })}</button></form>
<a class="secondary button-link" href="${base}">${t('refund.keepCharacters')}</a>
</div></div>`;
}

/** A portal link that is no longer valid. */
export function renderPortalExpired(options: { t: TFunction; language: Language; homeUrl: string }): string {
  const { t } = options;
  const body = html`<main class="message-page"><section class="panel center">
<h1>${t('portalExpiredTitle')}</h1><p class="dimmed">${t('portalExpiredText')}</p>
<a class="primary button-link" href="${options.homeUrl}">${t('continue')}</a>
</section></main>`;
  return billingLayout({
    language: options.language,
    title: t('portalExpiredTitle'),
    t,
    backUrl: options.homeUrl,
    body,
    narrow: true,
  });
}
