import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { CONSENT_STORAGE_KEY } from '../../../shared/constants';
import { fetchIsEu } from '../api/region';
import { applyAnalyticsConsent, loadAnalyticsTag } from './analytics';
import { consentAtom, consentDialogOpenAtom } from './consentAtoms';
import { decideConsent, parseStoredConsent, type RegionLookup } from './consentRules';
import { readRegionCookie, writeRegionCookie } from './regionCookie';

async function lookUpRegion(): Promise<RegionLookup> {
  const cached = readRegionCookie();
  if (cached !== null) return { status: cached ? 'eu' : 'elsewhere' };
  try {
    const isEu = await fetchIsEu();
    writeRegionCookie(isEu);
    return { status: isEu ? 'eu' : 'elsewhere' };
  } catch {
    return { status: 'failed' };
  }
}

/** Runs once at start: decides consent and opens the dialog when a choice is needed. */
export function useConsentBootstrap(): void {
  const setConsent = useSetAtom(consentAtom);
  const setDialogOpen = useSetAtom(consentDialogOpenAtom);

  useEffect(() => {
    let cancelled = false;
    const stored = parseStoredConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
    const decide = async () => {
      const region: RegionLookup = stored?.userHasChosen ? { status: 'elsewhere' } : await lookUpRegion();
      if (cancelled) return;
      const decision = decideConsent(stored, region);
      setConsent(decision.consent);
      setDialogOpen(decision.showDialog);
    };
    void decide();
    return () => {
      cancelled = true;
    };
  }, [setConsent, setDialogOpen]);
}

/** Loads the analytics tag only while consent is granted. */
export function useAnalyticsForConsent(): void {
  const [consent] = useAtom(consentAtom);
  useEffect(() => {
    if (consent !== 'granted') return;
    loadAnalyticsTag();
    void applyAnalyticsConsent(true);
  }, [consent]);
}

export function useConsentChoice(): (acceptAll: boolean) => void {
  const setConsent = useSetAtom(consentAtom);
  const setDialogOpen = useSetAtom(consentDialogOpenAtom);
  return useCallback(
    (acceptAll: boolean) => {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ acceptAll, userHasChosen: true }));
      setConsent(acceptAll ? 'granted' : 'denied');
      setDialogOpen(false);
    },
    [setConsent, setDialogOpen],
  );
}
