import i18next, { type TFunction } from 'i18next';
import { isLanguage, type Language, pickLanguage } from '../../../../../shared/languages';
import en from './locales/en.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };

const translator = i18next.createInstance();
await translator.init({
  resources: { en: { idp: en }, ko: { idp: ko }, ja: { idp: ja } },
  defaultNS: 'idp',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The sign-in page's language: the renderer's ui_locales first, then the browser's Accept-Language. */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): Language {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  const first = requested.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return first ?? pickLanguage(accepted);
}

export function translate(language: Language): TFunction {
  return translator.getFixedT(language, 'idp');
}
