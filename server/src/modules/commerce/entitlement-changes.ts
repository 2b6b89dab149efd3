import { changeChannel } from '../change-channel';

/**
 * The one hook every path that changes what a user is entitled to calls after its change is
 * committed (fulfilment, vouchers, refunds, cancellation, Stripe webhooks, settling): the cached
 * entitlements of that user are dropped so that the next user info reads the database again.
 */
/** `userUuid` undefined: anybody's entitlements may have changed (a provider event found by its own ids). */
const channel = changeChannel<string | undefined>();

export function onEntitlementsChanged(db: object, listener: (userUuid: string | undefined) => void): () => void {
  return channel.on(db, listener);
}

export function entitlementsChanged(db: object, userUuid?: string): void {
  channel.emit(db, userUuid);
}
