import { randomBytes } from 'node:crypto';
import { base64url, errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../../shared/accounts';
import type { Database } from '../../db/schema';
import { persistentSecret } from '../../db/secrets';
import type { AccessTokenVerifier } from '../../http/authenticate';

const ALGORITHM = 'HS256';
const AUDIENCE = 'cantara-api';

export type AccessTokens = {
  /** A signed access token for the user in the given session (token family), valid 30 minutes. */
  issue(userUuid: string, familyId: string): Promise<string>;
  /** The user behind a token, or null when it is forged, expired, its session revoked or its account inactive. */
  verify: AccessTokenVerifier;
};

/** Access tokens are JWTs signed with a key kept in the database; verification also checks the session is live. */
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

  const verify: AccessTokenVerifier = async (token) => {
    let subject: string;
    let familyId: string;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer,
        audience: AUDIENCE,
        currentDate: now(),
        typ: 'at+jwt',
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      subject = payload.sub;
      familyId = payload.sid;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
    const live = await db
      .selectFrom('token_families as f')
      .innerJoin('users as u', 'u.uuid', 'f.user_uuid')
      .select('u.uuid')
      .where('f.id', '=', familyId)
      .where('u.uuid', '=', subject)
      .where('f.revoked_at', 'is', null)
      .where('u.deactivated_at', 'is', null)
      .executeTakeFirst();
    return live ? { uuid: live.uuid } : null;
  };

  return { issue, verify };
}
