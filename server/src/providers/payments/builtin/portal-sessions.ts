import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** How long a link into the built-in billing portal works. */
export const PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;

/** Portal links carry a random token; only its hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type BuiltinPaymentsDeps = {
  db: Kysely<Database>;
  now: () => Date;
};
