import { CONFLICTED_TOKEN_RETRY_MS } from '../../../shared/accounts';
import { PAGE_ROUTES } from '../../../shared/routes';

/** How the renderer answers an error code by default (spec section 8, "Handling"). */
export type ErrorHandling =
  /** A notification with the localized message. */
  | { kind: 'alert'; tone: 'error' | 'warning' }
  /** Signed out, then a notification. */
  | { kind: 'alertAndClearAuth' }
  /** Signed out without a word, then to the restore page with the activation code. */
  | { kind: 'clearAuthAndActivate' }
  /** A notification, then another page. */
  | { kind: 'alertAndNavigate'; to: string; tone: 'error' | 'warning' }
  /** The call is made again after a pause. */
  | { kind: 'retry'; afterMs: number }
  /** The page shows the message next to the field it concerns. */
  | { kind: 'inline' }
  /** Nothing is shown; the error is logged. */
  | { kind: 'log' };

/** The codes of the spec's error catalogue and their default handling. */
export const ERROR_HANDLING = {
  DEACTIVATED_USER: { kind: 'clearAuthAndActivate' },
  LOGIN_REQUIRED: { kind: 'alertAndClearAuth' },
  LOGIN_FAILED: { kind: 'alertAndClearAuth' },
  CONFLICTED_TOKEN: { kind: 'retry', afterMs: CONFLICTED_TOKEN_RETRY_MS },
  USER_INFO_ERROR: { kind: 'alert', tone: 'error' },
  TIMEOUT_ERROR: { kind: 'alert', tone: 'error' },
  AUTHENTICATION_FAILED: { kind: 'alertAndNavigate', to: PAGE_ROUTES.myPage, tone: 'error' },
  GET_INVOICE_PREVIEW_ERROR: { kind: 'alert', tone: 'error' },
  GET_PRODUCT_ERROR: { kind: 'alert', tone: 'error' },
  GET_UNBUYABLE_ERROR: { kind: 'log' },
  POST_CHECKOUT_ERROR: { kind: 'alert', tone: 'error' },
  GET_USER_VALIDATION_DELETE_ERROR: { kind: 'inline' },
  WARNING_DELETED_PROMOTION: { kind: 'alert', tone: 'warning' },
  WARNING_CHANGED_CART: { kind: 'alert', tone: 'warning' },
  WARNING_CONFIRMATION_TEXT: { kind: 'inline' },
  WARNING_NO_ACTIVATE_CODE: { kind: 'alertAndNavigate', to: PAGE_ROUTES.landing, tone: 'warning' },
  GET_PROMOTION_NOT_FOUND: { kind: 'inline' },
  GET_VOUCHER_LIMITED: { kind: 'alert', tone: 'warning' },
  POPUP_ERROR: { kind: 'alert', tone: 'error' },
  UNKNOWN_ERROR: { kind: 'alert', tone: 'error' },
} as const satisfies Record<string, ErrorHandling>;

export type CatalogueCode = keyof typeof ERROR_HANDLING;

const FALLBACK: ErrorHandling = { kind: 'alert', tone: 'error' };

/** The handling of any code; codes outside the catalogue (transport codes) get the default alert. */
export function errorHandling(code: string): ErrorHandling {
  return Object.hasOwn(ERROR_HANDLING, code) ? ERROR_HANDLING[code as CatalogueCode] : FALLBACK;
}

/** Interpolation values of a message: the voucher limit is shown with its count filled with 1. */
export function errorMessageValues(code: string): Record<string, unknown> {
  return code === 'GET_VOUCHER_LIMITED' ? { count: 1 } : {};
}
