import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Router } from 'react-router-dom';
import type { AppHistory } from './appHistory';

/** The browser history the app's router follows; null under a static or memory router (prerender, tests). */
const AppHistoryContext = createContext<AppHistory | null>(null);

export const useAppHistory = () => useContext(AppHistoryContext);

/**
 * React Router in declarative mode over the app's history. A navigation renders as a transition, so
 * the old page stays until the new one's code has arrived; one asked with `flushSync: true` is
 * committed before navigate() returns.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState(history.current);
  useLayoutEffect(() => {
    const stop = history.listen((update, sync) => {
      if (sync) flushSync(() => setState(update));
      else startTransition(() => setState(update));
    });
    // A navigation made before this effect ran (nothing should, but the router must not miss it).
    setState(history.current);
    return stop;
  }, [history]);
  return (
    <AppHistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </AppHistoryContext>
  );
}
