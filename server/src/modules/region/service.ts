/** Countries where GDPR-style consent applies: the EU, the rest of the EEA, the UK and Switzerland. */
const CONSENT_REGION = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]);

/** Decides the consent region from the CDN's country code, falling back to the configured default. */
export function isConsentRegion(countryCode: string | undefined, defaultIsEu: boolean): boolean {
  const code = countryCode?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return defaultIsEu;
  return CONSENT_REGION.has(code);
}
