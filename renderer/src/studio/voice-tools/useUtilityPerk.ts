import { useAtomValue } from 'jotai';
import { userInfoAtom } from '../../auth/authAtoms';

export type ToolPerk = 'voice_to_midi' | 'voice_conversion';

/** Whether the signed-in user's plan or add-ons include a voice tool (false while unknown or signed out). */
export function useUtilityPerk(name: ToolPerk): boolean {
  const user = useAtomValue(userInfoAtom);
  return Boolean(user?.perks?.utility.find((entry) => entry.name === name)?.value);
}
