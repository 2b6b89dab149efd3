import { test as base, expect, type Page } from '@playwright/test';

/** Marks the cookie choice as made so that the consent dialog stays out of tests about other things. */
export async function rememberCookieChoice(page: Page, acceptAll = false): Promise<void> {
  await page.addInitScript(
    (value) => {
      // The page's own window only: an embedded frame (a release note's video) may have no storage.
      if (window.top === window && !localStorage.getItem('cookieConsent')) {
        localStorage.setItem('cookieConsent', value);
        // A browser that has answered since sessions came with their hint cookie: no one-off check for
        // a session from before (renderer/src/auth/sessionHint.ts).
        localStorage.setItem('sessionHintChecked', '1');
      }
    },
    JSON.stringify({ acceptAll, userHasChosen: true }),
  );
}

export const test = base.extend<{ quietConsent: Page }>({
  quietConsent: async ({ page }, use) => {
    await rememberCookieChoice(page);
    await use(page);
  },
});

export { expect };
