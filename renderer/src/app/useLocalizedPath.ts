import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLanguagePrefix, withLanguage } from '../../../shared/routes';

/** Builds links that keep the language prefix of the current URL (or its absence). */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { lang } = splitLanguagePrefix(pathname);
  return useCallback((path: string) => withLanguage(lang, path), [lang]);
}
