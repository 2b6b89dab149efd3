export type StoredConsent = { acceptAll: boolean; userHasChosen: boolean };
export type Consent = 'unset' | 'granted' | 'denied';
export type RegionLookup = { status: 'eu' } | { status: 'elsewhere' } | { status: 'failed' };

export type ConsentDecision = { consent: Consent; showDialog: boolean };

/**
 * Spec section 4, Consent: a remembered choice wins; in a GDPR region the dialog shows and consent
 * stays denied until a choice; elsewhere consent is granted automatically; a failed lookup asks.
 */
export function decideConsent(stored: StoredConsent | null, region: RegionLookup): ConsentDecision {
  if (stored?.userHasChosen) return { consent: stored.acceptAll ? 'granted' : 'denied', showDialog: false };
  switch (region.status) {
    case 'eu':
      return { consent: 'denied', showDialog: true };
    case 'elsewhere':
      return { consent: 'granted', showDialog: false };
    case 'failed':
      return { consent: 'denied', showDialog: true };
  }
}

export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as StoredConsent).acceptAll === 'boolean' &&
      typeof (value as StoredConsent).userHasChosen === 'boolean'
    ) {
      return value as StoredConsent;
    }
  } catch {
    // A damaged entry is treated as no choice.
  }
  return null;
}
