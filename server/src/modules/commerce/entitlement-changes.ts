/**
 * The one hook every path that changes what a user is entitled to calls after its change is
 * committed (fulfilment, vouchers, refunds, cancellation, Stripe webhooks, settling): the cached
 * entitlements of that user are dropped so that the next user info reads the database again.
 * Listeners are kept per database handle, so that apps sharing a process (tests) stay apart.
 */
/** `userUuid` undefined: anybody's entitlements may have changed (a provider event found by its own ids). */
type Listener = (userUuid: string | undefined) => void;

const listeners = new WeakMap<object, Set<Listener>>();

export function onEntitlementsChanged(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function entitlementsChanged(db: object, userUuid?: string): void {
  for (const listener of listeners.get(db) ?? []) listener(userUuid);
}
