import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/languages';
import { splitLanguagePrefix } from '../../../../shared/routes';
import { ApiError } from '../../http/api-error';

/**
 * A redirect target given by the client must be a page of this site: http(s) on one of the site's
 * origins. Anything else (another host, javascript:, protocol-relative tricks) is refused.
 */
export function sameOriginUrl(value: string, allowedOrigins: readonly string[], field: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError('VALIDATION_ERROR', { message: `Invalid ${field}: must be an absolute URL of this site.` });
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !allowedOrigins.includes(url.origin)) {
    throw new ApiError('VALIDATION_ERROR', { message: `Invalid ${field}: must be a page of this site.` });
  }
  return url;
}

/** The page language of a return URL (its /ko, /en or /ja prefix), else the fallback. */
export function languageOfUrl(url: URL, fallback: Language = DEFAULT_LANGUAGE): Language {
  return splitLanguagePrefix(url.pathname).lang ?? fallback;
}
