import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivePlan, EntitlementSource } from '../entitlements';
import type { CatalogReader } from './catalog-reader';
import { SUBSCRIPTION_PLAN_ID } from './fulfilment';
import { findLiveSubscription, ownedAddonUuids, settleSubscriptions } from './subscriptions-repo';

/**
 * What a user is entitled to, from subscriptions and character ownership: read by Accounts for the
 * user info (active_products, perks.utility) and for deletion (a paid subscriber must cancel first).
 */
export function commerceEntitlements(deps: {
  db: Kysely<Database>;
  now: () => Date;
  catalog: CatalogReader;
}): EntitlementSource {
  const { db, now, catalog } = deps;

  async function activePlan(userUuid: string): Promise<ActivePlan | null> {
    await settleSubscriptions(db, userUuid, now());
    const live = await findLiveSubscription(db, userUuid);
    if (!live) return null;
    return { plan: SUBSCRIPTION_PLAN_ID, uuid: live.id, startDate: new Date(live.start_date), paid: live.paid };
  }

  return {
    activePlan,
    ownedAddons: (userUuid: string) => ownedAddonUuids(db, userUuid),
    /** Every character on artist; otherwise the free ones and those owned. */
    async availableInstruments(userUuid: string): Promise<string[]> {
      if (await activePlan(userUuid)) return catalog.allCharacterIds();
      const [addons, owned] = await Promise.all([catalog.addons(), ownedAddonUuids(db, userUuid)]);
      const ownedSet = new Set(owned);
      return addons.filter((addon) => addon.isFree || ownedSet.has(addon.uuid)).map((addon) => addon.characterId);
    },
    /** A paid plan that will renew: such an account must cancel (at period end) before it can be deleted. */
    async hasActivePaidSubscription(userUuid: string): Promise<boolean> {
      await settleSubscriptions(db, userUuid, now());
      const live = await findLiveSubscription(db, userUuid);
      return Boolean(live?.paid && !live.cancel_at_period_end);
    },
  };
}
