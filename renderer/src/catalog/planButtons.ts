import type { PlanId } from '../../../shared/schemas/content';

export type PlanButtonLabel = 'currentPlan' | 'changePlan' | 'upgradePlan' | 'getStarted' | 'startTrial' | 'contactUs';
export type PlanButtonAction = 'none' | 'login' | 'subscribe' | 'manage' | 'studio' | 'contact';
export type PlanButtonState = { label: PlanButtonLabel; disabled: boolean; action: PlanButtonAction };

/**
 * The button of a plan card for whoever is looking (spec: Pricing). Your Current Plan (disabled)
 * on the active plan; a paid plan is an upgrade from basic and a change otherwise; a visitor's
 * click on a paid plan starts login with a return path. A plan a voucher granted is the viewer's
 * current plan here too (disabled, as the spec says); its holder starts paying for it on the plan
 * page (my-page/plan), where the voucher days left move the first payment back.
 */
export function planButtonState(card: PlanId, viewerPlan: PlanId | null): PlanButtonState {
  if (card === 'business') return { label: 'contactUs', disabled: false, action: 'contact' };
  if (viewerPlan === null) {
    return card === 'basic'
      ? { label: 'getStarted', disabled: false, action: 'studio' }
      : { label: 'startTrial', disabled: false, action: 'login' };
  }
  if (viewerPlan === card) return { label: 'currentPlan', disabled: true, action: 'none' };
  if (card === 'basic') return { label: 'changePlan', disabled: false, action: 'manage' };
  return viewerPlan === 'basic'
    ? { label: 'upgradePlan', disabled: false, action: 'subscribe' }
    : { label: 'changePlan', disabled: false, action: 'manage' };
}

export type ProductButtonState = 'add' | 'added' | 'purchased' | 'unavailable';

/** Add to Cart, Added to Cart (disabled), Purchased (disabled, owned); nothing to add without a lookup key. */
export function productButtonState(input: {
  owned: boolean;
  inCart: boolean;
  lookupKey: string | null;
}): ProductButtonState {
  if (input.owned) return 'purchased';
  if (!input.lookupKey) return 'unavailable';
  return input.inCart ? 'added' : 'add';
}
