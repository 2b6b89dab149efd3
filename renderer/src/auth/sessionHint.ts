import { CONSENT_STORAGE_KEY } from '../../../shared/constants';
import { hasSessionHint as hintIn } from '../../../shared/session-hint';

/** Set once a browser from before the session hint has made its one check for a session. */
export const LEGACY_SESSION_CHECK_KEY = 'sessionHintChecked';

/**
 * A session from before the hint cookie existed has no hint: a browser that has used the site before
 * (it has answered the cookie notice) and has never seen a hint checks once whether it holds one; the
 * answer sets the hint if so. A first-time visitor has answered nothing and makes no call.
 */
function mayHoldSessionFromBeforeHints(storage: Storage, hinted: boolean): boolean {
  try {
    const checked = storage.getItem(LEGACY_SESSION_CHECK_KEY) !== null;
    if (hinted || !checked) storage.setItem(LEGACY_SESSION_CHECK_KEY, '1');
    return !hinted && !checked && storage.getItem(CONSENT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether this browser holds a session the start-up refresh can renew (the server's hint cookie). */
export function hasSessionHint(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
  storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage,
): boolean {
  const hinted = hintIn(cookies);
  const fromBeforeHints = storage !== undefined && mayHoldSessionFromBeforeHints(storage, hinted);
  return hinted || fromBeforeHints;
}
