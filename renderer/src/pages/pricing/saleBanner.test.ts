import { describe, expect, it } from 'vitest';
import { isSaleActive, saleEndDate, vatNoteKey } from './saleBanner';

describe('isSaleActive', () => {
  const end = '2025-06-01T04:00:00.000Z';
  it('shows the banner until midnight in New York on June 1, 2025', () => {
    expect(isSaleActive(new Date('2025-05-31T23:59:00-04:00'), end)).toBe(true);
    expect(isSaleActive(new Date('2025-06-01T00:00:00-04:00'), end)).toBe(false);
    expect(isSaleActive(new Date('2026-11-22T00:00:00Z'), end)).toBe(false);
  });
  it('hides it without a valid end', () => {
    expect(isSaleActive(new Date(), undefined)).toBe(false);
    expect(isSaleActive(new Date(), 'never')).toBe(false);
  });
});

describe('saleEndDate', () => {
  it('names the configured end day in New York, in the page language', () => {
    expect(saleEndDate('2025-06-01T04:00:00.000Z', 'en')).toBe('June 1, 2025');
    expect(saleEndDate('2027-01-15T05:00:00.000Z', 'en')).toBe('January 15, 2027');
    expect(saleEndDate('2027-01-15T05:00:00.000Z', 'ko')).toBe('2027년 1월 15일');
    expect(saleEndDate('2027-01-15T05:00:00.000Z', 'ja')).toBe('2027年1月15日');
  });
});

describe('vatNoteKey', () => {
  it('says VAT is included in won and excluded otherwise', () => {
    expect(vatNoteKey('krw')).toBe('vatIncluded');
    expect(vatNoteKey('usd')).toBe('vatExcluded');
    expect(vatNoteKey('jpy')).toBe('vatExcluded');
  });
});
