import i18next, { type TFunction } from 'i18next';
import { isLanguage, type Language, pickLanguage } from '../../../../../shared/languages';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };

const translator = i18next.createInstance();
await translator.init({
  resources: { en: { billing: en }, ko: { billing: ko }, ja: { billing: ja } },
  defaultNS: 'billing',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translate(language: Language): TFunction {
  return translator.getFixedT(language, 'billing');
}

/** A hosted page's language: the session's own, then a ?lang= override, then Accept-Language. */
export function pageLanguage(stored: string | null, override: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(override)) return override;
  if (isLanguage(stored)) return stored;
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return pickLanguage(accepted);
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', ja: 'ja-JP' };

export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
