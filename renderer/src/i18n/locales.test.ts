import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

/** Every key of a locale file, plural forms counted once (`_one`, `_other` → the key itself). */
function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}

const namespaces = Object.keys(files)
  .filter((file) => file.startsWith('./locales/en/'))
  .map((file) => file.slice('./locales/en/'.length, -'.json'.length));

/**
 * Korean and Japanese pages load no English fallback (i18n.ts): every string must exist in every
 * language, or a visitor would read its key.
 */
describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s strings', (language) => {
  it.each(namespaces)('have every key of the English %s namespace', (namespace) => {
    const english = new Set(keysOf(files[`./locales/en/${namespace}.json`] ?? {}));
    const translated = files[`./locales/${language}/${namespace}.json`];
    expect(translated, `${language}/${namespace}.json`).toBeDefined();
    const present = new Set(keysOf(translated ?? {}));
    const missing = [...english].filter((key) => !present.has(key));
    expect(missing).toEqual([]);
  });
});
