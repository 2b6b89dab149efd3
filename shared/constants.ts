/** Business constants and limits (spec section 9). */
export const BREAKPOINTS_PX = { mobile: 0, studio: 880, desktop: 1040, xl: 1600 } as const;

export const REGION_COOKIE = 'isGdprRegion';
export const REGION_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
export const CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_ANALYTICS_RETRIES = 5;
export const CONSENT_ANALYTICS_RETRY_MS = 100;

export const ROUTER_REDIRECT_LIMIT = 100;

export const CONTACT_EMAIL = 'hello@cantara.studio';
