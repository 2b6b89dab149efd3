/** The early-access banner shows until its end instant (2025-06-01 00:00 in New York by default). */
export function isSaleActive(now: Date, saleEnd: string | undefined): boolean {
  if (!saleEnd) return false;
  const end = Date.parse(saleEnd);
  return Number.isFinite(end) && now.getTime() < end;
}

/** The day the sale ends on, as New York dates it ("until June 1, 2025" for its default end). */
export function saleEndDate(saleEnd: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'America/New_York' }).format(
    new Date(Date.parse(saleEnd)),
  );
}

/** VAT note of a currency: prices in won include VAT, others exclude it. */
export function vatNoteKey(currency: string): 'vatIncluded' | 'vatExcluded' {
  return currency === 'krw' ? 'vatIncluded' : 'vatExcluded';
}
