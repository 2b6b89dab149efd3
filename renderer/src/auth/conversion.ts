type AnalyticsWindow = Window & { gtag?: (...args: unknown[]) => void };

/** A new registration (sign-in answered 201) is a conversion; the tag is present only with consent. */
export function reportSignUp(provider: string): void {
  (window as AnalyticsWindow).gtag?.('event', 'sign_up', { method: provider });
}
