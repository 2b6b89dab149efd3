import { useAtomValue } from 'jotai';
import { UNLIMITED } from '../../../../shared/plans';
import { userInfoAtom } from '../../auth/authAtoms';

/** The plan's track quota per project from the user info (-1: unlimited, also while it is unknown). */
export function useTrackQuota(): number {
  const user = useAtomValue(userInfoAtom);
  const perk = user?.perks?.utility.find((entry) => entry.name === 'track_quota');
  return perk === undefined ? UNLIMITED : Number(perk.value);
}
