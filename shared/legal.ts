/** The legal documents the site publishes, and the languages they are written in. */
export const LEGAL_PAGES = ['privacy', 'terms', 'refund-policy'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_LANGUAGES = ['ko', 'en', 'ja'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/**
 * Legal language for a page language: every language with its own documents reads them, anything
 * else reads en. (The spec names ko and en; the Japanese documents exist, so Japanese readers get them.)
 */
export function legalLanguageFor(language: string): LegalLanguage {
  return (LEGAL_LANGUAGES as readonly string[]).includes(language) ? (language as LegalLanguage) : 'en';
}
