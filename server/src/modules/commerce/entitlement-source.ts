import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivePlan, EntitlementSource } from '../entitlements';
import type { CatalogReader } from './catalog-reader';
import { onEntitlementsChanged } from './entitlement-changes';
import {
  findLiveSubscription,
  liveSubscriptions,
  ownedAddonUuids,
  SUBSCRIPTION_PLAN_ID,
  type SubscriptionRow,
  settleSubscriptions,
  settlesHere,
} from './subscriptions-repo';

/** How long a user's entitlements are served from memory; every change invalidates them at once. */
const CACHE_MS = 5_000;
/** Bound on the users kept in memory; past it the cache starts over. */
const CACHE_USERS = 10_000;

type Snapshot = { plan: ActivePlan | null; addons: string[] };
type CacheEntry = { snapshot: Promise<Snapshot>; expires: number; settleAt: number };
type CatalogueEntry = {
  addons: ReturnType<CatalogReader['addons']>;
  characterIds: ReturnType<CatalogReader['allCharacterIds']>;
  expires: number;
};

/**
 * What a user is entitled to, from subscriptions and character ownership: read by Accounts for the
 * user info (active_products, perks.utility) and for deletion (a paid subscriber must cancel first).
 *
 * User info is the call every signed-in page makes, so a user's plan and characters are read with
 * two queries and kept for a few seconds; every path that changes them calls entitlementsChanged
 * (entitlement-changes.ts), which drops the cached copy. Subscriptions this server renews are
 * settled when one is due (the cached copy never outlives the end of a period), not on every read.
 */
export function commerceEntitlements(deps: {
  db: Kysely<Database>;
  now: () => Date;
  catalog: CatalogReader;
}): EntitlementSource {
  const { db, now, catalog } = deps;
  const cache = new Map<string, CacheEntry>();
  let catalogue: CatalogueEntry | null = null;

  onEntitlementsChanged(db, (userUuid) => {
    if (userUuid === undefined) cache.clear();
    else cache.delete(userUuid);
  });

  async function load(userUuid: string): Promise<{ snapshot: Snapshot; settleAt: number }> {
    const at = now();
    let [subscriptions, addons] = await Promise.all([liveSubscriptions(db, userUuid), ownedAddonUuids(db, userUuid)]);
    const due = (s: SubscriptionRow) => settlesHere(s) && new Date(s.current_period_end) <= at;
    if (subscriptions.some(due)) {
      await settleSubscriptions(db, userUuid, at);
      subscriptions = await liveSubscriptions(db, userUuid);
    }
    const live = subscriptions[0];
    const plan: ActivePlan | null = live
      ? { plan: SUBSCRIPTION_PLAN_ID, uuid: live.id, startDate: new Date(live.start_date), paid: live.paid }
      : null;
    // A period this server renews or ends is settled when it is over: the cached copy ends there.
    const settleAt = Math.min(
      Number.POSITIVE_INFINITY,
      ...subscriptions.filter(settlesHere).map((s) => new Date(s.current_period_end).getTime()),
    );
    return { snapshot: { plan, addons }, settleAt };
  }

  function snapshot(userUuid: string): Promise<Snapshot> {
    const clock = now().getTime();
    const cached = cache.get(userUuid);
    if (cached && performance.now() < cached.expires && clock < cached.settleAt) return cached.snapshot;
    if (cache.size >= CACHE_USERS) cache.clear();
    const loading = load(userUuid);
    const entry: CacheEntry = {
      snapshot: loading.then((loaded) => loaded.snapshot),
      expires: performance.now() + CACHE_MS,
      settleAt: Number.POSITIVE_INFINITY,
    };
    cache.set(userUuid, entry);
    loading.then(
      (loaded) => {
        entry.settleAt = loaded.settleAt;
      },
      () => {
        if (cache.get(userUuid) === entry) cache.delete(userUuid);
      },
    );
    return entry.snapshot;
  }

  function catalogueData(): CatalogueEntry {
    if (catalogue && performance.now() < catalogue.expires) return catalogue;
    const entry: CatalogueEntry = {
      addons: catalog.addons(),
      characterIds: catalog.allCharacterIds(),
      expires: performance.now() + CACHE_MS,
    };
    const forget = () => {
      if (catalogue === entry) catalogue = null;
    };
    entry.addons.catch(forget);
    entry.characterIds.catch(forget);
    catalogue = entry;
    return entry;
  }

  return {
    activePlan: async (userUuid: string) => (await snapshot(userUuid)).plan,
    ownedAddons: async (userUuid: string) => [...(await snapshot(userUuid)).addons],
    /** Every character on artist; otherwise the free ones and those owned. */
    async availableInstruments(userUuid: string): Promise<string[]> {
      const { plan, addons: owned } = await snapshot(userUuid);
      const data = catalogueData();
      if (plan) return [...(await data.characterIds)];
      const ownedSet = new Set(owned);
      return (await data.addons).filter((addon) => addon.isFree || ownedSet.has(addon.uuid)).map((a) => a.characterId);
    },
    /** A paid plan that will renew: such an account must cancel (at period end) before it can be deleted. Never cached. */
    async hasActivePaidSubscription(userUuid: string): Promise<boolean> {
      await settleSubscriptions(db, userUuid, now());
      const live = await findLiveSubscription(db, userUuid);
      return Boolean(live?.paid && !live.cancel_at_period_end);
    },
  };
}
