import { useEffect, useState } from 'react';
import type { IdentityProviderId } from '../../../shared/schemas/auth';
import { fetchIdentityProvider } from '../api/auth';

/** Which provider signs visitors in here (Google or the built-in Cantara ID), for button labels. */
export function useIdentityProvider(enabled = true): IdentityProviderId | null {
  const [provider, setProvider] = useState<IdentityProviderId | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    fetchIdentityProvider()
      .then((config) => {
        if (!cancelled) setProvider(config.auth_provider);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return provider;
}
