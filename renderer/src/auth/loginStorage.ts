import { LOGIN_REQUEST_COOKIE_PREFIX } from '../../../shared/accounts';
import { cookieValue } from '../../../shared/cookies';
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

const isSecurePage = () => typeof location !== 'undefined' && location.protocol === 'https:';

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
  /**
   * A sign-in the server started (it redirected this visitor to the provider at once) left its code
   * verifier and return path in a cookie named after the state: when the provider calls back with
   * that state, they become this tab's pending request, and the cookie is removed.
   */
  adoptServerRequest(search: string, doc: Pick<Document, 'cookie'> = document, secure = isSecurePage()): void {
    const state = new URLSearchParams(search).get('state');
    if (!state || !/^[\w.~-]{1,64}$/.test(state)) return;
    const name = `${LOGIN_REQUEST_COOKIE_PREFIX}${state}`;
    const raw = cookieValue(doc.cookie, name);
    if (raw === null) return;
    doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(decodeURIComponent(raw));
    } catch {
      return;
    }
    const verifier = fields.get('verifier');
    if (!verifier) return;
    loginStorage.saveRequest(state, verifier);
    loginStorage.saveTarget(fields.get('target'));
  },
  takeTarget(): string | null {
    const target = safeRedirectPath(read(KEYS.target));
    sessionStorage.removeItem(KEYS.target);
    return target;
  },
};
