import { type Language, pickLanguage } from '../../../shared/languages';
import { splitLanguagePrefix } from '../../../shared/routes';

/** The page language: the first path segment when it names one, else the browser's, else en. */
export function resolveLanguage(pathname: string, browserLanguages: readonly string[]): Language {
  return splitLanguagePrefix(pathname).lang ?? pickLanguage(browserLanguages);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
