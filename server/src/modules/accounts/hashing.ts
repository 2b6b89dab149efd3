import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a cookie, a header or a one-time code (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
