import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';

export const NAMESPACES = ['common', 'consent', 'errors'] as const;

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Locale files load per language and namespace, so a page downloads only the strings it shows. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = localeFiles[`./locales/${lng}/${ns}.json`];
        if (!load) throw new Error(`Missing locale file ${lng}/${ns}`);
        return (await load()).default;
      }),
    )
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export { i18next };
