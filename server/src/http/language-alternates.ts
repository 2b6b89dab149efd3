import { LANGUAGES, type Language } from '../../../shared/languages';
import { splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { escapeHtml } from './html';

/** The language a visitor whose language the site does not have is sent to. */
const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The links that tell search engines a page's own address and its versions in the other languages
 * (absolute, as hreflang requires), for a language-prefixed page path; nothing for any other path.
 */
export function languageAlternates(publicUrl: string, pagePath: string): string {
  const { lang, path } = splitLanguagePrefix(pagePath);
  if (!lang) return '';
  const address = (language: Language) => escapeHtml(`${publicUrl}${withLanguage(language, path)}`);
  return [
    `<link rel="canonical" href="${address(lang)}">`,
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${address(language)}">`),
    `<link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LANGUAGE)}">`,
  ].join('');
}

/** A page's document with its address and language versions (languageAlternates) at the end of <head>. */
export function withLanguageAlternates(document: string, publicUrl: string, pagePath: string): string {
  const links = languageAlternates(publicUrl, pagePath);
  return links ? document.replace('</head>', () => `${links}</head>`) : document;
}
