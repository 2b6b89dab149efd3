import { ShortCache } from '../short-cache';
import { onAccountChanged } from './account-changes';
import type { UserRow, UsersRepo } from './users-repo';

/** How long user info serves a user's row from memory; every change of the row drops it at once. */
const CACHE_MS = 5_000;

/**
 * The user's row as user info reads it (the call every signed-in page makes): kept a few seconds,
 * dropped by accountChanged whenever users-repo changes or removes it. Paths that change the account
 * read the row afresh (users.findByUuid).
 */
export function cachedUserRows(db: object, users: UsersRepo): (uuid: string) => Promise<UserRow | undefined> {
  const rows = new ShortCache<string, UserRow | undefined>(CACHE_MS);
  onAccountChanged(db, (change) => {
    if (change === 'all') rows.clear();
    else if ('userUuid' in change) rows.delete(change.userUuid);
  });
  return (uuid) => rows.get(uuid, () => users.findByUuid(uuid));
}
