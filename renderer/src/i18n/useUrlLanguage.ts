import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { browserLanguages, resolveLanguage } from './language';

/** Keeps i18next and <html lang> on the language of the current URL (prefix, else browser, else en). */
export function useUrlLanguage(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = resolveLanguage(pathname, browserLanguages());
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // A prerendered page already carries its language: <html> is left as it is rather than given the
    // same value again, which is still an attribute change for the browser to process.
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [i18n, language]);
}
