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

/**
 * Digits in groups of three joined by commas: 1234567 → "1,234,567". The site's three locales
 * (en-US, ko-KR, ja-JP) write numbers alike: Latin digits, comma groups of three, a point before the
 * decimals (a test holds this equal to Intl.NumberFormat). Built by hand because a page's first
 * Intl.NumberFormat costs 30–60 ms of main thread while ICU loads its number data (measured in
 * Chromium), a long task on every page with a price.
 */
export function groupDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Formats an integer amount of minor units with its symbol and comma thousands separators:
 * (129900, 'usd', 100) → "$1,299.00"; (49000, 'krw', 1) → "₩49,000".
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency,
  decimalUnit: number = DECIMAL_UNITS[currency],
): string {
  const decimals = decimalsOf(decimalUnit);
  const scale = 10 ** decimals;
  const magnitude = Math.round(Math.abs(minorUnits));
  const whole = groupDigits(Math.floor(magnitude / scale));
  const fraction = decimals > 0 ? `.${String(magnitude % scale).padStart(decimals, '0')}` : '';
  return `${minorUnits < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${whole}${fraction}`;
}

/** A yearly price shown per month: divided by 12 and rounded to the currency's smallest unit. */
export function monthlyFromYearly(yearlyMinorUnits: number): number {
  return Math.round(yearlyMinorUnits / 12);
}
