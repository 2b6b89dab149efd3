import { safeRedirectPath } from './redirectTarget';

/** Values that must survive the trip to the identity provider, kept per tab in session storage. */
const KEYS = { state: 'auth.state', verifier: 'auth.codeVerifier', target: 'auth.redirectTarget' } as const;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export const loginStorage = {
  saveRequest(state: string, verifier: string): void {
    sessionStorage.setItem(KEYS.state, state);
    sessionStorage.setItem(KEYS.verifier, verifier);
  },
  /** The state and verifier of the pending request, if a login was started in this tab. */
  peekRequest(): { state: string | null; verifier: string | null } {
    return { state: read(KEYS.state), verifier: read(KEYS.verifier) };
  },
  /** Forgets the pending request once its callback has been read (they are good for one use). */
  clearRequest(): void {
    sessionStorage.removeItem(KEYS.state);
    sessionStorage.removeItem(KEYS.verifier);
  },
  /** Where to go after sign-in; only same-origin paths are kept. */
  saveTarget(target: string | null): void {
    const safe = safeRedirectPath(target);
    if (safe) sessionStorage.setItem(KEYS.target, safe);
    else sessionStorage.removeItem(KEYS.target);
  },
  takeTarget(): string | null {
    const target = safeRedirectPath(read(KEYS.target));
    sessionStorage.removeItem(KEYS.target);
    return target;
  },
};
