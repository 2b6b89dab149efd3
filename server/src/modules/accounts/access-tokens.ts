import { randomBytes } from 'node:crypto';
import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../../shared/accounts';
import type { Database } from '../../db/schema';
import { persistentSecret } from '../../db/secrets';
import type { AccessTokenVerifier } from '../../http/authenticate';
import { ShortCache } from '../short-cache';
import { onAccountChanged } from './account-changes';

const ALGORITHM = 'HS256';
const AUDIENCE = 'cantara-api';
/** How long a verified token's session check is kept; ending the session or changing the account drops it at once. */
const CHECK_CACHE_MS = 5_000;

/** What a valid access token says: whose it is, of which session, valid until when (seconds). */
type Claims = { userUuid: string; familyId: string; expires: number };

export type AccessTokens = {
  /** A signed access token for the user in the given session (token family), valid 30 minutes. */
  issue(userUuid: string, familyId: string): Promise<string>;
  /** The user behind a token, or null when it is forged, expired, its session revoked or its account inactive. */
  verify: AccessTokenVerifier;
};

/**
 * Access tokens are JWTs signed with a key kept in the database; verification also checks the
 * session is live and the account active.
 */
export async function createAccessTokens(db: Kysely<Database>, now: () => Date, issuer: string): Promise<AccessTokens> {
  const encoded = await persistentSecret(db, 'access_token_hs256', async () => base64url.encode(randomBytes(32)));
  // Imported once: a raw key handed to jose would be imported into WebCrypto on every sign and verify.
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(base64url.decode(encoded)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  const issue = async (userUuid: string, familyId: string) => {
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
      .setSubject(userUuid)
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key);
  };

  /** The signed claims of a token, or null when it is forged, expired or not ours. */
  const verifySignature = async (token: string): Promise<Claims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer,
        audience: AUDIENCE,
        currentDate: now(),
        typ: 'at+jwt',
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return { userUuid: payload.sub, familyId: payload.sid, expires: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };

  const isLive = async (claims: Claims) => {
    const live = await db
      .selectFrom('token_families as f')
      .innerJoin('users as u', 'u.uuid', 'f.user_uuid')
      .select('u.uuid')
      .where('f.id', '=', claims.familyId)
      .where('u.uuid', '=', claims.userUuid)
      .where('f.revoked_at', 'is', null)
      .where('u.deactivated_at', 'is', null)
      .executeTakeFirst();
    return live ? claims : null;
  };

  // A verified token is remembered (by its exact text) with the answer of its session check for a
  // few seconds: the call every signed-in page makes costs neither a signature check nor a query.
  // Ending the session or changing the account drops the answer at once (accountChanged), and the
  // token's own expiry is checked on every use.
  const checked = new ShortCache<string, Claims | null, Claims>(CHECK_CACHE_MS);
  onAccountChanged(db, (change) => {
    if (change === 'all') checked.clear();
    else if ('familyId' in change) checked.deleteWhere((claims) => claims.familyId === change.familyId);
    else checked.deleteWhere((claims) => claims.userUuid === change.userUuid);
  });

  const verify: AccessTokenVerifier = async (token) => {
    let answer = checked.peek(token);
    if (!answer) {
      // Only tokens this server signed are remembered: forged ones never fill the cache.
      const claims = await verifySignature(token);
      if (!claims) return null;
      answer = checked.get(token, () => isLive(claims), claims);
    }
    const claims = await answer;
    // As jose checks it: a token is valid up to (not including) its expiry second.
    if (!claims || claims.expires <= Math.floor(now().getTime() / 1000)) return null;
    return { uuid: claims.userUuid };
  };

  return { issue, verify };
}
