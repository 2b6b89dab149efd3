import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router-dom';
import type { AppHistory } from './appHistory';
import { RoutePreloadContext } from './useReplaceNow';

/** The browser history the app's router follows; null under a static or memory router (prerender, tests). */
const AppHistoryContext = createContext<AppHistory | null>(null);

export const useAppHistory = () => useContext(AppHistoryContext);

const loadNothing = () => Promise.resolve();

/**
 * React Router in declarative mode over the app's history. A navigation is rendered once the code of
 * the pages it shows has loaded (`preload`), as a transition: the old page stays until then, and the
 * new page and its layouts appear together, never a loader in place of a layout's page. One asked
 * with `flushSync: true` is committed before navigate() returns (its pages are loaded beforehand:
 * useReplaceNow).
 */
export function AppRouter({
  history,
  preload = loadNothing,
  children,
}: {
  history: AppHistory;
  preload?: (path: string) => Promise<void>;
  children: ReactNode;
}) {
  const [state, setState] = useState(history.current);
  useLayoutEffect(() => {
    let latest = 0;
    const stop = history.listen((update, sync) => {
      const navigation = ++latest;
      if (sync) {
        flushSync(() => setState(update));
        return;
      }
      const { pathname, search } = update.location;
      void preload(`${pathname}${search}`)
        .catch(() => {}) // The page tries again as it renders.
        .then(() => {
          if (navigation === latest) startTransition(() => setState(update));
        });
    });
    // A navigation made before this effect ran (nothing should, but the router must not miss it).
    setState(history.current);
    return () => {
      latest = -1;
      stop();
    };
  }, [history, preload]);
  return (
    <AppHistoryContext value={history}>
      <RoutePreloadContext value={preload}>
        <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
          {children}
        </Router>
      </RoutePreloadContext>
    </AppHistoryContext>
  );
}
