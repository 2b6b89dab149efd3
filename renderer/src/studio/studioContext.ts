import { createContext, useContext } from 'react';
import type { ProjectStore } from '../../../shared/studio/ports';

export type StudioServices = {
  store: ProjectStore;
  /** The current access token (it is refreshed while the studio is open). */
  getToken: () => string | null;
};

export const StudioContext = createContext<StudioServices | null>(null);

export function useStudio(): StudioServices {
  const services = useContext(StudioContext);
  if (!services) throw new Error('useStudio outside StudioRoot');
  return services;
}

/** The token for a call made now; the studio renders only for a signed-in user. */
export function useTokenGetter(): () => string {
  const { getToken } = useStudio();
  return () => getToken() ?? '';
}
