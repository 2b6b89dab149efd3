import type { TFunction } from 'i18next';
import type { Order } from '../../../../../shared/commerce';
import { TEST_CARDS } from '../../../../../shared/commerce';
import type { Language } from '../../../../../shared/languages';
import { type Currency, formatMoney } from '../../../../../shared/money';
import { html } from '../../../http/html';
import { billingLayout } from './billing-layout';
import type { CardForm, CardProblem } from './card';
import { formatDate } from './strings';

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
  const fmt = (amount: number) => formatMoney(amount, order.currency, order.decimalUnit);
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
  return billingLayout({ language, title: t('checkoutTitle'), t, backUrl: data.cancelUrl, body });
}

const CLOSED_TEXTS = {
  expired: ['sessionExpiredTitle', 'sessionExpiredText'],
  complete: ['sessionCompleteTitle', 'sessionCompleteText'],
  already_owned: ['alreadyOwnedTitle', 'alreadyOwnedText'],
  plan_held: ['planHeldTitle', 'planHeldText'],
} as const;

/** A checkout that can no longer be paid: expired, already paid, or for what the user already has. */
export function renderCheckoutClosed(options: {
  t: TFunction;
  language: Language;
  kind: keyof typeof CLOSED_TEXTS;
  continueUrl: string;
}): string {
  const { t, kind } = options;
  const [titleKey, textKey] = CLOSED_TEXTS[kind];
  const title = t(titleKey);
  const text = t(textKey);
  const refused = kind === 'already_owned' || kind === 'plan_held';
  const message = refused
    ? html`<p class="dimmed" role="alert" data-testid="checkout-closed-text">${text}</p>`
    : html`<p class="dimmed" data-testid="checkout-closed-text">${text}</p>`;
  const body = html`<main class="message-page"><section class="panel center">
<h1>${title}</h1>${message}
<a class="primary button-link" href="${options.continueUrl}">${t('continue')}</a>
</section></main>`;
  return billingLayout({ language: options.language, title, t, backUrl: options.continueUrl, body, narrow: true });
}
