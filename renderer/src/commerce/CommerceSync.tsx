import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { accessTokenAtom, userInfoAtom } from '../auth/authAtoms';
import { ownedAddonUuidsAtom, viewerPlanOverrideAtom, viewerPlanPaidAtom } from '../catalog/ownership';
import { fetchUnbuyable } from './commerceApi';
import { entitlementsVersionAtom } from './commerceAtoms';

/** The catalogue's plan ids: the subscription plan is "pro" there and "artist" in the user info. */
export function catalogPlanOf(planId: string | undefined): 'basic' | 'pro' | 'business' {
  if (planId === 'artist' || planId === 'pro') return 'pro';
  if (planId === 'business') return 'business';
  return 'basic';
}

/**
 * Keeps what the store and pricing pages show in step with the signed-in user: owned characters
 * (Purchased) from the unbuyable call, and the current plan from the user info.
 */
export function CommerceSync() {
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const version = useAtomValue(entitlementsVersionAtom);
  const setOwned = useSetAtom(ownedAddonUuidsAtom);
  const setPlan = useSetAtom(viewerPlanOverrideAtom);
  const setPlanPaid = useSetAtom(viewerPlanPaidAtom);

  useEffect(() => {
    setPlan(user ? catalogPlanOf(user.active_products?.plan.text_content_id) : null);
    setPlanPaid(user?.active_products?.plan.paid ?? true);
  }, [user, setPlan, setPlanPaid]);

  // Signing out unmounts this: what the previous user owned must not stay on the store.
  useEffect(
    () => () => {
      setOwned(new Set());
      setPlan(null);
      setPlanPaid(true);
    },
    [setOwned, setPlan, setPlanPaid],
  );

  useEffect(() => {
    if (!token) {
      setOwned(new Set());
      return;
    }
    const controller = new AbortController();
    // version is read so that a purchase or voucher refreshes the list.
    void version;
    fetchUnbuyable(token)
      .then((uuids) => {
        if (!controller.signal.aborted) setOwned(new Set(uuids));
      })
      .catch((error: unknown) => {
        // GET_UNBUYABLE_ERROR: not shown (spec section 8); the store simply shows no Purchased badges.
        console.warn('GET_UNBUYABLE_ERROR', error);
      });
    return () => controller.abort();
  }, [token, version, setOwned]);

  return null;
}
