import { useLocation } from 'react-router-dom';
import type { Language } from '../../../shared/languages';
import { browserLanguages, resolveLanguage } from '../i18n/language';

/** The language of the current page (its URL prefix, else the browser's, else en). */
export function usePageLanguage(): Language {
  const { pathname } = useLocation();
  return resolveLanguage(pathname, browserLanguages());
}
