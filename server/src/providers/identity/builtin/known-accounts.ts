import { createHmac, timingSafeEqual } from 'node:crypto';

export const KNOWN_ACCOUNTS_COOKIE = 'cantara_idp_accounts';
/** How many accounts one browser remembers (most recent first). */
export const KNOWN_ACCOUNTS_LIMIT = 5;
export const KNOWN_ACCOUNTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * The accounts that signed in on this browser, kept in a cookie of the provider: a list of account
 * ids and an HMAC over it with a key only the server knows, so the list cannot be edited to show
 * someone else's account. The chooser lists only these accounts.
 */
export function knownAccountsCookie(key: string) {
  const sign = (payload: string) => createHmac('sha256', key).update(`known-accounts.${payload}`).digest('base64url');

  return {
    read(value: string | undefined): string[] {
      if (!value) return [];
      const [payload = '', signature = ''] = value.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
      try {
        const ids: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return Array.isArray(ids)
          ? ids.filter((id): id is string => typeof id === 'string').slice(0, KNOWN_ACCOUNTS_LIMIT)
          : [];
      } catch {
        return [];
      }
    },

    /** The cookie value with this account first. */
    write(ids: string[]): string {
      const payload = Buffer.from(JSON.stringify(ids.slice(0, KNOWN_ACCOUNTS_LIMIT))).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    add(ids: string[], accountId: string): string[] {
      return [accountId, ...ids.filter((id) => id !== accountId)].slice(0, KNOWN_ACCOUNTS_LIMIT);
    },
  };
}
