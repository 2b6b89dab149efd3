import { atom } from 'jotai';
import type { PlanId } from '../../../shared/schemas/content';
import { isLoggedInAtom } from '../auth/authAtoms';

/**
 * Add-on uuids the signed-in user owns (GET /api/auth/v2/products/unbuyable). Empty until the
 * commerce area fills it; the store shows Purchased for every uuid in it.
 */
export const ownedAddonUuidsAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * The signed-in user's plan, null for a visitor. Until user info is wired in, a signed-in user
 * counts as basic (the default plan).
 */
export const viewerPlanOverrideAtom = atom<PlanId | null>(null);
export const viewerPlanAtom = atom<PlanId | null>((get) =>
  get(isLoggedInAtom) ? (get(viewerPlanOverrideAtom) ?? 'basic') : null,
);

/** False while the signed-in user's plan is one a voucher granted (not paid for): it may still be bought. */
export const viewerPlanPaidAtom = atom<boolean>(true);
