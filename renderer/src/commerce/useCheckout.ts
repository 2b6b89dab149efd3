import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { PayMode } from '../../../shared/commerce';
import type { Currency } from '../../../shared/money';
import { ApiRequestError } from '../api/client';
import { type ErrorOverrides, useApiErrorHandler } from '../api/useApiErrorHandler';
import { accessTokenAtom, userInfoAtom } from '../auth/authAtoms';
import { useAuthActions } from '../auth/useAuthActions';
import { openPaymentPage } from '../platform/externalPages';
import { createCheckoutSession } from './commerceApi';
import { checkoutReturnUrls } from './returnUrls';

export type CheckoutRequest = {
  lookupKeys: readonly string[];
  payMode: PayMode;
  currency: Currency;
  promoCode?: string | null;
};

/**
 * LOGIN_REQUIRED on checkout or portal (spec section 8): alert, then start a login that comes back
 * to the page the user is on.
 */
export function useLoginRequiredHandler(): (error: ApiRequestError) => void {
  const handleError = useApiErrorHandler();
  const setToken = useSetAtom(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const { login } = useAuthActions();
  return useCallback(
    (error: ApiRequestError) => {
      setToken(null);
      setUser(null);
      handleError(error);
      void login();
    },
    [handleError, login, setToken, setUser],
  );
}

/**
 * Opens a checkout and sends the browser to it. A visitor is sent to login first and comes back to
 * the same page; POST_CHECKOUT_ERROR alerts and is logged.
 */
export function useCheckout(): {
  start: (request: CheckoutRequest, overrides?: ErrorOverrides) => Promise<void>;
  pending: boolean;
} {
  const token = useAtomValue(accessTokenAtom);
  const { login } = useAuthActions();
  const handleError = useApiErrorHandler();
  const onLoginRequired = useLoginRequiredHandler();
  const [pending, setPending] = useState(false);

  const start = useCallback(
    async (request: CheckoutRequest, overrides: ErrorOverrides = {}) => {
      if (!token) {
        await login();
        return;
      }
      setPending(true);
      try {
        const urls = checkoutReturnUrls(window.location, request.payMode);
        const session = await createCheckoutSession({
          accessToken: token,
          lookupKeys: request.lookupKeys,
          payMode: request.payMode,
          currency: request.currency,
          promoCode: request.promoCode ?? null,
          ...urls,
        });
        if (!(await openPaymentPage(session.redirect_url))) {
          throw new ApiRequestError('POST_CHECKOUT_ERROR', 0, `Refused checkout URL ${session.redirect_url}`);
        }
      } catch (error) {
        setPending(false);
        if (error instanceof ApiRequestError && error.code === 'POST_CHECKOUT_ERROR') {
          console.error('POST_CHECKOUT_ERROR', error.message);
        }
        handleError(error, { overrides: { LOGIN_REQUIRED: onLoginRequired, ...overrides } });
      }
    },
    [token, login, handleError, onLoginRequired],
  );

  return { start, pending };
}
