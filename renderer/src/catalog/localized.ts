import type { Language } from '../../../shared/languages';

/** The text of one language from a { en, ko, ja } record. */
export function localized<T>(text: Record<Language, T>, language: Language): T {
  return text[language] ?? text.en;
}
