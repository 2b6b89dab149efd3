import { audioStorageQuota, utilityPerks } from '../../../../shared/plans';
import type { Entitlements } from '../entitlements';

/** An upload's key is queued for removal this long after it starts, unless its row is stored by then. */
export const PENDING_UPLOAD_MS = 60 * 60 * 1000;

/** What the user's plan allows: the voice changer's perk and the audio storage quota (-1 unlimited). */
export async function audioAllowances(entitlements: Entitlements, userUuid: string) {
  const [plan, owned] = await Promise.all([entitlements.activePlan(userUuid), entitlements.ownedAddons(userUuid)]);
  const planId = plan?.plan ?? 'basic';
  return {
    voiceConversion: utilityPerks(planId, owned.length > 0).voice_conversion,
    quota: audioStorageQuota(planId, owned.length > 0),
  };
}
