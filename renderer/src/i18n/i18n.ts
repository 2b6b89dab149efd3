import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { groupDigits } from '../../../shared/money';

export const NAMESPACES = ['common', 'consent', 'errors'] as const;

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Locale files load per language and namespace, so a page downloads only the strings it shows. */
const localeBackend = resourcesToBackend(async (lng: string, ns: string) => {
  const load = localeFiles[`./locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`Missing locale file ${lng}/${ns}`);
  return (await load()).default;
});

async function configure(instance: I18n, language: Language): Promise<I18n> {
  await instance
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      lng: language,
      // Every language has every string (locales.test.ts): a Korean or Japanese page loads no English
      // fallback namespaces (6 KB of strings on each page that would never be read).
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  // `{{count, grouped}}`: a whole number with comma groups, as the three languages write it, without
  // the page's first Intl.NumberFormat (a long task, see groupDigits).
  instance.services.formatter?.add('grouped', (value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) ? groupDigits(value) : String(value),
  );
  return instance;
}

/** The app's i18next, in the page's language. */
export function initI18n(language: Language): Promise<I18n> {
  return configure(i18next, language);
}

/** A separate i18next for rendering one page at build time, so that it records the namespaces that page uses. */
export function createI18n(language: Language): Promise<I18n> {
  return configure(i18next.createInstance(), language);
}

/** The namespaces an i18next instance has loaded for its language. */
export function loadedNamespaces(instance: I18n): string[] {
  return Object.keys(instance.store.data[instance.language] ?? {});
}

export { i18next };
