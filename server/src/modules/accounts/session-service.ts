import {
  ACCESS_TOKEN_TTL_SECONDS,
  CONFLICTED_TOKEN_RETRY_MS,
  HANDOFF_CODE_TTL_SECONDS,
} from '../../../../shared/accounts';
import { type Language, pickLanguage } from '../../../../shared/languages';
import type { AppType, SignInQuery, TokenResponse } from '../../../../shared/schemas/auth';
import { ApiError } from '../../http/api-error';
import { type IdentityProvider, IdentityProviderError } from '../../providers/identity/types';
import type { AccessTokens } from './access-tokens';
import type { OneTimeCodes } from './codes-repo';
import { hashToken, newToken } from './hashing';
import type { SessionsRepo } from './sessions-repo';
import type { UserRow, UsersRepo } from './users-repo';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/**
 * A rotated token presented again within this window is not taken for theft. Under a second after its
 * rotation it gets 409 and retries (another tab's new cookie is on its way); from then on the rotation's
 * answer was lost (a reload or a dropped connection cut it off, so no new cookie ever came), and the
 * old token gets a new one in the same session rather than signing the user out.
 */
export const REFRESH_GRACE_SECONDS = 10;
/** A deactivated user who signs in gets a restore code valid this long. */
export const ACTIVATION_CODE_TTL_SECONDS = 3600;

const seconds = (date: Date, n: number) => new Date(date.getTime() + n * 1000);

export type IssuedSession = { accessToken: string; refreshToken: string; familyId: string };

export type SessionServiceDeps = {
  now: () => Date;
  identity: IdentityProvider;
  allowedOrigins: string[];
  users: UsersRepo;
  sessions: SessionsRepo;
  handoffCodes: OneTimeCodes;
  activationCodes: OneTimeCodes;
  accessTokens: AccessTokens;
};

export function tokenResponse(session: IssuedSession, includeRefreshToken: boolean): TokenResponse {
  return {
    access_token: session.accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    ...(includeRefreshToken ? { refresh_token: session.refreshToken } : {}),
  };
}

/** Sign-in, refresh-token rotation, logout and the desktop hand-off. */
export function sessionService(deps: SessionServiceDeps) {
  const { now, users, sessions } = deps;

  async function issueRefreshToken(familyId: string, at: Date): Promise<string> {
    const token = newToken();
    await sessions.addRefreshToken(familyId, hashToken(token), at, seconds(at, REFRESH_TOKEN_TTL_SECONDS));
    return token;
  }

  async function startSession(userUuid: string, appType: AppType): Promise<IssuedSession> {
    const at = now();
    const familyId = await sessions.createFamily(userUuid, appType, at);
    const refreshToken = await issueRefreshToken(familyId, at);
    return { accessToken: await deps.accessTokens.issue(userUuid, familyId), refreshToken, familyId };
  }

  async function refuseDeactivated(user: UserRow): Promise<never> {
    const code = await deps.activationCodes.create(user.uuid, seconds(now(), ACTIVATION_CODE_TTL_SECONDS));
    throw new ApiError('DEACTIVATED_USER', { extra: { activation_code: code } });
  }

  async function userForIdentity(query: SignInQuery, acceptLanguage: string | undefined) {
    if (query.auth_provider !== deps.identity.id) {
      throw new ApiError('LOGIN_FAILED', { message: `Sign-in with ${query.auth_provider} is not offered here.` });
    }
    const redirectUri = query.redirect_uri ?? '';
    if (!deps.allowedOrigins.includes(new URL(redirectUri).origin)) {
      throw new ApiError('LOGIN_FAILED', { message: 'The redirect URI is not one of this site.' });
    }
    let identity: Awaited<ReturnType<IdentityProvider['exchangeCode']>>;
    try {
      identity = await deps.identity.exchangeCode({
        code: query.code,
        redirectUri,
        codeVerifier: query.code_verifier ?? '',
      });
    } catch (error) {
      if (error instanceof IdentityProviderError && error.kind === 'timeout') throw new ApiError('TIMEOUT_ERROR');
      if (error instanceof IdentityProviderError) throw new ApiError('LOGIN_FAILED', { message: error.message });
      throw error;
    }
    const existing = await users.findByIdentity(identity.provider, identity.subject);
    if (existing) return { user: existing, created: false };
    const language: Language = pickLanguage(
      (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? ''),
    );
    const created = await users.createWithIdentity({ ...identity, preferredLanguage: language, now: now() });
    if (created) return { user: created, created: true };
    // Another request registered the same identity a moment ago.
    const raced = await users.findByIdentity(identity.provider, identity.subject);
    if (!raced) throw new ApiError('LOGIN_FAILED');
    return { user: raced, created: false };
  }

  return {
    startSession,

    /** POST /auth: 201 with a new session for a new registration, 200 for a returning user. */
    async signIn(query: SignInQuery, acceptLanguage?: string) {
      if (query.auth_provider === 'handoff') {
        const userUuid = await deps.handoffCodes.redeem(query.code, now());
        const user = userUuid ? await users.findByUuid(userUuid) : undefined;
        if (!user) throw new ApiError('LOGIN_FAILED', { message: 'The hand-off code is not valid.' });
        if (user.deactivated_at) await refuseDeactivated(user);
        return { created: false, session: await startSession(user.uuid, 'desktop'), user };
      }
      const { user, created } = await userForIdentity(query, acceptLanguage);
      if (user.deactivated_at) await refuseDeactivated(user);
      return { created, session: await startSession(user.uuid, query.app_type), user };
    },

    /**
     * Rotates a refresh token. A token already rotated answers 409 in the first second of the grace
     * window and a new token after it (see REFRESH_GRACE_SECONDS); after the window, reuse means theft
     * and the whole session is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw new ApiError('LOGIN_REQUIRED');
      const at = now();
      const hash = hashToken(refreshToken);
      const stored = await sessions.findRefreshToken(hash);
      if (!stored || stored.revoked_at || stored.expires_at <= at) throw new ApiError('LOGIN_REQUIRED');
      if (stored.deactivated_at) throw new ApiError('LOGIN_REQUIRED');

      const won = stored.rotated_at === null && (await sessions.claimRotation(hash, at));
      if (!won) {
        const sinceRotation = at.getTime() - (stored.rotated_at ?? at).getTime();
        if (sinceRotation > REFRESH_GRACE_SECONDS * 1000) {
          await sessions.revokeFamily(stored.family_id, 'refresh token reused', at);
          throw new ApiError('LOGIN_REQUIRED');
        }
        if (sinceRotation < CONFLICTED_TOKEN_RETRY_MS) throw new ApiError('CONFLICTED_TOKEN');
      }
      const next = await issueRefreshToken(stored.family_id, at);
      return {
        accessToken: await deps.accessTokens.issue(stored.user_uuid, stored.family_id),
        refreshToken: next,
        familyId: stored.family_id,
      };
    },

    /** Ends the session the refresh token belongs to (its access tokens stop working too). */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await sessions.findRefreshToken(hashToken(refreshToken));
      if (stored) await sessions.revokeFamily(stored.family_id, 'logout', now());
    },

    async createHandoff(userUuid: string): Promise<{ code: string; expires_in: number }> {
      const code = await deps.handoffCodes.create(userUuid, seconds(now(), HANDOFF_CODE_TTL_SECONDS));
      return { code, expires_in: HANDOFF_CODE_TTL_SECONDS };
    },

    async endAllSessions(userUuid: string, reason: string): Promise<void> {
      await sessions.revokeAllForUser(userUuid, reason, now());
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
