import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';

/** Loads the code of the pages a path shows; the app provides it from its routes (App.tsx). */
export const RoutePreloadContext = createContext<(path: string) => Promise<void>>(() => Promise.resolve());

/**
 * A replace-navigation that has been rendered when its promise resolves: the new page's code is
 * loaded first, then the location is committed synchronously. For leaving a page before the state
 * it depends on goes (a protected page before the session ends), so that nothing renders the old
 * page without it.
 */
export function useReplaceNow(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const preload = useContext(RoutePreloadContext);
  return useCallback(
    async (to: string) => {
      await preload(to).catch(() => {});
      await navigate(to, { replace: true, flushSync: true });
    },
    [navigate, preload],
  );
}
