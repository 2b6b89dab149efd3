import { changeChannel } from '../change-channel';

/**
 * The one hook every write that can end a session or change a user's row calls once it is committed
 * (sessions-repo: sign-out, reuse of a rotated refresh token, ending all sessions; users-repo:
 * settings, photo, deactivation, restore, purge). Access-token checks and user info keep what they
 * read for a few seconds; this drops it, so that a revoked token stops working at once and user info
 * shows a change in the very next call.
 */
export type AccountChange =
  /** The user's row changed, or all of their sessions ended. */
  | { userUuid: string }
  /** One session (token family) ended. */
  | { familyId: string }
  /** Any account may have changed (e.g. a purge of many). */
  | 'all';

const channel = changeChannel<AccountChange>();

export const onAccountChanged = channel.on;
export const accountChanged = channel.emit;
