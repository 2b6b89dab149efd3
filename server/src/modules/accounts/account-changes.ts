/**
 * The one hook every write that can end a session or change a user's row calls once it is committed
 * (sessions-repo: sign-out, reuse of a rotated refresh token, ending all sessions; users-repo:
 * settings, photo, deactivation, restore, purge). Access-token checks and user info keep what they
 * read for a few seconds; this drops it, so that a revoked token stops working at once and user info
 * shows a change in the very next call. Listeners are kept per database handle, so that apps sharing
 * a process (tests) stay apart.
 */
export type AccountChange =
  /** The user's row changed, or all of their sessions ended. */
  | { userUuid: string }
  /** One session (token family) ended. */
  | { familyId: string }
  /** Any account may have changed (e.g. a purge of many). */
  | 'all';

type Listener = (change: AccountChange) => void;

const listeners = new WeakMap<object, Set<Listener>>();

export function onAccountChanged(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function accountChanged(db: object, change: AccountChange): void {
  for (const listener of listeners.get(db) ?? []) listener(change);
}
