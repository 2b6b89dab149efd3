import type { PlanId } from '../../../shared/plans';

/** A paid or granted plan a user holds. */
export type ActivePlan = { plan: PlanId; uuid: string; startDate: Date; paid: boolean };

/**
 * What a user is entitled to. Accounts reads it (user info, deletion eligibility); Commerce provides
 * it with `entitlements.provide(...)` once subscriptions and character ownership exist.
 */
export interface EntitlementSource {
  /** The user's current plan, or null for the free basic plan. */
  activePlan(userUuid: string): Promise<ActivePlan | null>;
  /** Uuids of the characters (add-ons) the user owns. */
  ownedAddons(userUuid: string): Promise<string[]>;
  /** Ids of the vocal characters the user may sing with. */
  availableInstruments(userUuid: string): Promise<string[]>;
  /** True while a paid subscription is active: such an account must cancel before it can be deleted. */
  hasActivePaidSubscription(userUuid: string): Promise<boolean>;
}

/** Until Commerce provides entitlements, everybody is on basic and owns nothing. */
export const basicOnly: EntitlementSource = {
  activePlan: async () => null,
  ownedAddons: async () => [],
  availableInstruments: async () => [],
  hasActivePaidSubscription: async () => false,
};

export class Entitlements implements EntitlementSource {
  private source: EntitlementSource = basicOnly;
  private provided = false;

  provide(source: EntitlementSource): void {
    this.source = source;
    this.provided = true;
  }

  /** Installs the source unless one was provided already (tests stand in for Commerce that way). */
  provideDefault(source: EntitlementSource): void {
    if (!this.provided) this.provide(source);
  }

  activePlan(userUuid: string) {
    return this.source.activePlan(userUuid);
  }
  ownedAddons(userUuid: string) {
    return this.source.ownedAddons(userUuid);
  }
  availableInstruments(userUuid: string) {
    return this.source.availableInstruments(userUuid);
  }
  hasActivePaidSubscription(userUuid: string) {
    return this.source.hasActivePaidSubscription(userUuid);
  }
}
