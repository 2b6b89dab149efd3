import type { TFunction } from 'i18next';
import type { Language } from '../../../../../shared/languages';
import { cantaraLogo, hostedPage } from '../../../http/hosted-page/hosted-page';
import { html, type SafeHtml } from '../../../http/html';

export const ASSET_BASE = '/billing/assets';

const LOGO = cantaraLogo(28);

/** The document around a billing page: the top bar with the way back, the mark and the test-mode badge. */
export function billingLayout(options: {
  language: Language;
  title: string;
  t: TFunction;
  backUrl: string;
  body: SafeHtml;
  narrow?: boolean;
}): string {
  const { language, title, t, backUrl, body } = options;
  return hostedPage({
    language,
    title: `${title} · Cantara`,
    stylesheet: `${ASSET_BASE}/billing.css`,
    script: `${ASSET_BASE}/billing.js`,
    bodyClass: options.narrow ? 'portal-page' : 'checkout-page',
    body: html`<header class="topbar">
<a class="back" href="${backUrl}" data-testid="billing-back"><span aria-hidden="true">←</span> ${t('backToSite')}</a>
<span class="brand">${LOGO}<span>${t('brand')}</span></span>
<span class="badge">${t('testMode')}</span>
</header>
${body}`,
  });
}
