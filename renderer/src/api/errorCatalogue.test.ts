import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../../shared/errors';
import en from '../i18n/locales/en/errors.json';
import ja from '../i18n/locales/ja/errors.json';
import ko from '../i18n/locales/ko/errors.json';
import { ERROR_HANDLING, errorHandling, errorMessageValues } from './errorCatalogue';

const SPEC_CODES = [
  'DEACTIVATED_USER',
  'LOGIN_REQUIRED',
  'LOGIN_FAILED',
  'CONFLICTED_TOKEN',
  'USER_INFO_ERROR',
  'TIMEOUT_ERROR',
  'AUTHENTICATION_FAILED',
  'GET_INVOICE_PREVIEW_ERROR',
  'GET_PRODUCT_ERROR',
  'GET_UNBUYABLE_ERROR',
  'POST_CHECKOUT_ERROR',
  'GET_USER_VALIDATION_DELETE_ERROR',
  'WARNING_DELETED_PROMOTION',
  'WARNING_CHANGED_CART',
  'WARNING_CONFIRMATION_TEXT',
  'WARNING_NO_ACTIVATE_CODE',
  'GET_PROMOTION_NOT_FOUND',
  'GET_VOUCHER_LIMITED',
  'POPUP_ERROR',
  'UNKNOWN_ERROR',
];

describe('error catalogue handling', () => {
  it('has a handling for every code of the spec', () => {
    expect(Object.keys(ERROR_HANDLING).sort()).toEqual([...SPEC_CODES].sort());
  });

  it('maps the codes to the handling the spec gives', () => {
    expect(errorHandling('DEACTIVATED_USER')).toEqual({ kind: 'clearAuthAndActivate' });
    expect(errorHandling('LOGIN_FAILED')).toEqual({ kind: 'alertAndClearAuth' });
    expect(errorHandling('CONFLICTED_TOKEN')).toEqual({ kind: 'retry', afterMs: 1000 });
    expect(errorHandling('AUTHENTICATION_FAILED')).toMatchObject({ kind: 'alertAndNavigate', to: '/my-page' });
    expect(errorHandling('WARNING_NO_ACTIVATE_CODE')).toMatchObject({ kind: 'alertAndNavigate', to: '/landing' });
    expect(errorHandling('WARNING_CONFIRMATION_TEXT')).toEqual({ kind: 'inline' });
    expect(errorHandling('GET_PROMOTION_NOT_FOUND')).toEqual({ kind: 'inline' });
    expect(errorHandling('WARNING_CHANGED_CART')).toEqual({ kind: 'alert', tone: 'warning' });
  });

  it('alerts by default for codes outside the catalogue', () => {
    expect(errorHandling('RATE_LIMITED')).toEqual({ kind: 'alert', tone: 'error' });
    expect(errorHandling('something-else')).toEqual({ kind: 'alert', tone: 'error' });
  });

  it('fills the voucher limit message with a count of 1', () => {
    expect(errorMessageValues('GET_VOUCHER_LIMITED')).toEqual({ count: 1 });
    expect(errorMessageValues('LOGIN_FAILED')).toEqual({});
  });

  it('has a message in en, ko and ja for every code the API or the renderer raises', () => {
    const codes = [...new Set([...Object.keys(ERROR_CATALOGUE), ...SPEC_CODES, 'NETWORK_ERROR'])];
    for (const messages of [en, ko, ja] as Array<Record<string, string>>) {
      for (const code of codes) {
        const present = code in messages || `${code}_other` in messages;
        expect(present, code).toBe(true);
      }
    }
  });
});
