import { CONSENT_ANALYTICS_RETRIES, CONSENT_ANALYTICS_RETRY_MS } from '../../../shared/constants';

export const ANALYTICS_TAG_SRC = '/analytics/tag.js';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { gtag?: Gtag };

/** Adds the analytics tag to the page once. Called only after consent is granted. */
export function loadAnalyticsTag(doc: Document = document): void {
  if (doc.querySelector(`script[data-analytics-tag]`)) return;
  const script = doc.createElement('script');
  script.src = ANALYTICS_TAG_SRC;
  script.async = true;
  script.dataset.analyticsTag = 'true';
  doc.head.appendChild(script);
}

/**
 * Tells the tag the consent state. The tag loads asynchronously, so this retries up to 5 times
 * at 100 ms until it is there; returns whether it was delivered.
 */
export async function applyAnalyticsConsent(
  granted: boolean,
  win: AnalyticsWindow = window,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let attempt = 0; attempt <= CONSENT_ANALYTICS_RETRIES; attempt += 1) {
    if (typeof win.gtag === 'function') {
      const state = granted ? 'granted' : 'denied';
      win.gtag('consent', 'update', { analytics_storage: state, ad_storage: state, ad_user_data: state });
      return true;
    }
    if (attempt < CONSENT_ANALYTICS_RETRIES) await wait(CONSENT_ANALYTICS_RETRY_MS);
  }
  return false;
}
