import { randomBytes } from 'node:crypto';
import { DEACTIVATED_RETENTION_DAYS } from '../../../../shared/accounts';
import type { UserInfoPatch, UserInfoQuery } from '../../../../shared/schemas/user';
import { ApiError } from '../../http/api-error';
import type { FileStorage } from '../../providers/storage/types';
import type { Entitlements } from '../entitlements';
import type { OneTimeCodes } from './codes-repo';
import { normalizeProfileImage } from './profile-image';
import type { SessionService } from './session-service';
import { buildUserInfo } from './user-info';
import type { UserChanges, UserRow, UsersRepo } from './users-repo';

const DAY_MS = 24 * 3600 * 1000;

export type UserServiceDeps = {
  now: () => Date;
  users: UsersRepo;
  /** The user's row for user info, kept briefly (user-rows.ts). */
  cachedUser: (uuid: string) => Promise<UserRow | undefined>;
  entitlements: Entitlements;
  storage: FileStorage;
  sessions: SessionService;
  activationCodes: OneTimeCodes;
};

/** The signed-in user's account: info, settings, photo, deactivation, restore and the 30-day purge. */
export function userService(deps: UserServiceDeps) {
  const { now, users, entitlements, storage } = deps;

  async function activeUser(uuid: string, read: (uuid: string) => Promise<UserRow | undefined> = users.findByUuid) {
    const user = await read(uuid);
    // requireUser already refused deactivated accounts; a purge may still race a request.
    if (!user || user.deactivated_at) throw new ApiError('LOGIN_REQUIRED');
    return user;
  }

  async function info(uuid: string, query: UserInfoQuery) {
    const user = await activeUser(uuid, deps.cachedUser);
    const [plan, addons, instruments] = await Promise.all([
      query.active_products || query.available_perks ? entitlements.activePlan(uuid) : null,
      query.active_products || query.available_perks ? entitlements.ownedAddons(uuid) : [],
      query.available_instruments ? entitlements.availableInstruments(uuid) : [],
    ]);
    return buildUserInfo(user, { plan, addons, instruments }, query, storage.url);
  }

  async function assertMayDeactivate(uuid: string) {
    await activeUser(uuid);
    if (await entitlements.hasActivePaidSubscription(uuid)) throw new ApiError('GET_USER_VALIDATION_DELETE_ERROR');
  }

  return {
    info,

    async update(uuid: string, patch: UserInfoPatch, query: UserInfoQuery) {
      const user = await activeUser(uuid);
      const changes: UserChanges = {};
      if (patch.terms_of_service !== undefined) changes.terms_of_service = patch.terms_of_service;
      if (patch.privacy_policy !== undefined) changes.privacy_policy = patch.privacy_policy;
      if (patch.over_14 !== undefined) changes.over_14 = patch.over_14;
      if (patch.mailing_list !== undefined) changes.mailing_list = patch.mailing_list;
      if (patch.ad_mailing_list !== undefined && patch.ad_mailing_list !== user.ad_mailing_list) {
        changes.ad_mailing_list = patch.ad_mailing_list;
        // The date the user agreed to advertising mail; cleared when they withdraw.
        changes.ad_mailing_date = patch.ad_mailing_list ? now() : null;
      }
      if (patch.username !== undefined) changes.name = patch.username;
      if (patch.preferred_language !== undefined) changes.preferred_language = patch.preferred_language;
      if (Object.keys(changes).length) await users.update(uuid, changes);
      return info(uuid, query);
    },

    async setProfileImage(uuid: string, upload: Buffer) {
      const user = await activeUser(uuid);
      const image = await normalizeProfileImage(upload);
      const key = `avatars/${randomBytes(12).toString('base64url')}.webp`;
      await storage.put(key, image, 'image/webp');
      await users.update(uuid, { image_key: key });
      if (user.image_key) await storage.delete(user.image_key);
      return { image: storage.url(key) };
    },

    assertMayDeactivate,

    async deactivate(uuid: string) {
      await assertMayDeactivate(uuid);
      const at = now();
      await users.update(uuid, { deactivated_at: at });
      await deps.sessions.endAllSessions(uuid, 'deactivated');
      return {
        deactivated_at: at.toISOString(),
        purge_at: new Date(at.getTime() + DEACTIVATED_RETENTION_DAYS * DAY_MS).toISOString(),
      };
    },

    /** Restores the account a restore code was issued for, and signs it in. */
    async activate(code: string) {
      const userUuid = await deps.activationCodes.redeem(code, now());
      const user = userUuid ? await users.findByUuid(userUuid) : undefined;
      if (!user) throw new ApiError('WARNING_NO_ACTIVATE_CODE');
      if (user.deactivated_at) await users.update(user.uuid, { deactivated_at: null });
      return deps.sessions.startSession(user.uuid, 'web');
    },

    /** Removes accounts deactivated 30 days ago or earlier, with their photos. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(now().getTime() - DEACTIVATED_RETENTION_DAYS * DAY_MS);
      const purged = await users.purgeDeactivatedBefore(cutoff);
      await Promise.all(purged.map((user) => (user.image_key ? storage.delete(user.image_key) : undefined)));
      return purged.length;
    },
  };
}
export type UserService = ReturnType<typeof userService>;
