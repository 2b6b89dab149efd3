import type { Language } from './languages';

/** Currencies the store charges in (spec section 3), with their symbols and minor units. */
export const CURRENCIES = ['usd', 'krw', 'jpy'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { usd: '$', krw: '₩', jpy: '¥' };

/** Minor units per major unit: 100 cents in a dollar; won and yen have none. */
export const DECIMAL_UNITS: Record<Currency, number> = { usd: 100, krw: 1, jpy: 1 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A currency code read back from storage: usd when it is missing or not one the store charges in. */
export function storedCurrency(value: unknown): Currency {
  return isCurrency(value) ? value : 'usd';
}

/** The currency a page language shows prices in: ko → krw, ja → jpy, everything else usd. */
export function currencyForLanguage(language: string | null | undefined): Currency {
  if (language === 'ko') return 'krw';
  if (language === 'ja') return 'jpy';
  return 'usd';
}

/** Number of decimals a decimal_unit stands for: 100 → 2, 1 → 0. */
export function decimalsOf(decimalUnit: number): number {
  if (!Number.isFinite(decimalUnit) || decimalUnit < 1) return 0;
  return Math.max(0, Math.round(Math.log10(decimalUnit)));
}

const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', ja: 'ja-JP' };

/** Building an Intl.NumberFormat is costly (a price table formats dozens of amounts), so each is built once. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, decimals: number): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Builds the number format of a page's prices ahead of them, e.g. while they load (it is kept). */
export function prepareMoneyFormat(
  currency: Currency,
  language: Language,
  decimalUnit = DECIMAL_UNITS[currency],
): void {
  numberFormat(language, decimalsOf(decimalUnit));
}

/**
 * Formats an integer amount of minor units with its symbol and comma thousands separators:
 * (129900, 'usd', 100) → "$1,299.00"; (49000, 'krw', 1) → "₩49,000".
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency,
  decimalUnit: number = DECIMAL_UNITS[currency],
  language: Language = 'en',
): string {
  const decimals = decimalsOf(decimalUnit);
  const major = minorUnits / 10 ** decimals;
  const formatted = numberFormat(language, decimals).format(major);
  return `${major < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${formatted.replace(/^-/, '')}`;
}

/** A yearly price shown per month: divided by 12 and rounded to the currency's smallest unit. */
export function monthlyFromYearly(yearlyMinorUnits: number): number {
  return Math.round(yearlyMinorUnits / 12);
}
