import type { PayMode } from '../../../shared/commerce';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';

/** Where a checkout returns: the payment-success page in the page's language, told the pay mode. */
export function checkoutReturnUrls(location: Pick<Location, 'origin' | 'pathname' | 'search'>, payMode: PayMode) {
  const { lang } = splitLanguagePrefix(location.pathname);
  const success = new URL(withLanguage(lang, PAGE_ROUTES.paymentSuccessful), location.origin);
  success.searchParams.set('mode', payMode);
  return {
    successUrl: success.toString(),
    cancelUrl: `${location.origin}${location.pathname}${location.search}`,
  };
}
