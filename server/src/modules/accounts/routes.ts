import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../../shared/accounts';
import { registerFileRoutes } from '../../providers/storage/routes';
import type { ApiModule } from '../context';
import { registerAuthRoutes } from './auth-routes';
import { oneTimeCodes } from './codes-repo';
import { registerLoginStart } from './login-start';
import { scheduleSweeps } from './purge-sweeper';
import { sessionService } from './session-service';
import { sessionsRepo } from './sessions-repo';
import { registerUserRoutes } from './user-routes';
import { cachedUserRows } from './user-rows';
import { userService } from './user-service';
import { usersRepo } from './users-repo';

/** Revoked sessions are kept a while after they end, so that reuse of their tokens is still recognised. */
const KEEP_REVOKED_SESSIONS_MS = 30 * 24 * 3600 * 1000;

/** Accounts: sign-in through the identity provider, sessions, the user's account and its deletion. */
export const accountsModule: ApiModule = async (app, context) => {
  const { config, db, now } = context;
  const { identity, identityEvents, storage } = context.providers;
  const sessionsStore = sessionsRepo(db);
  const users = usersRepo(db);
  identityEvents.onPasswordChanged(async (provider, subject) => {
    const user = await users.findByIdentity(provider, subject);
    if (user) await sessionsStore.revokeAllForUser(user.uuid, 'password_changed', now());
  });
  const handoffCodes = oneTimeCodes(db, 'handoff_codes');
  const activationCodes = oneTimeCodes(db, 'activation_codes');
  const sessions = sessionService({
    now,
    identity,
    allowedOrigins: config.auth.allowedOrigins,
    users,
    sessions: sessionsStore,
    handoffCodes,
    activationCodes,
    accessTokens: context.accessTokens,
  });
  const accounts = userService({
    now,
    users,
    cachedUser: cachedUserRows(db, users),
    entitlements: context.entitlements,
    storage,
    sessions,
    activationCodes,
  });

  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 6 } });
    const shared = { publicUrl: config.publicUrl, allowedOrigins: config.auth.allowedOrigins };
    registerAuthRoutes(scope, { ...shared, sessions, identity, rateLimitPerMinute: config.auth.rateLimitPerMinute });
    registerUserRoutes(scope, {
      ...shared,
      users: accounts,
      rateLimitPerMinute: config.auth.rateLimitPerMinute,
      codeRateLimitPerMinute: config.auth.codeRateLimitPerMinute,
    });
  });
  registerFileRoutes(app, storage);
  registerLoginStart(app, { identity, publicUrl: config.publicUrl });

  scheduleSweeps(app, async () => {
    const at = now();
    await accounts.purgeExpired();
    await sessionsStore.sweep(at, new Date(at.getTime() - KEEP_REVOKED_SESSIONS_MS));
    await handoffCodes.sweep(at);
    await activationCodes.sweep(at);
    // The provider's own records expire by the wall clock, whatever clock the app was given.
    await identity.sweepExpired?.(new Date());
  });
};
