import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_ROUTES, splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { notify } from '../app/overlays';
import { accessTokenAtom, userInfoAtom } from '../auth/authAtoms';
import { ApiRequestError } from './client';
import { errorHandling, errorMessageValues } from './errorCatalogue';

export type ErrorOverrides = Partial<Record<string, (error: ApiRequestError) => void>>;

export type HandleOptions = {
  /** Handlers a page gives for particular codes (e.g. an inline message); they replace the default. */
  overrides?: ErrorOverrides;
  /** What a timeout does here; by default an alert. */
  onTimeout?: (error: ApiRequestError) => void;
  /** Called again for a `retry` handling. */
  retry?: () => void;
};

/** The localized message of an error, falling back to the server's own text. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiRequestError ? error.code : 'UNKNOWN_ERROR';
      const fallback = error instanceof ApiRequestError ? error.message : t('UNKNOWN_ERROR');
      return t(code, { ...errorMessageValues(code), defaultValue: fallback });
    },
    [t],
  );
}

/**
 * Maps an API error to its handling from the error catalogue (spec section 8): a timeout goes to the
 * timeout handler; otherwise a page's own handler for the code, else the catalogue's; default an alert.
 */
export function useApiErrorHandler(): (error: unknown, options?: HandleOptions) => void {
  const message = useErrorMessage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setToken = useSetAtom(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);

  return useCallback(
    (error: unknown, options: HandleOptions = {}) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const apiError =
        error instanceof ApiRequestError ? error : new ApiRequestError('UNKNOWN_ERROR', 0, String(error));
      const alert = (tone: 'error' | 'warning') =>
        void notify({
          color: tone === 'warning' ? 'yellow' : 'red',
          message: message(apiError),
          autoClose: 6000,
          withBorder: true,
        });
      if (apiError.code === 'TIMEOUT_ERROR') {
        if (options.onTimeout) options.onTimeout(apiError);
        else alert('error');
        return;
      }
      const override = options.overrides?.[apiError.code];
      if (override) {
        override(apiError);
        return;
      }
      const lang = splitLanguagePrefix(pathname).lang;
      const handling = errorHandling(apiError.code);
      switch (handling.kind) {
        case 'alert':
          alert(handling.tone);
          break;
        case 'alertAndClearAuth':
          setToken(null);
          setUser(null);
          alert('error');
          break;
        case 'clearAuthAndActivate': {
          setToken(null);
          setUser(null);
          const code = typeof apiError.detail.activation_code === 'string' ? apiError.detail.activation_code : '';
          const query = code ? `?${new URLSearchParams({ activation_code: code })}` : '';
          navigate(`${withLanguage(lang, PAGE_ROUTES.activation)}${query}`, { replace: true });
          break;
        }
        case 'alertAndNavigate':
          alert(handling.tone);
          navigate(withLanguage(lang, handling.to), { replace: true });
          break;
        case 'retry':
          if (options.retry) setTimeout(options.retry, handling.afterMs);
          else alert('error');
          break;
        case 'inline':
          // The page shows it next to its field; reaching here means the page did not, so say it once.
          alert('warning');
          break;
        case 'log':
          console.warn(apiError.code, apiError.message);
          break;
      }
    },
    [message, navigate, pathname, setToken, setUser],
  );
}
