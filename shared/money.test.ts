import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  currencyForLanguage,
  DECIMAL_UNITS,
  decimalsOf,
  formatMoney,
  groupDigits,
  monthlyFromYearly,
} from './money';

describe('currencyForLanguage', () => {
  it('shows won in Korean, yen in Japanese and dollars otherwise', () => {
    expect(currencyForLanguage('ko')).toBe('krw');
    expect(currencyForLanguage('ja')).toBe('jpy');
    expect(currencyForLanguage('en')).toBe('usd');
    expect(currencyForLanguage('fr')).toBe('usd');
    expect(currencyForLanguage(undefined)).toBe('usd');
  });
});

describe('formatMoney', () => {
  it('turns minor units into symbol, comma thousands and decimals from decimal_unit', () => {
    expect(formatMoney(129900, 'usd', 100)).toBe('$1,299.00');
    expect(formatMoney(4900, 'usd', 100)).toBe('$49.00');
    expect(formatMoney(0, 'usd', 100)).toBe('$0.00');
    expect(formatMoney(1250000, 'krw', 1)).toBe('₩1,250,000');
    expect(formatMoney(7400, 'jpy', 1)).toBe('¥7,400');
  });
  it('keeps the sign in front of the symbol', () => {
    expect(formatMoney(-500, 'usd', 100)).toBe('-$5.00');
  });
  it('writes numbers as Intl.NumberFormat does in each of the site locales', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 4900, 12345, 99999, 100000, 1234567, 98765432, 1000000000];
    for (const locale of ['en-US', 'ko-KR', 'ja-JP']) {
      for (const currency of CURRENCIES) {
        const decimals = decimalsOf(DECIMAL_UNITS[currency]);
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const amount of amounts) {
          expect(formatMoney(amount, currency)).toBe(
            `${CURRENCY_SYMBOLS[currency]}${intl.format(amount / 10 ** decimals)}`,
          );
        }
      }
      expect(groupDigits(1234567)).toBe(new Intl.NumberFormat(locale).format(1234567));
    }
  });
  it('rounds a fractional amount of minor units half away from zero', () => {
    expect(formatMoney(1234.5, 'usd', 100)).toBe('$12.35');
    expect(formatMoney(-1234.5, 'usd', 100)).toBe('-$12.35');
    expect(formatMoney(0.4, 'krw', 1)).toBe('₩0');
  });
  it('reads the number of decimals from decimal_unit', () => {
    expect(decimalsOf(100)).toBe(2);
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(1000)).toBe(3);
    expect(decimalsOf(0)).toBe(0);
  });
});

describe('monthlyFromYearly', () => {
  it('divides a yearly price by 12 in whole minor units', () => {
    expect(monthlyFromYearly(9600)).toBe(800);
    expect(monthlyFromYearly(120000)).toBe(10000);
    expect(monthlyFromYearly(10000)).toBe(833);
  });
});
